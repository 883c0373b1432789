import { createHmac, randomBytes } from 'node:crypto';
import type { SiteTime } from '../../core/site-time';

/**
 * What a forwarding rule posts (docs/event-forwarding.md "Payload"): one event, its unit, device and component, the
 * time in epoch seconds and as the site's wall-clock text. Serialised once, when queued, and kept as text, so every
 * retry sends the same bytes under the same signature.
 */
export type ForwardBody = {
  kind: 'event' | 'test';
  rule_id: number;
  event: {
    id: number | null;
    uuid: string;
    category: string;
    alarm_status: string;
    alarm_type: string;
    alarm_value: string | null;
    /** When the device says it happened, epoch seconds, and as the site's clock shows it. */
    time: number;
    time_text: string;
    /** When the centre committed it. */
    receive_time: number;
    receive_time_text: string;
    utc_offset_minutes: number;
    unit: { id: number; name: string };
    building: { id: number; name: string } | null;
    floor: { id: number; name: string } | null;
    device: {
      id: number;
      code: string;
      name: string;
      /** enum_device_type id. */
      type: number | null;
      model: string | null;
      thing_type: number | null;
    };
    component: { id: number; name: string; location: string | null } | null;
  };
  /** When the delivery was queued, epoch seconds: a receiver may refuse old bodies. */
  queued_at: number;
};

/** What the writer and the test button know of an event to forward. */
export type ForwardedEvent = {
  id: number | null;
  uuid: string;
  statusCategory: string;
  alarmStatus: string;
  alarmType: string;
  alarmValue: string | null;
  acceptTime: Date;
  receiveTime: Date;
  companyId: number;
  buildingId: number | null;
  floorId: number | null;
  deviceId: number;
  deviceCode: string;
  /** The component's name when it has one, else the device's (as events store it). */
  deviceName: string;
  deviceType: string | null;
  deviceModel: string | null;
  deviceThingType: number | null;
  componentId: number | null;
  location: string | null;
  installAddress: string | null;
};

export type ForwardNames = {
  companies: Map<number, string>;
  buildings: Map<number, string>;
  floors: Map<number, string>;
  devices: Map<number, string>;
};

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const named = (id: number | null, names: Map<number, string>) =>
  id === null ? null : { id, name: names.get(id) ?? '' };
const typeId = (value: string | null) => (value !== null && /^\d+$/.test(value) ? Number(value) : null);

export const buildForwardBody = (options: {
  kind: ForwardBody['kind'];
  ruleId: number;
  event: ForwardedEvent;
  names: ForwardNames;
  siteTime: SiteTime;
}): string => {
  const { event, names, siteTime } = options;
  const body: ForwardBody = {
    kind: options.kind,
    rule_id: options.ruleId,
    event: {
      id: event.id,
      uuid: event.uuid,
      category: event.statusCategory,
      alarm_status: event.alarmStatus,
      alarm_type: event.alarmType,
      alarm_value: event.alarmValue,
      time: seconds(event.acceptTime),
      time_text: siteTime.format(event.acceptTime),
      receive_time: seconds(event.receiveTime),
      receive_time_text: siteTime.format(event.receiveTime),
      utc_offset_minutes: siteTime.utcOffsetMinutes,
      unit: { id: event.companyId, name: names.companies.get(event.companyId) ?? '' },
      building: named(event.buildingId, names.buildings),
      floor: named(event.floorId, names.floors),
      device: {
        id: event.deviceId,
        code: event.deviceCode,
        name: names.devices.get(event.deviceId) ?? event.deviceName,
        type: typeId(event.deviceType),
        model: event.deviceModel,
        thing_type: event.deviceThingType,
      },
      component:
        event.componentId === null
          ? null
          : { id: event.componentId, name: event.deviceName, location: event.location ?? event.installAddress },
    },
    queued_at: seconds(new Date()),
  };
  return JSON.stringify(body);
};

/** The signature header's value: HMAC-SHA256 of the exact body bytes under the rule's secret, hex. */
export const signForwardBody = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;

/** A new secret: 32 random bytes, with a prefix saying what it is for. */
export const newForwardSecret = () => `fwd_${randomBytes(32).toString('base64url')}`;
/** What lists show of a secret: enough to tell two apart, nothing to sign with. */
export const secretHintOf = (secret: string) => `fwd_…${secret.slice(-4)}`;
