import type { StatusCategory } from '@fireline/shared';
import type { EventWriter } from '../ingest/event-writer';
import type { ComponentKey, DeviceRef } from '../ingest/ingest-types';

let sequence = 0;
const alarmTypes: Record<string, { alarmStatus: 'alarm' | 'fault' | 'abnormal'; alarmType: string }> = {
  fire: { alarmStatus: 'alarm', alarmType: 'fire_alarm' },
  fault: { alarmStatus: 'fault', alarmType: 'fault' },
  abnormal: { alarmStatus: 'abnormal', alarmType: 'supervise' },
};

/** A component of its own (a fresh address) unless one is given, so every raised alarm is its own occurrence. */
export const freshComponent = (description?: string): ComponentKey => {
  sequence += 1;
  return {
    systemType: 1,
    systemAddress: 1,
    componentType: 21,
    componentAddress: 5000 + sequence,
    description: description ?? `${sequence}号感烟探测器`,
  };
};

/** Raises one alarm through the real group-commit writer and answers the stored event's id. */
export const raiseAlarm = async (
  writer: EventWriter,
  device: DeviceRef,
  options: { category?: Extract<StatusCategory, 'fire' | 'fault' | 'abnormal'>; component?: ComponentKey } = {},
) => {
  sequence += 1;
  const category = options.category ?? 'fire';
  const result = await writer.submit({
    kind: 'event',
    uuid: `test-raise-${sequence}-${Date.now().toString(36)}`,
    source: 'http',
    device,
    occurredAt: new Date(),
    category,
    ...alarmTypes[category]!,
    component: options.component ?? freshComponent(),
    isRecovery: false,
  });
  const id = result.eventIds[0];
  if (id === undefined) throw new Error('the writer stored no event');
  return id;
};
