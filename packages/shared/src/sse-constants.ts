/**
 * The push stream's path, timings and message discriminants (spec 000 §7). Kept apart from `sse.ts` (the messages'
 * zod schemas) so the web client, which imports these at run time, does not load zod.
 */

export const SSE_PATH = '/sse';
export const SSE_PID = '119';
export const SSE_HEARTBEAT_MS = 15_000;
/** The client's retry delay after a stream error other than 401. */
export const SSE_RETRY_MS = 3_000;

/** app_id values that route a message to a feature (spec 000 §7). */
export const APP_ID = { notices: 29, maintTasks: 14 } as const;

/** msg_type of a committed alarm event: the alarm tip's entry, and a desktop notification when the page is hidden. */
export const EVENT_MSG_TYPE = 'event';

/** msg_type of the message telling every operator an event was handled, so their alarm tips drop it (payload in rt_event_confirm). */
export const RT_EVENT_CONFIRM_MSG_TYPE = 'rt_event_confirm';

/**
 * msg_type of a fire alarm from a device without an archive (未注册设备): it belongs to no unit, so it goes to the
 * centre's people who may see unregistered devices, at most once per address every few minutes (docs/ingest.md).
 */
export const UNREGISTERED_FIRE_MSG_TYPE = 'unregistered_fire';

/**
 * msg_type of a hidden-danger (隐患) workflow message: a hazard reported (to the unit's managers), designated (to whoever
 * must dispose of it), disposed (back to the managers) or overdue (to its responsible people). docs/hazards.md.
 */
export const HAZARD_MSG_TYPE = 'hazard';

/**
 * msg_type of a maintenance-task message (app_id 14): a task generated for its person by a plan, assigned to someone, or
 * asked for by a unit's fire safety director (to the contract's responsible person). docs/maintenance.md.
 */
export const MAINT_TASK_MSG_TYPE = 'maint_task';

/** msg_type of risk messages (the spec's "stored type"): they go to risk handling. */
export const RISK_MSG_TYPE = 'risk';

/**
 * Sent first on a reconnect that missed more than the server replays (SSE_REPLAY_MAX): the older messages are not
 * sent, only the newest that follow, so the client must reload what it shows from the lists (alarm lists, tip).
 */
export const SSE_RELOAD_ACTION = 'reload';

/** The session of this stream was replaced by a newer login: the client shows `msg` and goes to login. */
export const FORCE_LOGOUT_ACTION = 'force_logout';

/**
 * The permissions of this stream's user changed (their role was edited): the server already enforces the new ones; the
 * client reads user/info again and redraws its menu, tabs and buttons without a new login.
 */
export const PERMISSIONS_CHANGED_ACTION = 'permissions_changed';
