import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { networksSetting } from './networks';

/** Development values that must never reach production (checked by loadEnv). */
const DEV_CLIENT_SECRET = 'fireline-web-secret';
const DEV_DEVICE_SECRET_KEY = 'fireline-dev-device-secret-key';

const isAddressOrCidr = (item: string) => {
  const [address, bits, ...rest] = item.split('/');
  if (rest.length > 0 || !address || net.isIP(address) === 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (net.isIP(address) === 4 ? 32 : 128));
};

/** One validated settings object; defaults make `npm start` work with nothing set. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    /** postgres://… uses node-postgres; unset uses embedded PGlite under DATA_DIR/db. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    DATA_DIR: z.string().default(path.resolve(process.cwd(), 'data')),
    /** Web client directory served at /; unset serves apps/web/dist when it exists. */
    WEB_DIST: z.string().optional(),
    /** Client code → signing secret, as "web:secret,tool:secret". */
    CLIENT_SECRETS: z
      .string()
      .default(`web:${DEV_CLIENT_SECRET}`)
      .transform((value, ctx) => {
        const entries = value.split(',').map((pair) => pair.split(':'));
        if (entries.some((entry) => entry.length !== 2 || !entry[0] || !entry[1])) {
          ctx.addIssue({ code: 'custom', message: 'expected "code:secret,code:secret"' });
          return z.NEVER;
        }
        return Object.fromEntries(entries) as Record<string, string>;
      }),
    SESSION_IDLE_DAYS: z.coerce.number().positive().default(5),
    /** Wrong passwords for one name from one source IP before that source is locked out of that name. */
    LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
    /** Wrong passwords for one name from all sources together before the name is locked for everyone. */
    LOGIN_ACCOUNT_MAX_FAILURES: z.coerce.number().int().min(1).default(100),
    LOGIN_LOCK_MINUTES: z.coerce.number().positive().default(15),
    /** Login calls per source IP per minute; 0 turns the limit off. */
    LOGIN_RATE_PER_MINUTE: z.coerce.number().int().min(0).default(20),
    /** Captcha calls per source IP per minute; 0 turns the limit off. */
    CAPTCHA_RATE_PER_MINUTE: z.coerce.number().int().min(0).default(40),
    /** Documents rendered on demand (core/documents.ts `exportLimit`) one user may ask for per minute; 0 = no limit. */
    EXPORT_RATE_PER_MINUTE: z.coerce.number().int().min(0).default(10),
    /** Key of the server's own MACs (captcha answers); unset outside production = random per process. */
    SERVER_SECRET: z.string().min(32, 'at least 32 characters').optional(),
    /**
     * Which peers may set the client address with X-Forwarded-For: unset/false = none, true = any, a hop count, or
     * comma-separated IPs/CIDRs of the reverse proxies.
     */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, ctx): boolean | string[] | ((address: string, hop: number) => boolean) => {
        const text = value?.trim() ?? '';
        if (text === '' || text === 'false') return false;
        if (text === 'true') return true;
        // A hop count, as proxy-addr reads one: the nearest N hops are proxies.
        if (/^\d+$/.test(text)) return (_address: string, hop: number) => hop < Number(text);
        const items = text.split(',').map((item) => item.trim());
        if (items.every(isAddressOrCidr)) return items;
        ctx.addIssue({ code: 'custom', message: 'expected true, false, a hop count or comma-separated IPs/CIDRs' });
        return z.NEVER;
      }),
    /** The OpenAPI document and its viewer at /api/docs; default on except in production. */
    API_DOCS: z.enum(['true', 'false']).optional(),
    /** Off only for automated tools (bench, e2e); the login screen always shows one. */
    CAPTCHA_REQUIRED: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    /** The demo organisations and accounts on an empty database; default on except in production. */
    SEED_DEMO: z.enum(['true', 'false']).optional(),
    SSE_HEARTBEAT_MS: z.coerce.number().int().min(100).default(15_000),
    /** Rows per replay query when a stream reconnects with Last-Event-ID (it is sent everything it missed, page by page). */
    SSE_REPLAY_LIMIT: z.coerce.number().int().min(1).default(500),
    /** A reconnect is replayed at most this many of the newest messages it missed; past that it gets `reload` first. */
    SSE_REPLAY_MAX: z.coerce.number().int().min(1).default(200),
    /** Streams one session may hold in a process; a further one closes the session's oldest (whose tab reconnects). */
    SSE_STREAMS_PER_SESSION: z.coerce.number().int().min(1).default(3),
    /** Bytes a stream may hold unsent for a slow reader before it is closed (the client reconnects and is replayed). */
    SSE_MAX_BUFFER_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(2 * 1024 * 1024),
    /** TCP port of the GB/T 26875.3 gateway for transmission devices (用传); -1 turns it off. */
    GB_GATEWAY_PORT: z.coerce.number().int().min(-1).max(65535).default(9527),
    /** The centre's 48-bit GB/T 26875.3 address, sent as the source of every reply (decimal). */
    GB_CENTRE_ADDRESS: z
      .string()
      .regex(/^\d{1,15}$/)
      .default('0'),
    /** The site's zone, minutes east of UTC (China: 480): devices' clocks and the times pushed to the console. */
    GB_UTC_OFFSET_MINUTES: z.coerce.number().int().min(-720).max(840).default(480),
    /** How long the gateway waits for a device's Confirm or Response to a command before resending (GB/T 26875.3: 10 s). */
    GB_REPLY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /** How long a device's connection has to answer a status query when another connection claims its address (then it is replaced). */
    GB_TAKEOVER_PROBE_MS: z.coerce.number().int().min(50).max(60_000).default(5_000),
    /** Comma-separated CIDRs (IPv4, IPv6) devices may connect from; unset = any. Per device: the archive's allowed networks. */
    GB_ALLOWED_NETWORKS: networksSetting(),
    /** Uplink frames per second (and burst) a connection, and a device address, may send; more are dropped unconfirmed. */
    GB_CONNECTION_RATE: z.coerce.number().min(1).default(20),
    GB_CONNECTION_BURST: z.coerce.number().int().min(1).default(100),
    GB_ADDRESS_RATE: z.coerce.number().min(1).default(10),
    GB_ADDRESS_BURST: z.coerce.number().int().min(1).default(50),
    /** Frames a connection may have uncommitted before the gateway stops reading it (back-pressure). */
    GB_MAX_UNCOMMITTED: z.coerce.number().int().min(1).default(64),
    GB_MAX_CONNECTIONS_PER_PEER: z.coerce.number().int().min(1).default(64),
    GB_MAX_CONNECTIONS: z.coerce.number().int().min(1).default(10_000),
    /** Frames from unregistered addresses kept per address and in total per minute; the rest are counted, not stored. */
    GB_UNREGISTERED_PER_ADDRESS: z.coerce.number().int().min(1).default(4),
    GB_UNREGISTERED_PER_MINUTE: z.coerce.number().int().min(1).default(120),
    /** Ingest writer lanes (items routed by device) on a PostgreSQL server with cores to spare; the embedded database uses one. */
    INGEST_WRITER_LANES: z.coerce.number().int().min(1).max(16).default(1),
    /** mqtt://host:1883 of the broker integrations publish alarms to; unset = no MQTT bridge. */
    MQTT_URL: z
      .string()
      .regex(/^mqtts?:\/\//, 'must start with mqtt:// or mqtts://')
      .optional(),
    MQTT_TOPIC_PREFIX: z.string().default('fireline/v1'),
    MQTT_CLIENT_ID: z.string().default('fireline-bridge'),
    /** Shared-subscription group, so several server processes split the messages instead of each taking all. */
    MQTT_SHARED_GROUP: z.string().optional(),
    /** How often the scheduler looks for devices that went silent. */
    OFFLINE_CHECK_MS: z.coerce.number().int().min(100).default(10_000),
    /** How often the embedded database (PGlite, which has no autovacuum) is vacuumed and analysed. */
    EMBEDDED_VACUUM_MS: z.coerce.number().int().min(1_000).default(600_000),
    SCHEDULER_ENABLED: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    /** Alarm categories that also go out through the users' notification channels. */
    NOTIFY_CATEGORIES: z
      .string()
      .default('fire')
      .transform((value) =>
        value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      ),
    /** smtp://user:pass@host:port for e-mail notifications; unset = e-mail goes to the log. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    SMTP_FROM: z.string().default('Fireline <alarm@fireline.local>'),
    /** HTTP gateways of the SMS, voice, WeChat and app-push providers (POST JSON); unset = that channel goes to the log. */
    NOTIFY_SMS_URL: z.url().optional(),
    NOTIFY_VOICE_URL: z.url().optional(),
    NOTIFY_WECHAT_URL: z.url().optional(),
    NOTIFY_APP_URL: z.url().optional(),
    /** Where the webhook channel posts alarms. */
    NOTIFY_WEBHOOK_URL: z.url().optional(),
    /** An unhandled fire alarm is escalated after this many seconds, again after each further period, up to the max level. */
    ESCALATE_AFTER_S: z.coerce.number().int().min(10).default(180),
    ESCALATE_MAX_LEVEL: z.coerce.number().int().min(0).max(5).default(2),
    /** An event nobody handled is processed automatically ("timeout auto") after this many seconds; 0 turns it off. */
    ALARM_AUTO_CONFIRM_AFTER_S: z.coerce.number().int().min(0).default(86_400),
    /** Days the operation log and the login log keep their rows; older ones are pruned by the scheduler. */
    OPERATION_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).default(365),
    /** Where a report to the 119 command centre is posted (JSON); unset = a voice call to REPORT_119_PHONE through the voice channel. */
    REPORT_119_URL: z.url().optional(),
    REPORT_119_PHONE: z.string().default('119'),
    /**
     * Event forwarding (docs/event-forwarding.md): rules post to public addresses only, whatever NODE_ENV says (most
     * sites never set it), so a customer's rule cannot reach the site's own network. An administrator who forwards
     * inside the network names the networks allowed (comma-separated CIDRs); `EVENT_FORWARD_ALLOW_PRIVATE=true` opens
     * every address (a laboratory).
     */
    EVENT_FORWARD_ALLOWED_NETWORKS: networksSetting(),
    EVENT_FORWARD_ALLOW_PRIVATE: z.enum(['true', 'false']).default('false'),
    /** How long one forwarding request may take, connection included, before it counts as failed. */
    EVENT_FORWARD_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
    /** Forwarding requests sent at once (rules whose endpoints hang hold one each). */
    EVENT_FORWARD_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(8),
    /** Passphrase of the AES-256-GCM key that seals device secrets (camera passwords); set it in production. */
    DEVICE_SECRET_KEY: z.string().min(16).default(DEV_DEVICE_SECRET_KEY),
    /**
     * Map tiles of every map in the console, read by the client at run time (GET /api_proxy/config/client/): a Leaflet
     * template with {z}, {x}, {y} (and {s} for subdomains), absolute or on this server; empty = no tiles, points only.
     */
    MAP_TILE_URL: z
      .string()
      .trim()
      .default('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')
      .refine(
        (value) =>
          value === '' ||
          (/^(https?:\/\/|\/)/.test(value) && ['{z}', '{x}', '{y}'].every((part) => value.includes(part))),
        'empty, or a tile URL template with {z}, {x} and {y}, e.g. https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
      ),
    /** Region name address suggestions are prefixed with and the maps service is narrowed to (spec 001 §5 "Addresses"). */
    MAP_SUGGEST_REGION: z.string().trim().max(30).default('北京市'),
    /** Place-suggestion endpoint of a maps service (docs/archives.md); unset = suggestions from addresses already on file only. */
    MAP_SUGGEST_URL: z.url().optional(),
    MAP_SUGGEST_KEY: z.string().optional(),
    /** The service's answer format: baidu (place/v2/suggestion) or amap (v3/assistant/inputtips). */
    MAP_SUGGEST_KIND: z.enum(['baidu', 'amap']).default('baidu'),
    /** SMS and voice sends from the handling dialog a user may queue per minute and per day (counted in the database). */
    NOTIFY_SEND_PER_MINUTE: z.coerce.number().int().min(1).default(5),
    NOTIFY_SEND_PER_DAY: z.coerce.number().int().min(1).default(100),
    /** Bytes of uploads each organisation may store, in MB. */
    ORG_STORAGE_QUOTA_MB: z.coerce.number().int().min(1).default(2048),
    /** Uploads streaming at once, per user and in the whole process; more are refused (7993). */
    UPLOAD_CONCURRENT_PER_USER: z.coerce.number().int().min(1).default(2),
    UPLOAD_CONCURRENT_TOTAL: z.coerce.number().int().min(1).default(8),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .transform((env) => {
    const isProduction = env.NODE_ENV === 'production';
    return {
      ...env,
      SEED_DEMO: env.SEED_DEMO === undefined ? !isProduction : env.SEED_DEMO === 'true',
      API_DOCS: env.API_DOCS === undefined ? !isProduction : env.API_DOCS === 'true',
      EVENT_FORWARD_ALLOW_PRIVATE: env.EVENT_FORWARD_ALLOW_PRIVATE === 'true',
      SERVER_SECRET: env.SERVER_SECRET ?? randomBytes(32).toString('base64url'),
    };
  });

export type Env = z.infer<typeof envSchema>;

/** Production refuses the development secrets and a missing SERVER_SECRET, naming each. */
const productionIssues = (source: Record<string, string | undefined>) => {
  if (source.NODE_ENV !== 'production') return [];
  const issues: string[] = [];
  const clientSecrets = (source.CLIENT_SECRETS ?? `web:${DEV_CLIENT_SECRET}`)
    .split(',')
    .map((pair) => pair.split(':')[1]);
  if (clientSecrets.includes(DEV_CLIENT_SECRET))
    issues.push(`  CLIENT_SECRETS: the development secret "${DEV_CLIENT_SECRET}" in production`);
  if ((source.DEVICE_SECRET_KEY ?? DEV_DEVICE_SECRET_KEY) === DEV_DEVICE_SECRET_KEY)
    issues.push('  DEVICE_SECRET_KEY: the development key in production');
  if (!source.SERVER_SECRET) issues.push('  SERVER_SECRET: required in production');
  return issues;
};

export class EnvError extends Error {}

/** Parses the environment; throws one error listing every bad variable. */
export const loadEnv = (source: Record<string, string | undefined> = process.env): Env => {
  const result = envSchema.safeParse(source);
  const lines = [
    ...(result.success ? [] : result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)),
    ...productionIssues(source),
  ];
  if (result.success && lines.length === 0) return result.data;
  throw new EnvError(`Invalid settings:\n${lines.join('\n')}`);
};

/** Settings for tests: in-memory database unless the caller says otherwise. */
export const testEnv = (overrides: Record<string, string> = {}): Env =>
  loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    SCHEDULER_ENABLED: 'false',
    GB_GATEWAY_PORT: '-1',
    // Test files log in far more often than a person; the rate-limit tests turn the limits back on.
    LOGIN_RATE_PER_MINUTE: '0',
    CAPTCHA_RATE_PER_MINUTE: '0',
    EXPORT_RATE_PER_MINUTE: '0',
    ...overrides,
  });
