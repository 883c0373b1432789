import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client';
import type { Env } from '../env';
import type { GbGateway } from '../ingest/gb26875/gateway';
import type { EventWriter } from '../ingest/event-writer';
import type { Bus } from '../realtime/bus';
import type { JobBoard } from '../scheduler/scheduler';
import type { PlatformMetrics } from './metrics';
import type { NonceStore } from './nonce-store';
import type { SiteTime } from './site-time';
import type { Scope } from './scope';
import type { SessionUser } from './session';
import type { FileStorage } from './storage';

/** What every module gets: settings, database and the replaceable machinery of ARCHITECTURE §7. */
export type AppDeps = {
  env: Env;
  logger: FastifyBaseLogger;
  database: Database;
  db: Db;
  bus: Bus;
  nonces: NonceStore;
  captcha: CaptchaFactory;
  /** Group-commit writer every ingest source submits to. */
  eventWriter: EventWriter;
  /** Uploaded files: a local folder by default. */
  storage: FileStorage;
  /** The site's clock (GB_UTC_OFFSET_MINUTES): devices' times and the times people read and type. */
  siteTime: SiteTime;
  /** The GB/T 26875.3 gateway, when GB_GATEWAY_PORT is not -1; it listens once the app starts. */
  gbGateway?: GbGateway;
  /** This process's counters and probes (frames, events, push streams, MQTT), read by /sys_monitor. */
  metrics: PlatformMetrics;
  /** The scheduler's runs in this process (empty when SCHEDULER_ENABLED is false), read by /sys_monitor. */
  jobBoard: JobBoard;
};

/** Makes a picture captcha; tests pass one whose text they know. */
export type CaptchaFactory = () => { text: string; svg: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** No session needed (login, captcha, health). */
    public?: boolean;
    /** Permission-catalogue id the caller's role must grant. */
    /** The catalogue node the caller's role must hold; a list: any one of them (a page reached from two places). */
    permission?: string | readonly string[];
    /** A one-time download ticket (`?ticket=`) may stand in for the session header: links a browser opens. */
    ticket?: boolean;
  }
  interface FastifyRequest {
    rawBody?: string;
    session: SessionUser | null;
    /** The caller's scope, computed once per request on first use. */
    scope: () => Promise<Scope>;
  }
  interface FastifyInstance {
    deps: AppDeps;
  }
}
