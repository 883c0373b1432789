import {
  APP_ID,
  RT_EVENT_CONFIRM_MSG_TYPE,
  SSE_RELOAD_ACTION,
  UNREGISTERED_FIRE_MSG_TYPE,
  type PushedMessage,
} from '@fireline/shared';

/** Where a pushed message goes (spec 000 §7 "Message routing"). */
/** `reload`: the server skipped messages this client missed (too many); what is shown must be fetched again. */
export type PushTopic = 'risk' | 'notices' | 'maintTasks' | 'alarms' | 'reload';

/** The msg_type risk messages carry (the spec's "stored type"). */
export const RISK_MSG_TYPE = 'risk';

export const routeMessage = (message: PushedMessage): PushTopic[] => {
  if (message.action === SSE_RELOAD_ACTION) return ['reload'];
  const topics: PushTopic[] = [];
  if (message.msg_type === RISK_MSG_TYPE) topics.push('risk');
  if (message.app_id?.includes(APP_ID.notices)) topics.push('notices');
  if (message.app_id?.includes(APP_ID.maintTasks)) topics.push('maintTasks');
  // A handled event leaves every alarm tip, video events included.
  if (message.msg_type === RT_EVENT_CONFIRM_MSG_TYPE && message.rt_event_confirm) topics.push('alarms');
  // A fire alarm from a device without an archive: a tip entry marked unregistered.
  if (message.msg_type === UNREGISTERED_FIRE_MSG_TYPE) topics.push('alarms');
  if (message.msg_type === 'event') {
    const body = message.msg_body as { status_category?: string; device_type_class?: string } | undefined;
    const isVideo = body?.status_category === 'video' || body?.device_type_class === 'video';
    // Video events already confirmed (confirm type above 0) are ignored.
    if (!(isVideo && (message.rt_event_confirm?.enum_confirm_type.id ?? 0) > 0)) topics.push('alarms');
  }
  return topics;
};

type Listener = (message: PushedMessage) => void;
const listeners = new Map<PushTopic, Set<Listener>>();

/** Features subscribe to a topic; returns the unsubscribe. */
export const subscribe = (topic: PushTopic, listener: Listener) => {
  const set = listeners.get(topic) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(topic, set);
  return () => {
    set.delete(listener);
  };
};

export const dispatchMessage = (message: PushedMessage) => {
  for (const topic of routeMessage(message)) for (const listener of listeners.get(topic) ?? []) listener(message);
};
