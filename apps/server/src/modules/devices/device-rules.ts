import { deviceLimitPairs, ErrorCodes, MASKED_PASSWORD, type DeviceSettings } from '@fireline/shared';
import { AppError, fieldDetail } from '../../core/app-error';
import type { SecretBox } from '../../core/secret-box';
import type { DbOrTx } from '../../db/client';
import { countUnitDevices, isUnitArea, isUnitBuilding, isUnitFloor, isUnitSystem } from './device-writes.repo';

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
  const belongs = async (field: string, isLinked: Promise<boolean>) => {
    if (!(await isLinked)) throw mismatch(field);
  };
  if (links.building_id) await belongs('building_id', isUnitBuilding(db, companyId, links.building_id));
  if (links.floor_id) await belongs('floor_id', isUnitFloor(db, companyId, links.floor_id, links.building_id));
  if (links.area_id) await belongs('area_id', isUnitArea(db, companyId, links.area_id, links.floor_id));
  if (links.system_id) await belongs('system_id', isUnitSystem(db, companyId, links.system_id));
  if (links.device_dtu_id)
    await belongs(
      'device_dtu_id',
      countUnitDevices(db, companyId, [links.device_dtu_id], 'dtu').then((value) => value === 1),
    );
  if (links.alarm_host_id)
    await belongs(
      'alarm_host_id',
      countUnitDevices(db, companyId, [links.alarm_host_id], 'alarmer').then((value) => value === 1),
    );
  const monitored = [...new Set(links.monitor_device_ids ?? [])];
  if (monitored.length)
    await belongs(
      'monitor_device_ids',
      countUnitDevices(db, companyId, monitored).then((value) => value === monitored.length),
    );
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
