import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client';
import { components } from '../db/schema';
import type { ComponentKey, DeviceRef } from './ingest-types';
import { intArray } from './sql-arrays';

export type ComponentRow = {
  id: number;
  deviceId: number;
  key: string;
  activeFlags: number;
  state: string;
  buildingId: number | null;
  floorId: number | null;
  areaId: number | null;
  name: string;
  location: string | null;
  componentType: number;
  systemType: number;
};

export const componentKeyOf = (
  deviceId: number,
  key: Pick<ComponentKey, 'systemType' | 'systemAddress' | 'componentAddress'>,
) => `${deviceId}:${key.systemType}:${key.systemAddress}:${key.componentAddress}`;

type Stored = Pick<
  typeof components.$inferSelect,
  | 'id'
  | 'deviceId'
  | 'systemType'
  | 'systemAddress'
  | 'componentAddress'
  | 'componentType'
  | 'activeFlags'
  | 'state'
  | 'buildingId'
  | 'floorId'
  | 'areaId'
  | 'name'
  | 'location'
>;

const toRow = (row: Stored): ComponentRow => ({
  id: row.id,
  deviceId: row.deviceId,
  key: componentKeyOf(row.deviceId, row),
  activeFlags: row.activeFlags,
  state: row.state,
  buildingId: row.buildingId,
  floorId: row.floorId,
  areaId: row.areaId,
  name: row.name,
  location: row.location,
  componentType: row.componentType,
  systemType: row.systemType,
});

type Wanted = Map<string, { device: DeviceRef; key: ComponentKey; name: string }>;

/**
 * Existing rows for the keys, locked for the transaction so two batches never interleave a component's transitions.
 * The keys travel as four arrays joined with unnest, not as a row-value IN list: one short statement for any batch,
 * and PGlite corrupts its buffers (a WASM abort at COMMIT) on a locking IN list of more than about 256 rows.
 */
const lockExisting = async (tx: Tx, wanted: Wanted) => {
  const keys = [...wanted.values()];
  const rows = await queryRows<Stored>(
    tx,
    sql`select c.id, c.device_id as "deviceId", c.system_type as "systemType", c.system_address as "systemAddress",
               c.component_address::float8 as "componentAddress", c.component_type as "componentType", c.active_flags as "activeFlags",
               c.state, c.building_id as "buildingId", c.floor_id as "floorId", c.area_id as "areaId", c.name, c.location
        from components c
        join unnest(${intArray(keys.map(({ device }) => device.id))}::int[], ${intArray(keys.map(({ key }) => key.systemType))}::smallint[],
                    ${intArray(keys.map(({ key }) => key.systemAddress))}::smallint[], ${intArray(keys.map(({ key }) => key.componentAddress))}::bigint[])
          as k(device_id, system_type, system_address, component_address)
          on c.device_id = k.device_id and c.system_type = k.system_type and c.system_address = k.system_address and c.component_address = k.component_address
        order by c.id
        for update of c`,
  );
  return rows;
};

/**
 * Finds the components a batch touches (one locking SELECT) and registers the ones never seen before (one INSERT);
 * known components are not rewritten here, only when their flags or name change.
 */
export const upsertComponents = async (tx: Tx, wanted: Wanted) => {
  const byKey = new Map<string, ComponentRow>();
  if (wanted.size === 0) return byKey;
  for (const row of await lockExisting(tx, wanted)) byKey.set(componentKeyOf(row.deviceId, row), toRow(row));
  const missing = [...wanted.entries()].filter(([key]) => !byKey.has(key));
  if (missing.length) {
    const inserted = await tx
      .insert(components)
      .values(
        missing.map(([, { device, key, name }]) => ({
          companyId: device.companyId,
          deviceId: device.id,
          buildingId: device.buildingId,
          floorId: device.floorId,
          areaId: device.areaId,
          systemType: key.systemType,
          systemAddress: key.systemAddress,
          componentType: key.componentType,
          componentAddress: key.componentAddress,
          name,
        })),
      )
      .onConflictDoNothing()
      .returning();
    for (const row of inserted) byKey.set(componentKeyOf(row.deviceId, row), toRow(row));
    // Another process registered some of them meanwhile: take its rows, locked.
    if (inserted.length < missing.length) {
      const raced: Wanted = new Map(missing.filter(([key]) => !byKey.has(key)));
      for (const row of await lockExisting(tx, raced)) byKey.set(componentKeyOf(row.deviceId, row), toRow(row));
    }
  }
  return byKey;
};
