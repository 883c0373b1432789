import { deviceLimitPairs, ErrorCodes, MASKED_PASSWORD, type DeviceSettings } from '@fireline/shared';
import { and, count, eq, inArray } from 'drizzle-orm';
import { AppError, fieldDetail } from '../../core/app-error';
import type { SecretBox } from '../../core/secret-box';
import type { DbOrTx } from '../../db/client';
import { areas, buildings, devices, fireSystems, floors } from '../../db/schema';

const mismatch = (field: string) =>
  new AppError(ErrorCodes.checkFailed, { detail: fieldDetail(field, 'does not belong to this unit') });

type Links = {
  building_id?: number | null;
  floor_id?: number | null;
  area_id?: number | null;
  system_id?: number | null;
  device_dtu_id?: number | null;
  alarm_host_id?: number | null;
  monitor_device_ids?: number[] | null;
};

/** Every record a device links to must be of the same unit (and the right class): refused with 7994 naming the field. */
export const checkLinks = async (db: DbOrTx, companyId: number, links: Links) => {
  const belongs = async (field: string, ok: Promise<{ value: number }[]>, expected = 1) => {
    const [row] = await ok;
    if ((row?.value ?? 0) !== expected) throw mismatch(field);
  };
  if (links.building_id)
    await belongs(
      'building_id',
      db
        .select({ value: count() })
        .from(buildings)
        .where(and(eq(buildings.id, links.building_id), eq(buildings.companyId, companyId))),
    );
  if (links.floor_id) {
    const onBuilding = links.building_id ? eq(floors.buildingId, links.building_id) : undefined;
    await belongs(
      'floor_id',
      db
        .select({ value: count() })
        .from(floors)
        .where(and(eq(floors.id, links.floor_id), eq(floors.companyId, companyId), onBuilding)),
    );
  }
  if (links.area_id) {
    const onFloor = links.floor_id ? eq(areas.floorId, links.floor_id) : undefined;
    await belongs(
      'area_id',
      db
        .select({ value: count() })
        .from(areas)
        .where(and(eq(areas.id, links.area_id), eq(areas.companyId, companyId), onFloor)),
    );
  }
  if (links.system_id)
    await belongs(
      'system_id',
      db
        .select({ value: count() })
        .from(fireSystems)
        .where(and(eq(fireSystems.id, links.system_id), eq(fireSystems.companyId, companyId))),
    );
  if (links.device_dtu_id) {
    await belongs(
      'device_dtu_id',
      db
        .select({ value: count() })
        .from(devices)
        .where(
          and(eq(devices.id, links.device_dtu_id), eq(devices.companyId, companyId), eq(devices.deviceClass, 'dtu')),
        ),
    );
  }
  if (links.alarm_host_id) {
    await belongs(
      'alarm_host_id',
      db
        .select({ value: count() })
        .from(devices)
        .where(
          and(
            eq(devices.id, links.alarm_host_id),
            eq(devices.companyId, companyId),
            eq(devices.deviceClass, 'alarmer'),
          ),
        ),
    );
  }
  const monitored = [...new Set(links.monitor_device_ids ?? [])];
  if (monitored.length) {
    await belongs(
      'monitor_device_ids',
      db
        .select({ value: count() })
        .from(devices)
        .where(and(inArray(devices.id, monitored), eq(devices.companyId, companyId))),
      monitored.length,
    );
  }
};

/** Lower limits stay below upper ones (7994 naming the lower field). */
export const checkLimitPairs = (settings: DeviceSettings) => {
  for (const [lower, upper] of deviceLimitPairs) {
    const low = settings[lower];
    const high = settings[upper];
    if (low !== null && low !== undefined && high !== null && high !== undefined && low >= high) {
      throw new AppError(ErrorCodes.checkFailed, { detail: fieldDetail(lower, `must be less than ${upper}`) });
    }
  }
};

/** A secret from a form: undefined or the mask keeps the stored one, null or empty clears it, anything else is sealed. */
export const sealSecret = (box: SecretBox, value: string | null | undefined): string | null | undefined => {
  if (value === undefined || value === MASKED_PASSWORD) return undefined;
  if (value === null || value === '') return null;
  return box.seal(value);
};

/** GB/T 26875.3 leaves the halves of a component address to the vendor: we use loop in the high half, number in the low. */
export const componentAddressOf = (loopNumber: number, componentNumber: number) =>
  loopNumber * 65_536 + componentNumber;
