import type { SysMonitorOverview } from '@fireline/shared';
import { requirePlatformAdmin, type Caller } from '../../core/access';
import type { AppDeps } from '../../core/context';
import type { RateCounter } from '../../core/metrics';
import { selectDatabaseSize, selectOutboxBacklog } from './sys-monitor.repo';

const rateOf = (counter: RateCounter) => ({
  per_second_1m: counter.perSecond(60),
  per_second_5m: counter.perSecond(300),
  total: counter.total(),
});

const startedAt = () => new Date(Date.now() - process.uptime() * 1000);

/**
 * The platform's health as this process sees it (docs/architecture.md "Platform health"): its own counters and
 * probes, and two reads of the database (its size, the outbox's backlog). The platform administrator only.
 */
export const readOverview = async (deps: AppDeps, caller: Pick<Caller, 'session'>): Promise<SysMonitorOverview> => {
  requirePlatformAdmin(caller);
  const { siteTime, metrics, jobBoard } = deps;
  const format = (ms: number | null) => (ms === null ? null : siteTime.format(new Date(ms)));
  const [sizeBytes, outbox] = await Promise.all([selectDatabaseSize(deps.db), selectOutboxBacklog(deps.db)]);
  const memory = process.memoryUsage();
  const gateway = deps.gbGateway?.stats();
  const writer = deps.eventWriter.stats();
  const sse = metrics.probes.sse?.() ?? { clients: 0, users: 0 };
  return {
    measured_at: siteTime.format(new Date()),
    process: {
      pid: process.pid,
      started_at: siteTime.format(startedAt()),
      uptime_s: Math.round(process.uptime()),
      node_version: process.version,
      rss_bytes: memory.rss,
      heap_used_bytes: memory.heapUsed,
      heap_total_bytes: memory.heapTotal,
    },
    devices: {
      gb_enabled: gateway !== undefined,
      gb_connections: gateway?.connections ?? 0,
      gb_devices: gateway?.devices ?? 0,
      mqtt_enabled: Boolean(deps.env.MQTT_URL),
      mqtt_connected: metrics.probes.mqtt?.().connected ?? false,
    },
    frames: rateOf(metrics.frames),
    events: rateOf(metrics.events),
    writer: {
      lanes: writer.lanes,
      queued: writer.queued,
      in_flight: writer.inFlight,
      recent_batches: writer.batches.count,
      batch_p50_ms: writer.batches.p50Ms,
      batch_p95_ms: writer.batches.p95Ms,
      batch_max_ms: writer.batches.maxMs,
      batch_mean_size: writer.batches.meanSize,
      batches_since: format(writer.batches.sinceMs),
    },
    sse,
    database: { driver: deps.database.driver, size_bytes: sizeBytes },
    scheduler: {
      enabled: jobBoard.isEnabled(),
      is_leader: jobBoard.isLeader(),
      jobs: jobBoard.list().map((job) => ({
        name: job.name,
        every_ms: job.everyMs,
        last_started_at: format(job.lastStartedAt),
        last_ms: job.lastMs,
        is_ok: job.isOk,
        last_error: job.lastError,
        is_running: job.isRunning,
        runs: job.runs,
        failures: job.failures,
      })),
    },
    outbox: {
      pending: outbox.pending,
      retrying: outbox.retrying,
      sending: outbox.sending,
      dead: outbox.dead,
      oldest_due_at: outbox.oldestDue ? siteTime.format(outbox.oldestDue) : null,
    },
  };
};
