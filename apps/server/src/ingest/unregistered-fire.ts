import { UNREGISTERED_FIRE_MSG_TYPE, type UnregisteredFireBody, type UnregisteredSource } from '@fireline/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { SiteTime } from '../core/site-time';
import type { Db } from '../db/client';
import type { Bus } from '../realtime/bus';
import { pushToUsers } from '../realtime/push';
import { selectCentreFireRecipients } from './unregistered-fire.repo';

/** One push per address in this window: a device stuck in alarm repeats its frame every few seconds. */
export const UNREGISTERED_FIRE_PUSH_INTERVAL_MS = 5 * 60_000;
/**
 * Pushes of this kind at most per minute, all addresses together: a client inventing a new address per frame must not
 * flood the operators' tips. Past it the frames are still kept and listed in the unregistered tab.
 */
export const UNREGISTERED_FIRE_PUSHES_PER_MINUTE = 20;
/** Addresses remembered at most; older entries are past their window and are dropped first. */
const MAX_REMEMBERED = 10_000;

export type UnregisteredFire = {
  source: UnregisteredSource;
  address: string;
  remote: string | null;
  /** What the frame said, for people (frame-summary), in both languages: the stream's reader picks one. */
  summary: { zh: string; en: string };
  receivedAt?: Date;
};
export type UnregisteredFireAlerts = (fire: UnregisteredFire) => Promise<boolean>;

/**
 * A fire alarm from a device nobody registered is pushed to the centre's people as a fire alarm marked 未注册设备, so a
 * real fire in a building whose device was never archived still reaches someone. Rate-limited per address (in this
 * process: a device's frames arrive over one connection, held by one process); resolves true when it pushed.
 */
export const createUnregisteredFireAlerts = (deps: {
  db: Db;
  bus: Bus;
  logger: FastifyBaseLogger;
  siteTime: SiteTime;
  intervalMs?: number;
  perMinute?: number;
}): UnregisteredFireAlerts => {
  const intervalMs = deps.intervalMs ?? UNREGISTERED_FIRE_PUSH_INTERVAL_MS;
  const perMinute = deps.perMinute ?? UNREGISTERED_FIRE_PUSHES_PER_MINUTE;
  const lastPushed = new Map<string, number>();
  let minute = { start: 0, pushes: 0 };
  const withinCeiling = (now: number) => {
    if (now - minute.start >= 60_000) minute = { start: now, pushes: 0 };
    if (minute.pushes >= perMinute) return false;
    minute.pushes += 1;
    return true;
  };
  const isDue = (key: string, now: number) => {
    const last = lastPushed.get(key);
    if (last !== undefined && now - last < intervalMs) return false;
    lastPushed.delete(key);
    lastPushed.set(key, now);
    // Insertion order is push order: the first entries are the oldest.
    for (const [oldest] of lastPushed) {
      if (lastPushed.size <= MAX_REMEMBERED) break;
      lastPushed.delete(oldest);
    }
    return true;
  };
  return async (fire) => {
    const now = Date.now();
    if (!isDue(`${fire.source}:${fire.address}`, now)) return false;
    if (!withinCeiling(now)) {
      lastPushed.delete(`${fire.source}:${fire.address}`);
      if (minute.pushes === perMinute)
        deps.logger.warn(
          { perMinute },
          'unregistered fire alarms over the per-minute ceiling: not pushed, still listed',
        );
      return false;
    }
    const body: UnregisteredFireBody = {
      title: fire.address,
      content: fire.summary.zh,
      content_en: fire.summary.en,
      source: fire.source,
      address: fire.address,
      remote: fire.remote,
      accept_time: deps.siteTime.format(fire.receivedAt ?? new Date()),
      status_category: 'fire',
      alarm_status: 'alarm',
      alarm_type: 'fire_alarm',
    };
    try {
      const userIds = await selectCentreFireRecipients(deps.db);
      if (userIds.length === 0) return false;
      await pushToUsers({ db: deps.db, bus: deps.bus }, userIds, {
        msg_type: UNREGISTERED_FIRE_MSG_TYPE,
        msg_body: body,
      });
    } catch (error) {
      // The frame itself is kept and listed; a failed push must not refuse the device's frame or the integration's call.
      deps.logger.error({ err: error, address: fire.address }, 'unregistered fire alarm not pushed');
      lastPushed.delete(`${fire.source}:${fire.address}`);
      return false;
    }
    deps.logger.warn(
      { address: fire.address, source: fire.source },
      'fire alarm from an unregistered device pushed to the centre',
    );
    return true;
  };
};
