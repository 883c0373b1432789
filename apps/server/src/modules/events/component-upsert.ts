import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { components } from '../../db/schema';
import type { ComponentKey, DeviceRef } from './ingest-types';

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

export const componentKeyOf = (deviceId: number, key: Pick<ComponentKey, 'systemType' | 'systemAddress' | 'componentAddress'>) =>
  `${deviceId}:${key.systemType}:${key.systemAddress}:${key.componentAddress}`;

const toRow = (row: typeof components.$inferSelect): ComponentRow => ({
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

/** Existing rows for the keys, locked for the transaction so two batches never interleave a component's transitions. */
const lockExisting = async (tx: Tx, wanted: Wanted) => {
  const tuples = sql.join(
    [...wanted.values()].map(({ device, key }) => sql`(${device.id}::int, ${key.systemType}::smallint, ${key.systemAddress}::smallint, ${key.componentAddress}::bigint)`),
    sql`, `,
  );
  return tx
    .select()
    .from(components)
    .where(sql`(${components.deviceId}, ${components.systemType}, ${components.systemAddress}, ${components.componentAddress}) in (${tuples})`)
    .for('update');
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
