import { defaultAlarmStatus, type PushedAlarm, type PushOutcome } from '@fireline/shared';
import type { DbOrTx } from '../db/client';
import type { EventWriter } from './event-writer';
import type { DeviceRef, IngestItem } from './ingest-types';
import { findDevicesByCode } from './device-lookup.repo';
import { summarisePushed } from './gb26875/frame-summary';
import type { PushCaller } from './push-keys';
import { insertUnregisteredFrame } from './unregistered-frames.repo';

const toIngestItem = (alarm: PushedAlarm, device: DeviceRef, source: 'http' | 'mqtt'): IngestItem => {
  const base = { uuid: alarm.uuid, source, device, occurredAt: new Date(alarm.occurred_at * 1000), raw: alarm };
  const { readings } = alarm;
  // The schema lets a message without status_category and alarm_type through only when it carries readings.
  if (!alarm.status_category || !alarm.alarm_type) return { ...base, kind: 'report', readings: readings ?? {} };
  return {
    ...base,
    kind: 'event',
    category: alarm.status_category,
    alarmStatus: alarm.alarm_status ?? defaultAlarmStatus(alarm.status_category),
    alarmType: alarm.alarm_type,
    alarmValue: alarm.alarm_value,
    location: alarm.location,
    isRecovery: alarm.is_recovery,
    component: alarm.component && {
      systemType: alarm.component.system_type,
      systemAddress: alarm.component.system_address,
      componentType: alarm.component.component_type,
      componentAddress: alarm.component.component_address,
      description: alarm.component.description,
    },
    readings,
  };
};

/**
 * Normalises pushed alarms and reports (HTTP alarm_push, MQTT) and waits for their commit. An alarm for a device the
 * caller cannot claim is kept as an unregistered frame for administrators, never thrown away.
 */
export const ingestPushedAlarms = async (options: {
  db: DbOrTx;
  writer: EventWriter;
  caller: PushCaller;
  alarms: PushedAlarm[];
  source: 'http' | 'mqtt';
  remote?: string;
  /** Told of a fire alarm for a code no unit has (pushed to the centre, rate-limited per address). */
  onUnregisteredFire?: (fire: {
    source: 'http' | 'mqtt';
    address: string;
    remote: string | null;
    summary: { zh: string; en: string };
  }) => Promise<unknown>;
}): Promise<PushOutcome[]> => {
  const { caller } = options;
  const devices = await findDevicesByCode(
    options.db,
    [...new Set(options.alarms.map((alarm) => alarm.device_code))],
    caller.kind === 'third_system' ? caller.unitIds : caller.companyId,
  );
  return Promise.all(
    options.alarms.map(async (alarm): Promise<PushOutcome> => {
      const device = devices.get(alarm.device_code);
      if (!device || (caller.kind === 'device' && device.id !== caller.deviceId)) {
        await insertUnregisteredFrame(options.db, {
          source: options.source,
          address: alarm.device_code,
          remote: options.remote,
          payload: alarm,
        });
        // Only a platform-wide caller's lookup covers every unit: then no unit has the code, and a fire must reach someone.
        const isNobodys = !device && caller.kind === 'integration' && caller.companyId === null;
        if (isNobodys && summarisePushed(alarm, 'zh').isFire) {
          const summary = { zh: summarisePushed(alarm, 'zh').summary, en: summarisePushed(alarm, 'en').summary };
          await options.onUnregisteredFire?.({
            source: options.source,
            address: alarm.device_code,
            remote: options.remote ?? null,
            summary,
          });
        }
        return { uuid: alarm.uuid, status: 'unregistered', event_ids: [] };
      }
      const item = toIngestItem(alarm, device, options.source);
      const result = await options.writer.submit(item);
      return { uuid: alarm.uuid, status: result.isDuplicate ? 'duplicate' : 'stored', event_ids: result.eventIds };
    }),
  );
};
