import type { AppDeps } from '../core/context';
import { vacuumEmbedded } from '../db/maintenance';
import { pruneIngestReceipts } from '../ingest/process-batch.repo';
import { pruneUnregisteredFrames } from '../ingest/unregistered-frames.repo';
import { detectOfflineDevices } from '../modules/devices';
import { buildAdapters } from '../notify/adapters';
import { createSecretBox } from '../core/secret-box';
import { createForwardAdapter, endpointPolicyOf, FORWARD_CHANNEL } from '../modules/event-forward';
import { dispatchNotifications } from '../notify/dispatcher';
import { escalateUnhandledAlarms } from '../notify/escalation';
import { pruneRealtimeMessages } from '../realtime/push.repo';
import { pruneLoginLogs } from '../modules/auth';
import { autoConfirmTimedOut } from '../modules/events';
import { pruneOperationLogs } from '../modules/logs';
import { runPatrolSchedule } from '../modules/patrol';
import { runAutoReports, runMaintPlanTasks, syncContractScope } from '../modules/maint';
import { expireShields } from '../modules/shields';
import { createHazardRaiser, markOverdueHazards } from '../modules/hazards';
import { foldEventCounts } from '../modules/stats';
import type { Job } from './scheduler';

const DAY_MS = 86_400_000;

/** Operation-log and login-log rows older than the retention (OPERATION_LOG_RETENTION_DAYS). */
export const pruneLogs = async (deps: Pick<AppDeps, 'db'>, before: Date) => {
  await pruneOperationLogs(deps.db, before);
  await pruneLoginLogs(deps.db, before);
};

/** The periodic work of ARCHITECTURE §4 (docs/architecture.md "Scheduler" lists it); maintenance plans' tasks included. */
export const buildJobs = (deps: AppDeps): Job[] => {
  const adapters = {
    ...buildAdapters(deps.env, deps.logger),
    event_forward: createForwardAdapter({
      db: deps.db,
      box: createSecretBox(deps.env.DEVICE_SECRET_KEY),
      timeoutMs: deps.env.EVENT_FORWARD_TIMEOUT_MS,
      policy: endpointPolicyOf(deps.env),
    }),
    hazard_raise: createHazardRaiser(deps),
  };
  const settings = { categories: deps.env.NOTIFY_CATEGORIES, webhookUrl: deps.env.NOTIFY_WEBHOOK_URL };
  return [
    {
      name: 'offline-detection',
      everyMs: deps.env.OFFLINE_CHECK_MS,
      run: () => detectOfflineDevices(deps.db, deps.eventWriter),
    },
    {
      name: 'notification-dispatch',
      everyMs: 2_000,
      run: () =>
        dispatchNotifications({ db: deps.db, adapters, logger: deps.logger, channels: { except: [FORWARD_CHANNEL] } }),
    },
    {
      // Customers' endpoints apart from people's channels: a hanging endpoint holds one of its lanes, never an alarm SMS.
      name: 'event-forward-dispatch',
      everyMs: 2_000,
      run: () =>
        dispatchNotifications({
          db: deps.db,
          adapters,
          logger: deps.logger,
          channels: { only: [FORWARD_CHANNEL] },
          concurrency: deps.env.EVENT_FORWARD_CONCURRENCY,
        }),
    },
    {
      name: 'alarm-escalation',
      everyMs: 15_000,
      run: () =>
        escalateUnhandledAlarms({
          db: deps.db,
          afterSeconds: deps.env.ESCALATE_AFTER_S,
          maxLevel: deps.env.ESCALATE_MAX_LEVEL,
          settings,
        }),
    },
    {
      // Overdue patrol tasks marked, then each running plan's task of the current period made: exactly once, by the
      // unique (plan_id, period_start) index, even if a second process ran it too (docs/patrol.md "Scheduler").
      name: 'patrol-tasks',
      everyMs: 60_000,
      run: () => runPatrolSchedule(deps.db, { utcOffsetMinutes: deps.siteTime.utcOffsetMinutes }),
    },
    { name: 'shield-expiry', everyMs: 60_000, run: () => expireShields(deps.db) },
    // Maintenance contracts start and end at the site's midnight: their bindings (scope) follow within a few minutes.
    {
      name: 'maint-contract-scope',
      everyMs: 300_000,
      run: async () => {
        await syncContractScope(deps.db, deps.siteTime);
      },
    },
    // Hazards whose rectification deadline passed before disposal: flagged once, their people told (docs/hazards.md).
    { name: 'hazard-overdue', everyMs: 60_000, run: () => markOverdueHazards(deps) },
    {
      // Each running maintenance plan's tasks of today's slots: exactly once, by the unique (plan_id, period_start)
      // index and ON CONFLICT DO NOTHING, even if a second process ran it too (docs/maintenance.md "Plans and tasks");
      // each new task's person is told on the push stream (app_id 14).
      name: 'maint-plan-tasks',
      everyMs: 300_000,
      run: async () => {
        await runMaintPlanTasks(deps);
      },
    },
    {
      // Each contract's report of the month just finished, made once the month is over: exactly once, by the unique
      // (contract_id, auto_period_start) index and ON CONFLICT DO NOTHING (docs/maintenance.md "Reports").
      name: 'maint-auto-report',
      everyMs: 3_600_000,
      run: async () => {
        await runAutoReports(deps.db, deps.siteTime);
      },
    },
    {
      name: 'alarm-timeout',
      everyMs: 30_000,
      run: () => autoConfirmTimedOut(deps, { afterSeconds: deps.env.ALARM_AUTO_CONFIRM_AFTER_S }),
    },
    // The statistics' roll-up: the deltas its triggers write are moved into the per-day and per-unit counts.
    { name: 'fold-event-counts', everyMs: 60_000, run: () => foldEventCounts(deps.db) },
    { name: 'prune-realtime-messages', everyMs: 3_600_000, run: () => pruneRealtimeMessages(deps.db, 7) },
    {
      name: 'prune-ingest-receipts',
      everyMs: 3_600_000,
      // Devices repeat a frame within seconds; a week of receipts is far more than any retransmission needs.
      run: () => pruneIngestReceipts(deps.db, new Date(Date.now() - 7 * DAY_MS)),
    },
    {
      name: 'prune-unregistered-frames',
      everyMs: 3_600_000,
      // An unregistered device's heartbeats add a few thousand rows a day; a month shows who it is and what it said.
      run: () => pruneUnregisteredFrames(deps.db, new Date(Date.now() - 30 * DAY_MS)),
    },
    {
      name: 'prune-logs',
      everyMs: 3_600_000,
      // The operation and login logs are append-only: the retention setting is the only thing that removes a row.
      run: () => pruneLogs(deps, new Date(Date.now() - deps.env.OPERATION_LOG_RETENTION_DAYS * DAY_MS)),
    },
    ...(deps.database.driver === 'pglite'
      ? [{ name: 'embedded-vacuum', everyMs: deps.env.EMBEDDED_VACUUM_MS, run: () => vacuumEmbedded(deps.database) }]
      : []),
  ];
};
