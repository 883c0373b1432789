import { z } from 'zod';

/**
 * GET /api_proxy/sys_monitor/overview/ (issue 17, /sys_monitor): the platform's own health, for the platform
 * administrator only. Everything but the database and the outbox is of the process that answers (`process`): behind a
 * load balancer each instance answers for itself. Times are the site's wall clock ("YYYY-MM-DD HH:mm:ss").
 */

const count = z.number().int();
const siteTime = z.string();

/** Happenings per second over the last minute and the last five minutes, and the count since the process started. */
export const sysMonitorRateSchema = z.object({
  per_second_1m: z.number(),
  per_second_5m: z.number(),
  total: count,
});

export const sysMonitorJobSchema = z.object({
  name: z.string(),
  every_ms: count,
  /** null: not run in this process yet. */
  last_started_at: siteTime.nullable(),
  last_ms: z.number().nullable(),
  /** null until it has run once. */
  is_ok: z.boolean().nullable(),
  last_error: z.string().nullable(),
  is_running: z.boolean(),
  runs: count,
  failures: count,
});
export type SysMonitorJob = z.infer<typeof sysMonitorJobSchema>;

export const sysMonitorOverviewSchema = z.object({
  measured_at: siteTime,
  process: z.object({
    pid: count,
    started_at: siteTime,
    uptime_s: z.number(),
    node_version: z.string(),
    rss_bytes: count,
    heap_used_bytes: count,
    heap_total_bytes: count,
  }),
  /** Transmission devices (用传) connected to this process. */
  devices: z.object({
    /** Whether the GB/T 26875.3 gateway runs here (GB_GATEWAY_PORT is not -1). */
    gb_enabled: z.boolean(),
    /** Open TCP connections. */
    gb_connections: count,
    /** Device addresses those connections hold (each sent a valid frame). */
    gb_devices: count,
    /** Whether the MQTT bridge is configured (MQTT_URL), and connected to its broker now. */
    mqtt_enabled: z.boolean(),
    mqtt_connected: z.boolean(),
  }),
  /** GB/T 26875.3 uplink frames and MQTT messages taken in; events the writer committed. */
  frames: sysMonitorRateSchema,
  events: sysMonitorRateSchema,
  /** The ingest writer (group commit): items waiting, items in the batches committing, the recent batches' commits. */
  writer: z.object({
    lanes: count,
    queued: count,
    in_flight: count,
    recent_batches: count,
    batch_p50_ms: z.number().nullable(),
    batch_p95_ms: z.number().nullable(),
    batch_max_ms: z.number().nullable(),
    batch_mean_size: z.number().nullable(),
    /** When the oldest of the recent batches committed. */
    batches_since: siteTime.nullable(),
  }),
  /** Push streams (/sse) open on this process, and the people they belong to. */
  sse: z.object({ clients: count, users: count }),
  database: z.object({ driver: z.enum(['pglite', 'pg']), size_bytes: count }),
  scheduler: z.object({
    /** Whether a scheduler runs in this process (SCHEDULER_ENABLED). */
    enabled: z.boolean(),
    /** Whether this process holds the leader lock (only the leader runs jobs); null before the first tick. */
    is_leader: z.boolean().nullable(),
    jobs: z.array(sysMonitorJobSchema),
  }),
  /** The notification outbox (all processes): waiting, retrying, being sent, given up; the oldest waiting one's due time. */
  outbox: z.object({
    pending: count,
    retrying: count,
    sending: count,
    dead: count,
    oldest_due_at: siteTime.nullable(),
  }),
});
export type SysMonitorOverview = z.infer<typeof sysMonitorOverviewSchema>;
