import { deviceStates } from '@fireline/shared';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client';
import type { ComponentRow } from './component-upsert.repo';
import { restoreOpenEvents } from './open-events.repo';

const idList = (ids: number[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * The worst state present among the rows of `tables` whose `column` equals the outer row's id: one EXISTS probe per
 * state, worst first, each answered by a (column, state) index, so it costs the same with ten or a million rows.
 */
const worstOf = (tables: string[], column: string, outer: string) => {
  const probes = deviceStates
    .filter((state) => state !== 'normal')
    .map((state) => {
      const exists = tables
        .map((table) => `exists (select 1 from ${table} where ${column} = ${outer}.id and state = '${state}')`)
        .join(' or ');
      return `when ${exists} then '${state}'`;
    });
  return sql.raw(`case ${probes.join(' ')} else 'normal' end`);
};

/**
 * Row locks in id order before the roll-up updates them: writer lanes whose batches share a unit take its floors,
 * buildings and unit row in the same order (then the push locks), so they queue instead of deadlocking.
 */
const lockInOrder = (tx: Tx, table: 'floors' | 'buildings' | 'organisations', ids: number[]) =>
  tx.execute(sql`select id from ${sql.raw(table)} where id in (${idList(ids)}) order by id for no key update`);

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
  const offline = await queryRows<{ id: number }>(
    tx,
    sql`select id from devices where id in (${devices}) and is_online = false`,
  );
  const cameOnline = offline.map((row) => Number(row.id));
  if (cameOnline.length) {
    await restoreOpenEvents(
      tx,
      cameOnline.map((deviceId) => ({ deviceId, componentId: null, alarmType: 'offline', at: options.touchedAt })),
    );
  }
  const changedDevices = [...new Set(options.changedComponents.map((row) => row.deviceId))];
  await tx.execute(
    sql`update devices set last_seen_at = ${options.touchedAt}, is_online = true where id in (${devices})`,
  );
  if (changedDevices.length === 0 && cameOnline.length === 0) return cameOnline;

  const touched = await queryRows<{
    id: number;
    floor_id: number | null;
    building_id: number | null;
    company_id: number;
  }>(
    tx,
    sql`update devices d set state = ${worstOf(['components'], 'device_id', 'd')}
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
    await lockInOrder(tx, 'floors', [...floorIds]);
    await tx.execute(
      sql`update floors f set state = ${worstOf(['components', 'devices'], 'floor_id', 'f')}
          where id in (${idList([...floorIds])})`,
    );
  }
  if (buildingIds.size) {
    await lockInOrder(tx, 'buildings', [...buildingIds]);
    await tx.execute(
      sql`update buildings b set state = ${worstOf(['components', 'devices'], 'building_id', 'b')}
          where id in (${idList([...buildingIds])})`,
    );
  }
  await lockInOrder(tx, 'organisations', [...companyIds]);
  await tx.execute(
    sql`update organisations o set state = ${worstOf(['devices'], 'company_id', 'o')}
        where id in (${idList([...companyIds])})`,
  );
  return cameOnline;
};
