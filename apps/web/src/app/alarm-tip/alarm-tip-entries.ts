import {
  EVENT_MSG_TYPE,
  isProcessedConfirmType,
  RT_EVENT_CONFIRM_MSG_TYPE,
  SSE_RELOAD_ACTION,
  UNREGISTERED_FIRE_MSG_TYPE,
  type PushedMessage,
  type UnregisteredFireBody,
} from '@fireline/shared';

/** An alarm-tip entry of spec 000 §3, built from a pushed event. */
export type AlarmTipEntry = {
  id: number;
  day: string;
  time: string;
  event_id: number;
  uuid: string;
  alarm_status: string;
  status_category: string;
  alarm_type: string;
  product_name: string;
  specific: string;
  company_id: number;
  company_name: string;
  building_id: number | null;
  building_name: string;
  floor_id: number | null;
  floor_name: string;
  device_id: number;
  device_type: string | null;
  device_model: string | null;
  device_thing_type: number | null;
  device_type_class: string;
  component_id: number | null;
  confirm_type: number;
  address?: string;
  equipment_id?: number;
  equipment_number?: string;
  /** A fire alarm from a device without an archive (未注册设备): no event, no unit; where it came from and what it said. */
  unregistered?: { source: string; address: string; remote: string | null; summary: string; summary_en: string };
};

export const MAX_TIP_ENTRIES = 100;

/**
 * An unregistered device has no event id: its entry takes a negative id from its source and address, so it never meets
 * a real event's, and a repeated push for the same address replaces its entry rather than adding one.
 */
const unregisteredEntryId = (source: string, address: string) => {
  let hash = 0;
  for (const char of `${source}:${address}`) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return -(Math.abs(hash) + 1);
};

const unregisteredEntry = (body: UnregisteredFireBody): AlarmTipEntry => {
  const [day = '', time = ''] = body.accept_time.split(' ');
  const id = unregisteredEntryId(body.source, body.address);
  return {
    id,
    day,
    time,
    event_id: id,
    uuid: `unregistered:${body.source}:${body.address}`,
    alarm_status: 'alarm',
    status_category: 'fire',
    alarm_type: body.alarm_type,
    product_name: body.address,
    specific: '',
    company_id: 0,
    company_name: '',
    building_id: null,
    building_name: '',
    floor_id: null,
    floor_name: '',
    device_id: 0,
    device_type: null,
    device_model: null,
    device_thing_type: null,
    device_type_class: 'unregistered',
    component_id: null,
    confirm_type: 0,
    unregistered: {
      source: body.source,
      address: body.address,
      remote: body.remote,
      summary: body.content,
      summary_en: body.content_en,
    },
  };
};

/** The entry of a pushed event (or of an unregistered device's fire alarm); undefined for any other message. */
export const entryFromMessage = (message: PushedMessage): AlarmTipEntry | undefined => {
  if ('action' in message || 'app_id' in message) return undefined;
  if (message.msg_type === UNREGISTERED_FIRE_MSG_TYPE) return unregisteredEntry(message.msg_body);
  if (message.msg_type !== EVENT_MSG_TYPE) return undefined;
  const body = message.msg_body;
  const [day = '', time = ''] = body.accept_time.split(' ');
  return {
    id: body.seq_id,
    day,
    time,
    event_id: body.event_id,
    uuid: body.uuid,
    alarm_status: body.alarm_status,
    status_category: body.status_category,
    alarm_type: body.alarm_type,
    product_name: body.product_name,
    specific: body.specific,
    company_id: body.company_id,
    company_name: body.company_name,
    building_id: body.building_id,
    building_name: body.building_name,
    floor_id: body.floor_id,
    floor_name: body.floor_name,
    device_id: body.device_id,
    device_type: body.device_type,
    device_model: body.device_model,
    device_thing_type: body.device_thing_type,
    device_type_class: body.device_type_class,
    component_id: body.component_id,
    confirm_type: body.confirm_type,
    ...(body.device_type_class === 'firecock'
      ? { address: body.address ?? '', equipment_id: body.equipment_id, equipment_number: body.equipment_number }
      : {}),
  };
};

/**
 * The event a message says was handled, which the tip drops: an rt_event_confirm message (someone handled it, whatever the
 * type), or a pushed event already handled (any confirm type but 0). Undefined for new events.
 */
export const confirmedEventId = (message: PushedMessage): number | undefined => {
  if (!('rt_event_confirm' in message) || !message.rt_event_confirm) return undefined;
  const confirm = message.rt_event_confirm;
  const isHandledElsewhere = message.msg_type === RT_EVENT_CONFIRM_MSG_TYPE;
  if (!isHandledElsewhere && !isProcessedConfirmType(confirm.enum_confirm_type.id)) return undefined;
  const eventId = Number(confirm.event_id);
  return Number.isFinite(eventId) ? eventId : undefined;
};

export const removeEntry = (entries: AlarmTipEntry[], eventId: number) =>
  entries.some((item) => item.event_id === eventId) ? entries.filter((item) => item.event_id !== eventId) : entries;

/** Newest first, at most 100, one entry per event. */
export const addEntry = (entries: AlarmTipEntry[], entry: AlarmTipEntry) =>
  [entry, ...entries.filter((item) => item.event_id !== entry.event_id)].slice(0, MAX_TIP_ENTRIES);

/**
 * Applies a batch of pushed messages in arrival order (the tip applies them once per animation frame, so 20 alarms/s cost
 * one render a frame, not one each); `added` are the new entries, newest last.
 */
export const applyMessages = (entries: AlarmTipEntry[], messages: PushedMessage[]) => {
  let next = entries;
  let added: AlarmTipEntry[] = [];
  for (const message of messages) {
    // The server skipped older messages: start over from the newest it replays after this marker.
    if ('action' in message && message.action === SSE_RELOAD_ACTION) {
      next = [];
      added = [];
      continue;
    }
    const confirmed = confirmedEventId(message);
    if (confirmed !== undefined) {
      next = removeEntry(next, confirmed);
      continue;
    }
    const entry = entryFromMessage(message);
    if (!entry) continue;
    next = addEntry(next, entry);
    added.push(entry);
  }
  return { entries: next, added };
};

const detailByStatus: Record<string, string> = {
  alarm: 'fire',
  fault: 'fault',
  abnormal: 'abnormal',
  normal: 'normal',
  yinhuan: 'yinhuan',
};

/** Where clicking an entry goes (spec 000 §2 "Alarm-tip navigation"). */
export const entryTarget = (entry: AlarmTipEntry) => {
  // Not in the spec: an unregistered device's fire alarm opens the unregistered tab at its address.
  if (entry.unregistered)
    return `/alarmdeal/unregistered?${new URLSearchParams({ source: entry.unregistered.source, keyword: entry.unregistered.address })}`;
  if (entry.device_type_class === 'firecock') {
    const query = new URLSearchParams({
      type: 'warn',
      event_id: String(entry.event_id),
      company_id: String(entry.company_id),
      equipment_id: String(entry.equipment_id ?? entry.device_id),
      device_thing_type: String(entry.device_thing_type ?? ''),
      device_id: String(entry.device_id),
      device_type: entry.device_type ?? '',
      component_id: String(entry.component_id ?? ''),
      device_model: entry.device_model ?? '',
    });
    return `/firecock/details_firecock?${query}`;
  }
  const page = entry.device_type_class === 'video' ? 'video' : (detailByStatus[entry.alarm_status] ?? 'normal');
  const query = new URLSearchParams({
    event_id: String(entry.event_id),
    company_id: String(entry.company_id),
    device_type: entry.device_type ?? '',
    component_id: String(entry.component_id ?? ''),
    device_model: entry.device_model ?? '',
    device_id: String(entry.device_id),
    device_thing_type: String(entry.device_thing_type ?? ''),
    returnAlarmdeal: 'true',
  });
  return `/alarmdeal/detailsinfo/${page}?${query}`;
};

/** Snaps a dragged position to the window edges when within 40 px (spec 000 §9). */
export const snapToEdges = (
  position: { x: number; y: number },
  size: { width: number; height: number },
  viewport: { width: number; height: number },
  snap = 40,
) => {
  const maxX = Math.max(0, viewport.width - size.width);
  const maxY = Math.max(0, viewport.height - size.height);
  let x = Math.min(Math.max(0, position.x), maxX);
  let y = Math.min(Math.max(0, position.y), maxY);
  if (x < snap) x = 0;
  if (maxX - x < snap) x = maxX;
  if (y < snap) y = 0;
  if (maxY - y < snap) y = maxY;
  return { x, y };
};
