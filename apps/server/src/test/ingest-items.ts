import type { DeviceRef, IngestItem } from '../ingest/ingest-types';

let sequence = 0;

/** A pushed fire (or fault) alarm of a device, with a fresh uuid, as an integration would send it. */
export const alarmItem = (device: DeviceRef, category: 'fire' | 'fault' = 'fire'): IngestItem => ({
  kind: 'event',
  uuid: `test-alarm-${++sequence}-${Date.now().toString(36)}`,
  source: 'http',
  device,
  occurredAt: new Date(),
  category,
  alarmStatus: category === 'fire' ? 'alarm' : 'fault',
  alarmType: category === 'fire' ? 'fire_alarm' : 'fault',
  isRecovery: false,
});
