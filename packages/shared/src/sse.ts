import type { UnregisteredSource } from './unregistered';

/** The push stream's messages (spec 000 §3 "Pushed message", §7 "Message routing"). */
export type RtEventConfirm = {
  accept_time: string;
  thing_id: number | string;
  thing_type: string;
  uuid: string;
  event_id: number | string;
  enum_confirm_type: { id: number };
};

export type PushedMessage = {
  msg_type?: string;
  app_id?: number[];
  msg_body?: { title?: string; content?: string } & Record<string, unknown>;
  action?: 'force_logout' | 'reload' | string;
  msg?: string;
  rt_event_confirm?: RtEventConfirm;
};

/**
 * Sent first on a reconnect that missed more than the server replays (SSE_REPLAY_MAX): the older messages are not
 * sent, only the newest that follow, so the client must reload what it shows from the lists (alarm lists, tip).
 */
export type ReloadMessage = { action: 'reload' };
export const SSE_RELOAD_ACTION = 'reload';

/** app_id values that route a message to a feature (spec 000 §7). */
export const APP_ID = { notices: 29, maintTasks: 14 } as const;

export const SSE_PATH = '/sse';
export const SSE_PID = '119';
export const SSE_HEARTBEAT_MS = 15_000;
/** The client's retry delay after a stream error other than 401. */
export const SSE_RETRY_MS = 3_000;

/** msg_type of the message telling every operator an event was handled, so their alarm tips drop it (payload in rt_event_confirm). */
export const RT_EVENT_CONFIRM_MSG_TYPE = 'rt_event_confirm';

/**
 * msg_type of a fire alarm from a device without an archive (未注册设备): it belongs to no unit, so it goes to the
 * centre's people who may see unregistered devices, at most once per address every few minutes (docs/ingest.md).
 */
export const UNREGISTERED_FIRE_MSG_TYPE = 'unregistered_fire';

/** msg_body of an unregistered fire alarm: where it came from, when, and what the frame said in both languages. */
export type UnregisteredFireBody = {
  title: string;
  content: string;
  content_en: string;
  source: UnregisteredSource;
  address: string;
  remote: string | null;
  accept_time: string;
  status_category: 'fire';
  alarm_status: 'alarm';
  alarm_type: 'fire_alarm';
};
