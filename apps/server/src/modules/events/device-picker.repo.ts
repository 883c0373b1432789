import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { inScope, type Scope } from '../../core/scope';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { devices } from '../../db/schema';

export type DevicePickerFilter = {
  company_id: number;
  building_id?: number;
  floor_id?: number;
  device_type?: string;
  keyword?: string;
  page_no: number;
  page_size: number;
};

/** One page of a unit's devices in the caller's scope, narrowed by building, floor, type and keyword, by id. */
export const selectPickerDevices = async (db: DbOrTx, scope: Scope, filter: DevicePickerFilter) => {
  const conditions: (SQL | undefined)[] = [
    inScope(scope, devices.companyId),
    eq(devices.companyId, filter.company_id),
    filter.building_id ? eq(devices.buildingId, filter.building_id) : undefined,
    filter.floor_id ? eq(devices.floorId, filter.floor_id) : undefined,
    filter.device_type ? eq(devices.deviceType, filter.device_type) : undefined,
    filter.keyword
      ? or(
          ilike(devices.name, containsPattern(filter.keyword)),
          ilike(devices.deviceCode, containsPattern(filter.keyword)),
        )
      : undefined,
  ];
  const where = and(...conditions);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(devices)
      .where(where)
      .orderBy(asc(devices.id))
      .limit(filter.page_size)
      .offset(filter.page_no * filter.page_size),
    db.$count(devices, where),
  ]);
  return { rows, total };
};
