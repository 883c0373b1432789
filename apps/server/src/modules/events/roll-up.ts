import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client';
import type { ComponentRow } from './component-upsert';
import { STATE_RANK_SQL } from './status-transitions';

const idList = (ids: number[]): SQL => sql.join(ids.map((id) => sql`${id}`), sql`, `);

/** Worst state among the rows a subquery selects, 'normal' when none is active. */
const worstOf = (from: SQL) =>
  sql`coalesce((select state from (${from}) s where state <> 'normal' order by ${sql.raw(STATE_RANK_SQL)} limit 1), 'normal')`;

/**
 * Marks the batch's devices alive (back online when they were offline) and rolls the worst active state
 * up from components to device, floor, building and unit, only for what the batch touched.
 */
export const rollUpStates = async (
  tx: Tx,
  options: { deviceIds: number[]; changedComponents: ComponentRow[]; touchedAt: Date },
) => {
  if (options.deviceIds.length === 0) return [] as number[];
  const devices = idList(options.deviceIds);
  const offline = await queryRows<{ id: number }>(tx, sql`select id from devices where id in (${devices}) and is_online = false`);
  const cameOnline = offline.map((row) => Number(row.id));
  if (cameOnline.length) {
    await tx.execute(
      sql`update events set restore_time = ${options.touchedAt} where device_id in (${idList(cameOnline)}) and alarm_type = 'offline' and restore_time is null`,
    );
  }
  const changedDevices = [...new Set(options.changedComponents.map((row) => row.deviceId))];
  await tx.execute(sql`update devices set last_seen_at = ${options.touchedAt}, is_online = true where id in (${devices})`);
  if (changedDevices.length === 0 && cameOnline.length === 0) return cameOnline;

  const touched = await queryRows<{ id: number; floor_id: number | null; building_id: number | null; company_id: number }>(
    tx,
    sql`update devices d set state = ${worstOf(sql`select state from components c where c.device_id = d.id`)}
        where id in (${idList([...new Set([...changedDevices, ...cameOnline])])})
        returning id, floor_id, building_id, company_id`,
  );
  const floorIds = new Set<number>();
  const buildingIds = new Set<number>();
  const companyIds = new Set<number>();
  for (const row of touched) {
    if (row.floor_id) floorIds.add(Number(row.floor_id));
    if (row.building_id) buildingIds.add(Number(row.building_id));
    companyIds.add(Number(row.company_id));
  }
  for (const row of options.changedComponents) {
    if (row.floorId) floorIds.add(row.floorId);
    if (row.buildingId) buildingIds.add(row.buildingId);
  }
  if (floorIds.size) {
    await tx.execute(
      sql`update floors f set state = ${worstOf(sql`select state from components c where c.floor_id = f.id union all select state from devices d where d.floor_id = f.id`)}
          where id in (${idList([...floorIds])})`,
    );
  }
  if (buildingIds.size) {
    await tx.execute(
      sql`update buildings b set state = ${worstOf(sql`select state from components c where c.building_id = b.id union all select state from devices d where d.building_id = b.id`)}
          where id in (${idList([...buildingIds])})`,
    );
  }
  await tx.execute(
    sql`update organisations o set state = ${worstOf(sql`select state from devices d where d.company_id = o.id`)}
        where id in (${idList([...companyIds])})`,
  );
  return cameOnline;
};
