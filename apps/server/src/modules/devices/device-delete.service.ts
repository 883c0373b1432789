import { deviceTabs, ErrorCodes, type DeviceClass } from '@fireline/shared';
import { holds, type Caller } from '../../core/access';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/client';
import { requireClass } from './device-permissions';
import { requireOwned } from './device-read.service';
import { deleteVideoLink } from './device-videos.repo';
import {
  deleteComponents,
  deleteDevicesAndComponents,
  detachAlarmerFromDtu,
  detachAlarmerFromSystem,
} from './device-writes.repo';
import { deviceOwners } from './devices.repo';

/**
 * Removes devices and what hangs on them, in one transaction: a DTU takes its components and frees the controllers
 * and independent devices it carried; a controller frees its components. Alarm history stays.
 */
const removeDevices = async (db: Db, caller: Caller, ids: number[], deviceClass: DeviceClass) => {
  await requireOwned(db, caller, ids, deviceClass);
  await db.transaction(async (tx) => {
    if (deviceClass === 'component') await deleteComponents(tx, ids);
    else await deleteDevicesAndComponents(tx, ids);
  });
  return { device_ids: ids };
};

/** The device list's delete: the tab of the class is needed too. */
export const deleteDevices = async (db: Db, caller: Caller, ids: number[], deviceClass: DeviceClass) => {
  requireClass(caller, deviceClass);
  return removeDevices(db, caller, ids, deviceClass);
};

export const deleteTransmissionDevice = async (db: Db, caller: Caller, deviceId: number) =>
  deleteDevices(db, caller, [deviceId], 'dtu');
export const deleteAlarmer = async (db: Db, caller: Caller, alarmerId: number) =>
  deleteDevices(db, caller, [alarmerId], 'alarmer');

/** Takes a controller and its components out of their system (the system can then be deleted). */
export const unlinkAlarmerFromSystem = async (db: Db, caller: Caller, alarmerId: number) => {
  requireClass(caller, 'alarmer');
  await requireOwned(db, caller, [alarmerId], 'alarmer');
  await db.transaction(async (tx) => {
    if (!(await detachAlarmerFromSystem(tx, alarmerId))) throw new AppError(ErrorCodes.noData);
  });
  return { alarmer_id: alarmerId };
};

/** Detaches a controller from its transmission device; its components keep their ingest address on that DTU. */
export const unlinkAlarmerFromDtu = async (db: Db, caller: Caller, alarmerId: number) => {
  requireClass(caller, 'alarmer');
  await requireOwned(db, caller, [alarmerId], 'alarmer');
  if (!(await detachAlarmerFromDtu(db, alarmerId))) throw new AppError(ErrorCodes.noData);
  return { alarmer_id: alarmerId };
};

/** Stops a camera watching a device: a change to the watched device, so it needs the write node of that device's class. */
export const unlinkVideo = async (
  db: Db,
  caller: Caller,
  { videoId, deviceId }: { videoId: number; deviceId: number },
) => {
  await requireOwned(db, caller, [videoId], 'video');
  const [watched] = await deviceOwners(db, [deviceId]);
  if (!watched) throw new AppError(ErrorCodes.noData);
  if (!holds(caller, deviceTabs[watched.deviceClass as DeviceClass].permission))
    throw new AppError(ErrorCodes.noPermission);
  if (!(await deleteVideoLink(db, videoId, deviceId))) throw new AppError(ErrorCodes.noData);
  return { video_id: videoId, device_id: deviceId };
};
