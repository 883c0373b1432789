import type { Db } from '../../db/client';
import { toDeviceRef } from '../../ingest/device-lookup';
import type { EventWriter } from '../../ingest/event-writer';
import { markSilentDevicesOffline } from './offline-detection.repo';

/**
 * Marks devices offline (and the hydrants they monitor) when nothing (heartbeats included) arrived for their alive time, and records one
 * "offline" fault occurrence each; the next frame brings the device back online and restores it.
 * The occurrence's uuid is fixed by the last frame's time, so two runs never record it twice.
 */
export const detectOfflineDevices = async (db: Db, writer: EventWriter) => {
  const marked = await db.transaction((tx) => markSilentDevicesOffline(tx));
  await Promise.all(
    marked.map((device) =>
      writer.submit({
        kind: 'event',
        uuid: `offline:${device.id}:${device.lastSeenAt?.getTime() ?? 0}`,
        source: 'scheduler',
        device: toDeviceRef(device),
        occurredAt: new Date(),
        category: 'fault',
        alarmStatus: 'fault',
        alarmType: 'offline',
        isRecovery: false,
      }),
    ),
  );
  return marked.map((device) => device.id);
};
