import { z } from 'zod';
import {
  EVENT_MSG_TYPE,
  FORCE_LOGOUT_ACTION,
  HAZARD_MSG_TYPE,
  MAINT_TASK_MSG_TYPE,
  PERMISSIONS_CHANGED_ACTION,
  RISK_MSG_TYPE,
  RT_EVENT_CONFIRM_MSG_TYPE,
  SSE_RELOAD_ACTION,
  UNREGISTERED_FIRE_MSG_TYPE,
} from './sse-constants';
import { unregisteredSources } from './unregistered';

/**
 * The push stream's messages (spec 000 §3 "Pushed message", §7 "Message routing"): one union, told apart by `msg_type`,
 * `action` or `app_id`. The server's builders produce these types and its tests parse what the stream sends with
 * `pushedMessageSchema`; the web client routes them by the same discriminants. The path, timings and discriminant
 * values are in `sse-constants.ts`.
 */

/** An id as the spec's clients send it: a number, or its digits. */
const idLike = z.union([z.number(), z.string()]);

/** What every operator's tip needs to drop (or keep) an event: its confirm state (spec 000 §3 rt_event_confirm). */
export const rtEventConfirmSchema = z.object({
  accept_time: z.string(),
  thing_id: idLike,
  thing_type: z.string(),
  uuid: z.string(),
  event_id: idLike,
  enum_confirm_type: z.object({ id: z.number() }),
});
export type RtEventConfirm = z.infer<typeof rtEventConfirmSchema>;

/** A title and a text: what a desktop notification shows. */
const titledBodySchema = z.object({ title: z.string(), content: z.string() });

/** The alarm tip entry's source of a committed event (spec 000 §3 "Alarm tip entry"); times on the site's clock. */
export const eventPushBodySchema = titledBodySchema.extend({
  seq_id: z.number(),
  event_id: z.number(),
  uuid: z.string(),
  accept_time: z.string(),
  receive_time: z.string(),
  status_category: z.string(),
  alarm_status: z.string(),
  alarm_type: z.string(),
  alarm_value: z.string().nullable(),
  confirm_type: z.number(),
  /** The one person the distribution rules chose (everyone in scope still receives it). */
  assignee_id: z.number().nullable(),
  thing_id: z.number(),
  thing_type: z.string(),
  product_name: z.string(),
  device_id: z.number(),
  device_code: z.string(),
  device_model: z.string().nullable(),
  device_type: z.string().nullable(),
  device_type_id: z.string().nullable(),
  device_thing_id: z.number(),
  device_thing_type: z.number().nullable(),
  device_type_class: z.enum(['firecock', 'video', 'info_device_component']),
  component_id: z.number().nullable(),
  system_type: z.number().nullable(),
  specific: z.string(),
  company_id: z.number(),
  company_name: z.string(),
  building_id: z.number().nullable(),
  building_name: z.string(),
  floor_id: z.number().nullable(),
  floor_name: z.string(),
  area_id: z.number().nullable(),
  /** Hydrant entries only (device_type_class firecock): the hydrant's address, number, id and fixed name. */
  address: z.string().nullable().optional(),
  equipment_id: z.number().optional(),
  equipment_number: z.string().optional(),
  equipment_name: z.string().optional(),
});
export type EventPushBody = z.infer<typeof eventPushBodySchema>;

/** A committed alarm event, pushed to everyone whose scope covers its unit. */
export const eventPushSchema = z.object({
  msg_type: z.literal(EVENT_MSG_TYPE),
  msg_body: eventPushBodySchema,
  rt_event_confirm: rtEventConfirmSchema,
});
export type EventPush = z.infer<typeof eventPushSchema>;

/** An event was handled (by a person or the timeout job): every tip drops it. */
export const eventConfirmPushSchema = z.object({
  msg_type: z.literal(RT_EVENT_CONFIRM_MSG_TYPE),
  msg_body: z.object({
    event_id: z.number(),
    uuid: z.string(),
    status_category: z.string(),
    company_id: z.number(),
  }),
  rt_event_confirm: rtEventConfirmSchema,
});
export type EventConfirmPush = z.infer<typeof eventConfirmPushSchema>;

/** msg_body of an unregistered fire alarm: where it came from, when, and what the frame said in both languages. */
export const unregisteredFireBodySchema = titledBodySchema.extend({
  content_en: z.string(),
  source: z.enum(unregisteredSources),
  address: z.string(),
  remote: z.string().nullable(),
  accept_time: z.string(),
  status_category: z.literal('fire'),
  alarm_status: z.literal('alarm'),
  alarm_type: z.literal('fire_alarm'),
});
export type UnregisteredFireBody = z.infer<typeof unregisteredFireBodySchema>;

/** A fire alarm from a device without an archive (未注册设备), pushed to the centre's people. */
export const unregisteredFirePushSchema = z.object({
  msg_type: z.literal(UNREGISTERED_FIRE_MSG_TYPE),
  msg_body: unregisteredFireBodySchema,
});
export type UnregisteredFirePush = z.infer<typeof unregisteredFirePushSchema>;

/** What happened to a hazard, for whom: the client says it in the user's language and links to the hazard. */
export const hazardPushKinds = ['reported', 'designated', 'disposed', 'overdue'] as const;
export const hazardPushSchema = z.object({
  msg_type: z.literal(HAZARD_MSG_TYPE),
  msg_body: z.object({
    kind: z.enum(hazardPushKinds),
    hazard_id: z.number(),
    company_id: z.number(),
    company_name: z.string(),
    /** With alarm_type: read through hazardDescription (shared hazards.ts) in the reader's language. */
    description: z.string(),
    alarm_type: z.string().nullable().optional(),
    /** Epoch seconds, when set. */
    deadline: z.number().nullable(),
  }),
});
export type HazardPush = z.infer<typeof hazardPushSchema>;

/** The body of the messages other features own (risk, notices, maintenance tasks): a title, and a text when there is one. */
/** `path`: where the console opens the record the message is about (a repair task's detail). */
const featureBodySchema = z.object({ title: z.string(), content: z.string().optional(), path: z.string().optional() });

/** A risk message (spec 000 §7): routed to risk handling. */
export const riskPushSchema = z.object({ msg_type: z.literal(RISK_MSG_TYPE), msg_body: featureBodySchema.optional() });
export type RiskPush = z.infer<typeof riskPushSchema>;

/** A message for the features its app_id names (29 notices, 14 maintenance tasks; spec 000 §7), of their own msg_type. */
export const appPushSchema = z.object({
  app_id: z.array(z.number()),
  msg_type: z.string().optional(),
  msg_body: featureBodySchema.optional(),
});
export type AppPush = z.infer<typeof appPushSchema>;

/** What happened to a maintenance task, for whom (app_id 14): the client says it in the user's language with a link. */
export const maintTaskPushKinds = ['generated', 'assigned', 'asked'] as const;
export const maintTaskPushSchema = z.object({
  app_id: z.array(z.number()),
  msg_type: z.literal(MAINT_TASK_MSG_TYPE),
  msg_body: z.object({
    kind: z.enum(maintTaskPushKinds),
    task_id: z.number(),
    task_name: z.string(),
    project_name: z.string(),
    plan_start_time: z.string(),
    plan_end_time: z.string(),
  }),
});
export type MaintTaskPush = z.infer<typeof maintTaskPushSchema>;

/** The server skipped messages this client missed (SSE_REPLAY_MAX): what it shows must be fetched again. */
export const reloadPushSchema = z.object({ action: z.literal(SSE_RELOAD_ACTION) });
export type ReloadMessage = z.infer<typeof reloadPushSchema>;

/** The stream's session was replaced by a newer login: `msg` says so in the stream's language. */
export const forceLogoutPushSchema = z.object({ action: z.literal(FORCE_LOGOUT_ACTION), msg: z.string() });
export type ForceLogoutMessage = z.infer<typeof forceLogoutPushSchema>;

/** The user's role was changed: read user/info again (menu, tabs, buttons) without a new login. */
export const permissionsChangedPushSchema = z.object({ action: z.literal(PERMISSIONS_CHANGED_ACTION) });
export type PermissionsChangedMessage = z.infer<typeof permissionsChangedPushSchema>;

/** Every message the stream carries, heartbeats aside. */
export const pushedMessageSchema = z.union([
  eventPushSchema,
  eventConfirmPushSchema,
  unregisteredFirePushSchema,
  riskPushSchema,
  hazardPushSchema,
  maintTaskPushSchema,
  appPushSchema,
  reloadPushSchema,
  forceLogoutPushSchema,
  permissionsChangedPushSchema,
]);
export type PushedMessage = z.infer<typeof pushedMessageSchema>;

/** `{}`: keeps the connection open and carries the id a reconnect resumes from; clients ignore it. */
export const heartbeatSchema = z.object({}).strict();
export type Heartbeat = z.infer<typeof heartbeatSchema>;

/** What one `data:` line of the stream holds. */
export const streamDataSchema = z.union([pushedMessageSchema, heartbeatSchema]);
export type StreamData = z.infer<typeof streamDataSchema>;

/**
 * `GET /sse`'s query (spec 000 §7): the client's product id, its user (must be the token's), the client kind, the
 * language (`eng` for English titles), and where to resume when the `Last-Event-ID` header cannot be sent. All
 * optional strings, as clients send them: a value the stream does not use changes nothing.
 */
export const sseQuerySchema = z.object({
  pid: z.string().optional(),
  uid: z.string().optional(),
  utype: z.string().optional(),
  lang: z.string().optional(),
  last_event_id: z.string().optional(),
});
export type SseQuery = z.infer<typeof sseQuerySchema>;
