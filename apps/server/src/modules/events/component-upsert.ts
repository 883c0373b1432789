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

/**
 * Finds or registers the components a batch touches, in one statement, and locks their rows for the
 * transaction (ON CONFLICT DO UPDATE), so two batches never interleave one component's transitions.
 */
export const upsertComponents = async (tx: Tx, wanted: Map<string, { device: DeviceRef; key: ComponentKey; name: string }>) => {
  const byKey = new Map<string, ComponentRow>();
  if (wanted.size === 0) return byKey;
  const rows = await tx
    .insert(components)
    .values(
      [...wanted.values()].map(({ device, key, name }) => ({
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
    .onConflictDoUpdate({
      target: [components.deviceId, components.systemType, components.systemAddress, components.componentAddress],
      set: { name: sql`case when excluded.name <> '' then excluded.name else ${components.name} end` },
    })
    .returning();
  for (const row of rows) {
    const key = componentKeyOf(row.deviceId, row);
    byKey.set(key, {
      id: row.id,
      deviceId: row.deviceId,
      key,
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
  }
  return byKey;
};
