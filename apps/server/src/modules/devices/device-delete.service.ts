import { deviceTabs, ErrorCodes, type DeviceClass } from '@fireline/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../core/app-error';
import type { Scope } from '../../core/scope';
import type { Db, DbOrTx } from '../../db/client';
import { components, devices, deviceVideoLinks } from '../../db/schema';
import { requireOwned, type CanSee } from './device-read.service';
import { deviceOwners } from './devices.repo';

/**
 * Removes devices and what hangs on them, in one transaction: a DTU takes its components (their GB/T 26875.3 address
 * is the DTU's) and frees the controllers and independent devices it carried; a controller frees its components.
 * Camera links and pending commands go with the device (ON DELETE CASCADE). Alarm history stays.
 */
const removeDevices = async (tx: DbOrTx, ids: number[]) => {
  await tx.update(devices).set({ dtuId: null, updatedAt: new Date() }).where(inArray(devices.dtuId, ids));
  await tx.update(components).set({ alarmerId: null, updatedAt: new Date() }).where(inArray(components.alarmerId, ids));
  await tx.delete(components).where(inArray(components.deviceId, ids));
  await tx.delete(devices).where(inArray(devices.id, ids));
};

export const createDeviceDeleteService = ({ db }: { db: Db }) => {
  const deleteDevices = async (scope: Scope, ids: number[], deviceClass: DeviceClass) => {
    await requireOwned(db, scope, ids, deviceClass);
    await db.transaction(async (tx) => {
      if (deviceClass === 'component') await tx.delete(components).where(inArray(components.id, ids));
      else await removeDevices(tx, ids);
    });
    return { device_ids: ids };
  };

  const deleteTransmissionDevice = async (scope: Scope, deviceId: number) => deleteDevices(scope, [deviceId], 'dtu');
  const deleteAlarmer = async (scope: Scope, alarmerId: number) => deleteDevices(scope, [alarmerId], 'alarmer');

  /** Takes a controller and its components out of their system (the system can then be deleted). */
  const unlinkAlarmerFromSystem = async (scope: Scope, alarmerId: number) => {
    await requireOwned(db, scope, [alarmerId], 'alarmer');
    await db.transaction(async (tx) => {
      const [alarmer] = await tx
        .select({ systemId: devices.systemId })
        .from(devices)
        .where(eq(devices.id, alarmerId))
        .for('update');
      if (!alarmer?.systemId) throw new AppError(ErrorCodes.noData);
      await tx
        .update(components)
        .set({ systemId: null, updatedAt: new Date() })
        .where(and(eq(components.alarmerId, alarmerId), eq(components.systemId, alarmer.systemId)));
      await tx.update(devices).set({ systemId: null, updatedAt: new Date() }).where(eq(devices.id, alarmerId));
    });
    return { alarmer_id: alarmerId };
  };

  /** Detaches a controller from its transmission device; its components keep their ingest address on that DTU. */
  const unlinkAlarmerFromDtu = async (scope: Scope, alarmerId: number) => {
    await requireOwned(db, scope, [alarmerId], 'alarmer');
    const [updated] = await db
      .update(devices)
      .set({ dtuId: null, updatedAt: new Date() })
      .where(and(eq(devices.id, alarmerId), eq(devices.deviceClass, 'alarmer')))
      .returning({ id: devices.id });
    if (!updated) throw new AppError(ErrorCodes.noData);
    return { alarmer_id: alarmerId };
  };

  /** Stops a camera watching a device: a change to the watched device, so it needs the write node of that device's class. */
  const unlinkVideo = async (
    scope: Scope,
    { videoId, deviceId, canSee }: { videoId: number; deviceId: number; canSee: CanSee },
  ) => {
    await requireOwned(db, scope, [videoId], 'video');
    const [watched] = await deviceOwners(db, [deviceId]);
    if (!watched) throw new AppError(ErrorCodes.noData);
    if (!canSee(deviceTabs[watched.deviceClass as DeviceClass].permission)) throw new AppError(ErrorCodes.noPermission);
    const removed = await db
      .delete(deviceVideoLinks)
      .where(and(eq(deviceVideoLinks.videoId, videoId), eq(deviceVideoLinks.deviceId, deviceId)))
      .returning({ deviceId: deviceVideoLinks.deviceId });
    if (!removed.length) throw new AppError(ErrorCodes.noData);
    return { video_id: videoId, device_id: deviceId };
  };

  return {
    deleteDevices,
    deleteTransmissionDevice,
    deleteAlarmer,
    unlinkAlarmerFromSystem,
    unlinkAlarmerFromDtu,
    unlinkVideo,
  };
};
