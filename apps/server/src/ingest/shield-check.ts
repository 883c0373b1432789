import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client';
import type { NewEvent } from './process-batch';

/** A shielded (屏蔽) device or component still has its events stored, marked shielded, and never pushed. */
export const markShielded = async (tx: Tx, rows: NewEvent[]) => {
  if (rows.length === 0) return;
  const componentIds = [
    ...new Set(rows.map((row) => row.componentId).filter((id): id is number => typeof id === 'number')),
  ];
  const deviceIds = [...new Set(rows.map((row) => row.deviceId))];
  const list = (ids: number[]) =>
    ids.length
      ? sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )
      : sql`null`;
  const active = await queryRows<{ thing_type: string; thing_id: number }>(
    tx,
    sql`select thing_type, thing_id from shields
        where removed_at is null and schedule_start <= now() and schedule_end > now()
          and ((thing_type = 'component' and thing_id in (${list(componentIds)})) or (thing_type = 'device' and thing_id in (${list(deviceIds)})))`,
  );
  if (active.length === 0) return;
  const shielded = new Set(active.map((row) => `${row.thing_type}:${row.thing_id}`));
  for (const row of rows) {
    if (shielded.has(`device:${row.deviceId}`) || (row.componentId && shielded.has(`component:${row.componentId}`)))
      row.isShielded = true;
  }
};
