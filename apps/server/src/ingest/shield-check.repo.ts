import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client';

const list = (ids: number[]) =>
  ids.length
    ? sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )
    : sql`null`;

/** The devices and components among these with a shield (屏蔽) in force now, keyed "device:<id>" / "component:<id>". */
export const selectShieldedThings = async (tx: Tx, things: { deviceIds: number[]; componentIds: number[] }) => {
  const active = await queryRows<{ thing_type: string; thing_id: number }>(
    tx,
    sql`select thing_type, thing_id from shields
        where removed_at is null and schedule_start <= now() and schedule_end > now()
          and ((thing_type = 'component' and thing_id in (${list(things.componentIds)})) or (thing_type = 'device' and thing_id in (${list(things.deviceIds)})))`,
  );
  return new Set(active.map((row) => `${row.thing_type}:${row.thing_id}`));
};
