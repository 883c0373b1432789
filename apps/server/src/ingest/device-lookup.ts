import type { devices } from '../db/schema';
import type { DeviceRef } from './ingest-types';

export const toDeviceRef = (row: typeof devices.$inferSelect): DeviceRef => ({
  id: row.id,
  companyId: row.companyId,
  buildingId: row.buildingId,
  floorId: row.floorId,
  areaId: row.areaId,
  name: row.name,
  deviceCode: row.deviceCode,
  deviceType: row.deviceType,
  deviceModel: row.deviceModel,
  deviceThingType: row.deviceThingType,
  installAddress: row.installAddress,
});
