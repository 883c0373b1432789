import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { hydrantAddresses, hydrants } from '../db/schema';
import type { HydrantOfDevice } from './push-message';

/** The hydrants these devices monitor, by device id: what the hydrant variant of the alarm tip names. */
export const selectHydrantsOfDevices = async (tx: Tx, deviceIds: number[]) => {
  if (deviceIds.length === 0) return new Map<number, HydrantOfDevice>();
  const rows = await tx
    .select({
      id: hydrants.id,
      deviceId: hydrants.deviceId,
      number: hydrants.equipmentNumber,
      address: hydrantAddresses.address,
    })
    .from(hydrants)
    .leftJoin(hydrantAddresses, eq(hydrantAddresses.id, hydrants.addressId))
    .where(inArray(hydrants.deviceId, deviceIds));
  return new Map<number, HydrantOfDevice>(
    rows.map((row) => [row.deviceId!, { id: row.id, number: row.number, address: row.address }]),
  );
};
