import {
  APP_ID,
  EVENT_MSG_TYPE,
  HAZARD_MSG_TYPE,
  PERMISSIONS_CHANGED_ACTION,
  RISK_MSG_TYPE,
  RT_EVENT_CONFIRM_MSG_TYPE,
  SSE_RELOAD_ACTION,
  UNREGISTERED_FIRE_MSG_TYPE,
  type EventPush,
  type PushedMessage,
} from '@fireline/shared';

/** Where a pushed message goes (spec 000 §7 "Message routing"). */
/**
 * `reload`: the server skipped messages this client missed (too many); what is shown must be fetched again.
 * `permissions`: this user's role was changed; the session's permission tree must be read again.
 */
export type PushTopic = 'risk' | 'notices' | 'maintTasks' | 'alarms' | 'hazards' | 'reload' | 'permissions';

/** A committed alarm event (not an action, not another feature's message). */
export const isEventPush = (message: PushedMessage): message is EventPush =>
  !('action' in message) && !('app_id' in message) && message.msg_type === EVENT_MSG_TYPE;

export const routeMessage = (message: PushedMessage): PushTopic[] => {
  if ('action' in message) {
    if (message.action === SSE_RELOAD_ACTION) return ['reload'];
    return message.action === PERMISSIONS_CHANGED_ACTION ? ['permissions'] : [];
  }
  const topics: PushTopic[] = [];
  if (message.msg_type === RISK_MSG_TYPE) topics.push('risk');
  // A hidden danger reported, designated, disposed of or overdue (docs/hazards.md): the hazard feature tells its people.
  if (message.msg_type === HAZARD_MSG_TYPE) return ['hazards'];
  if ('app_id' in message) {
    if (message.app_id.includes(APP_ID.notices)) topics.push('notices');
    if (message.app_id.includes(APP_ID.maintTasks)) topics.push('maintTasks');
    return topics;
  }
  // Messages come off the wire as the server built them; a part missing all the same never costs an alarm its entry.
  switch (message.msg_type) {
    // A handled event leaves every alarm tip, video events included.
    case RT_EVENT_CONFIRM_MSG_TYPE:
      if (message.rt_event_confirm) topics.push('alarms');
      break;
    // A fire alarm from a device without an archive: a tip entry marked unregistered.
    case UNREGISTERED_FIRE_MSG_TYPE:
      topics.push('alarms');
      break;
    case EVENT_MSG_TYPE: {
      const body = message.msg_body;
      const isVideo = body.status_category === 'video' || body.device_type_class === 'video';
      // Video events already confirmed (confirm type above 0) are ignored.
      if (!(isVideo && (message.rt_event_confirm?.enum_confirm_type.id ?? 0) > 0)) topics.push('alarms');
      break;
    }
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
