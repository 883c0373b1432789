import { createHash } from 'node:crypto';
import { decodeTime, type DecodedAdu, type Frame } from '@fireline/gb26875';
import type { DeviceRef, IngestItem } from '../ingest-types';

/**
 * What a decoded uplink frame means for the writer. The idempotency key is the device address with a hash of the
 * time label and the ADU, not the serial number: a device that resends after reconnecting renumbers its frames.
 */
export const itemsFromFrame = (options: {
  frame: Frame;
  decoded: DecodedAdu;
  device: DeviceRef;
  /** The site's clock, the time label's. */
  utcOffsetMinutes: number;
}): IngestItem[] => {
  const { frame, decoded, device } = options;
  const frameTime = decodeTime(frame.timeLabel, 0, options.utcOffsetMinutes) ?? new Date();
  const base = { source: 'gb26875' as const, device };
  if (decoded.kind !== 'objects') return [{ ...base, kind: 'heartbeat', uuid: '', occurredAt: frameTime }];
  const digest = createHash('sha1')
    .update(frame.source)
    .update(frame.timeLabel)
    .update(frame.adu)
    .digest('hex')
    .slice(0, 20);
  const items: IngestItem[] = [];
  decoded.objects.forEach((object, index) => {
    const uuid = `gb:${frame.source}:${digest}:${index}`;
    const occurredAt = ('time' in object && object.time) || frameTime;
    switch (object.type) {
      case 1:
        items.push({
          ...base,
          kind: 'system_status',
          uuid,
          occurredAt,
          systemType: object.systemType,
          systemAddress: object.systemAddress,
          flags: object.status,
        });
        break;
      case 2:
        items.push({
          ...base,
          kind: 'component_status',
          uuid,
          occurredAt,
          flags: object.status,
          component: {
            systemType: object.systemType,
            systemAddress: object.systemAddress,
            componentType: object.componentType,
            componentAddress: object.componentAddress,
            description: object.description,
          },
        });
        break;
      case 3:
        items.push({
          ...base,
          kind: 'analog',
          uuid,
          occurredAt,
          analogType: object.analogType,
          value: object.value,
          unit: object.unit,
          component: {
            systemType: object.systemType,
            systemAddress: object.systemAddress,
            componentType: object.componentType,
            componentAddress: object.componentAddress,
          },
        });
        break;
      case 4:
        items.push({
          ...base,
          kind: 'operation',
          uuid,
          occurredAt,
          systemType: object.systemType,
          systemAddress: object.systemAddress,
          flags: object.flags,
          operatorNo: object.operatorNo,
        });
        break;
      case 21:
        items.push({ ...base, kind: 'device_status', uuid, occurredAt, flags: object.status });
        break;
      case 24:
        items.push({
          ...base,
          kind: 'operation',
          uuid,
          occurredAt,
          systemType: null,
          systemAddress: null,
          flags: object.flags,
          operatorNo: object.operatorNo,
        });
        break;
      default:
        // Versions, configurations and clocks say the device is alive; they open no occurrence.
        items.push({ ...base, kind: 'heartbeat', uuid: '', occurredAt });
    }
  });
  return items;
};
