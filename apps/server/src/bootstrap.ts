import { createSecretBox } from './core/secret-box';
import path from 'node:path';
import { pino } from 'pino';
import { buildApp } from './app';
import type { AppDeps } from './core/context';
import { createPlatformMetrics } from './core/metrics';
import { createMemoryNonceStore } from './core/nonce-store';
import { createSiteTime } from './core/site-time';
import { createLocalStorage } from './core/storage';
import { migrateDatabase, openDatabase, type Database } from './db/client';
import { withTransactionHooks } from './db/transaction-hooks';
import { seedDemo } from './db/seed/demo';
import { seedEnums } from './db/seed/enums';
import { seedEquipmentAttrs } from './db/seed/equipment-attrs';
import type { Env } from './env';
import { svgCaptchaFactory } from './modules/auth';
import { createEventWriter } from './ingest/event-writer';
import { createUnregisteredFireAlerts } from './ingest/unregistered-fire';
import { syncRollUpOffset } from './modules/stats';
import { createGbGateway, gatewayLimitsOf } from './ingest/gb26875/gateway';
import { startMqttBridge } from './ingest/mqtt/mqtt-bridge';
import { createBus } from './realtime/create-bus';
import { buildJobs } from './scheduler/jobs';
import { createLeaderLock } from './scheduler/leader-lock';
import { createJobBoard, startScheduler } from './scheduler/scheduler';

/** Everything the app needs, from settings; tests pass their own database and captcha. */
/** `prepared`: the database is a copy of a template already migrated and seeded with the reference data (tests). */
type Overrides = Partial<AppDeps> & { database?: Database; prepared?: boolean };

export const createDeps = async (env: Env, overrides: Overrides = {}): Promise<AppDeps> => {
  const database =
    overrides.database ??
    (await openDatabase({
      url: env.DATABASE_URL,
      dataDir: path.join(env.DATA_DIR, 'db'),
      poolSize: env.DATABASE_POOL_SIZE,
    }));
  if (!overrides.prepared) {
    await migrateDatabase(database);
    await seedEnums(database.db);
    await seedEquipmentAttrs(database.db);
  }
  const storage = overrides.storage ?? createLocalStorage(path.join(env.DATA_DIR, 'files'));
  if (env.SEED_DEMO) await seedDemo(database.db, { storage, secretBox: createSecretBox(env.DEVICE_SECRET_KEY) });
  const siteTime = overrides.siteTime ?? createSiteTime(env.GB_UTC_OFFSET_MINUTES);
  const logger = overrides.logger ?? pino({ level: env.NODE_ENV === 'test' ? 'silent' : env.LOG_LEVEL });
  // The events roll-up counts site days: recounted here when the site's offset is not the one it was counted with.
  await syncRollUpOffset(database.db, { offsetMinutes: siteTime.utcOffsetMinutes, logger });
  const bus = overrides.bus ?? (await createBus(database, logger));
  const metrics = overrides.metrics ?? createPlatformMetrics();
  const eventWriter =
    overrides.eventWriter ??
    createEventWriter({
      db: database.db,
      bus,
      logger,
      siteTime,
      lanes: database.driver === 'pg' ? env.INGEST_WRITER_LANES : 1,
      notify: { categories: env.NOTIFY_CATEGORIES, webhookUrl: env.NOTIFY_WEBHOOK_URL },
      eventCounter: metrics.events,
    });
  return {
    env,
    logger,
    database,
    // The handlers' database: its transactions carry the operation log's row (db/transaction-hooks.ts). Ingest and the
    // gateway keep database.db itself.
    db: withTransactionHooks(database.db),
    bus,
    eventWriter,
    gbGateway:
      overrides.gbGateway ??
      (env.GB_GATEWAY_PORT >= 0
        ? createGbGateway({
            db: database.db,
            writer: eventWriter,
            logger,
            siteTime,
            centreAddress: env.GB_CENTRE_ADDRESS,
            replyTimeoutMs: env.GB_REPLY_TIMEOUT_MS,
            takeoverProbeMs: env.GB_TAKEOVER_PROBE_MS,
            allowedNetworks: env.GB_ALLOWED_NETWORKS,
            limits: gatewayLimitsOf(env),
            onUnregisteredFire: createUnregisteredFireAlerts({ db: database.db, bus, logger, siteTime }),
            frameCounter: metrics.frames,
          })
        : undefined),
    nonces: overrides.nonces ?? createMemoryNonceStore(),
    captcha: overrides.captcha ?? svgCaptchaFactory,
    storage,
    siteTime,
    metrics,
    jobBoard: overrides.jobBoard ?? createJobBoard(),
  };
};

/** Builds the app and ties shutdown of the bus and database to app.close(). */
export const startApp = async (env: Env, overrides: Overrides = {}) => {
  const deps = await createDeps(env, overrides);
  const app = await buildApp(deps);
  const mqttBridge = env.MQTT_URL
    ? await startMqttBridge({
        url: env.MQTT_URL,
        prefix: env.MQTT_TOPIC_PREFIX,
        clientId: env.MQTT_CLIENT_ID,
        sharedGroup: env.MQTT_SHARED_GROUP,
        // Ingest, not a user's operation: the database without the operation log's transaction hook.
        db: deps.database.db,
        writer: deps.eventWriter,
        logger: deps.logger,
        onUnregisteredFire: createUnregisteredFireAlerts({ ...deps, db: deps.database.db }),
        messageCounter: deps.metrics.frames,
      })
    : undefined;
  if (mqttBridge) deps.metrics.probes.mqtt = () => ({ connected: mqttBridge.client.connected });
  const { gbGateway } = deps;
  if (gbGateway) {
    const gbPort = await gbGateway.listen(env.GB_GATEWAY_PORT, env.HOST);
    deps.logger.info({ port: gbPort }, 'GB/T 26875.3 gateway listening');
  }
  const scheduler = env.SCHEDULER_ENABLED
    ? startScheduler({
        jobs: buildJobs(deps),
        lock: createLeaderLock(deps.database),
        logger: deps.logger,
        board: deps.jobBoard,
      })
    : undefined;
  app.addHook('onClose', async () => {
    await gbGateway?.close();
    await scheduler?.stop();
    await mqttBridge?.close();
    await deps.eventWriter.close();
    await deps.bus.close();
    await deps.database.close();
  });
  return { app, deps };
};
