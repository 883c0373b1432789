import type { FastifyBaseLogger } from 'fastify';
import { createDurationWindow, type DurationSummary, type DurationWindow, type RateCounter } from '../core/metrics';
import type { SiteTime } from '../core/site-time';
import type { Db, Tx } from '../db/client';
import { notificationsFor, type NotifySettings } from '../notify/enqueue';
import { insertNotifications } from '../notify/outbox.repo';
import { selectPlaceNames } from '../notify/place-names.repo';
import { findRecipients, type Recipient } from '../notify/recipients';
import type { Bus } from '../realtime/bus';
import { insertPushMessages } from '../realtime/push.repo';
import { queueEventForwards } from '../modules/event-forward';
import { queueHazardRaises } from '../modules/hazards';
import { chooseAssignees } from './assignment';
import { selectHydrantsOfDevices } from './event-writer.repo';
import type { IngestItem, IngestResult } from './ingest-types';
import { processBatch, type NewEvent, type StoredEvent } from './process-batch';
import { buildEventMessage, type PlaceNames } from './push-message';

type Pending = { item: IngestItem; resolve: (result: IngestResult) => void; reject: (error: unknown) => void };

/** What /sys_monitor shows of the writer: items waiting, items in the batches committing, recent batch commits. */
export type WriterStats = { lanes: number; queued: number; inFlight: number; batches: DurationSummary };

export type EventWriter = {
  /** Resolves once the item is committed (acknowledge the source only then); rejects when it could not be. */
  submit: (item: IngestItem) => Promise<IngestResult>;
  /** Waits for everything queued so far. */
  flush: () => Promise<void>;
  close: () => Promise<void>;
  stats: () => WriterStats;
};

/** The names the batch's pushes and notifications say: places, and the hydrants of its hydrant alarms. */
const loadNames = async (tx: Tx, stored: StoredEvent[]): Promise<PlaceNames> => {
  const hydrantDeviceIds = [
    ...new Set(stored.filter((event) => event.statusCategory === 'firecock').map((event) => event.deviceId)),
  ];
  const [places, hydrantsByDevice] = await Promise.all([
    selectPlaceNames(tx, stored),
    selectHydrantsOfDevices(tx, hydrantDeviceIds),
  ]);
  return { ...places, hydrants: hydrantsByDevice };
};

/**
 * Who receives each new event and who is its assignee, decided before the insert so the assignee goes in with the row
 * (distribution rules, spec 000 §6). Recipients are kept by uuid for the push rows after the insert.
 */
const assignEvents = async (tx: Tx, rows: NewEvent[], recipients: Map<string, Recipient[]>) => {
  for (const [uuid, list] of await findRecipients(tx, rows)) recipients.set(uuid, list);
  const assignees = await chooseAssignees(tx, rows, recipients);
  for (const row of rows) row.assigneeId = assignees.get(row.uuid) ?? null;
};

/** Stores the push rows of the batch's events in the same transaction, so an alarm and its push commit together. */
const queuePushes = async (
  tx: Tx,
  stored: StoredEvent[],
  recipients: Map<string, Recipient[]>,
  settings: { notify: NotifySettings; siteTime: SiteTime },
) => {
  const pushed = stored.filter((event) => recipients.get(event.uuid)?.length);
  if (pushed.length === 0) return [] as number[];
  const names = await loadNames(tx, stored);
  const messages = pushed.map((event) => ({
    userIds: (recipients.get(event.uuid) ?? []).map((recipient) => recipient.userId),
    payload: buildEventMessage(event, names, settings.siteTime),
  }));
  const notifications = pushed.flatMap((event) =>
    notificationsFor({
      event,
      recipients: recipients.get(event.uuid) ?? [],
      names,
      settings: settings.notify,
      reason: 'alarm',
    }),
  );
  await insertNotifications(tx, notifications);
  // Last: the push log's lock is held from here to the commit (realtime/push.ts).
  await insertPushMessages(tx, messages);
  return [...new Set(messages.flatMap((message) => message.userIds))];
};

type WriterOptions = {
  db: Db;
  bus: Bus;
  /** The site's clock: the times the pushes show. */
  siteTime: SiteTime;
  logger?: FastifyBaseLogger;
  notify?: NotifySettings;
  maxBatch?: number;
  maxWaitMs?: number;
  /** Counts the events each batch stored (core/metrics.ts). */
  eventCounter?: RateCounter;
};

/** PostgreSQL's deadlock and serialization failures: the transaction did nothing and can simply run again. */
const isRetryable = (error: unknown): boolean => {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } } | undefined)?.code ??
    (error as { cause?: { code?: unknown } } | undefined)?.cause?.code;
  return code === '40P01' || code === '40001';
};

/**
 * Group commit: items arriving within `maxWaitMs` of each other go into one transaction (at most `maxBatch`),
 * committed before any of them is acknowledged. Batches run one after another so a component's transitions
 * keep their order. When a batch fails, its items are retried one by one so one bad item cannot fail the rest.
 */
type WriterLane = Omit<EventWriter, 'stats'> & { depth: () => { queued: number; inFlight: number } };

const createWriterLane = (options: WriterOptions & { batches: DurationWindow }): WriterLane => {
  const notify = options.notify ?? { categories: ['fire'] };
  // A busier gateway makes bigger batches up to this: 1 000 committed ~4 % more status changes per second than 500 on PGlite
  // (bench:ingest-writer), and below saturation batches stay far smaller, so it costs no latency there.
  const maxBatch = options.maxBatch ?? 1000;
  const maxWaitMs = options.maxWaitMs ?? 4;
  const queue: Pending[] = [];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let isRunning = false;
  let isClosed = false;
  let inFlight = 0;

  const commit = async (batch: Pending[]) => {
    const started = performance.now();
    const outcome = await options.db.transaction(async (tx) => {
      const recipients = new Map<string, Recipient[]>();
      const result = await processBatch(
        tx,
        batch.map((pending) => pending.item),
        { beforeInsert: (rows) => assignEvents(tx, rows, recipients) },
      );
      // Before the pushes: their lock is held from the push insert to the commit.
      await queueEventForwards(tx, result.stored, options.siteTime);
      // A hidden danger (yinhuan) becomes a hazard after the commit, through the outbox (modules/hazards).
      await queueHazardRaises(tx, result.stored);
      const pushedUsers = await queuePushes(tx, result.stored, recipients, { notify, siteTime: options.siteTime });
      return { ...result, pushedUsers };
    });
    options.batches.record(performance.now() - started, batch.length);
    options.eventCounter?.add(outcome.stored.length);
    if (outcome.pushedUsers.length) {
      options.bus.publish({ kind: 'user_messages', userIds: outcome.pushedUsers }).catch((error: unknown) => {
        options.logger?.error({ err: error }, 'push announce failed; clients get the events on their next delivery');
      });
    }
    batch.forEach((pending, index) => pending.resolve(outcome.results[index]!));
  };

  const runBatch = async (batch: Pending[], attempt = 1): Promise<void> => {
    try {
      await commit(batch);
    } catch (error) {
      // Another lane's transaction won a lock race: nothing was written, the same batch runs again as it is.
      if (isRetryable(error) && attempt < 4) {
        options.logger?.warn(
          { err: error, size: batch.length, attempt },
          'ingest batch lost a lock race; running it again',
        );
        return runBatch(batch, attempt + 1);
      }
      const [only, ...others] = batch;
      if (only && others.length === 0) {
        options.logger?.error({ err: error, uuid: only.item.uuid }, 'ingest item could not be committed');
        only.reject(error);
        return;
      }
      options.logger?.warn({ err: error, size: batch.length }, 'ingest batch failed; retrying its items one by one');
      for (const pending of batch) await runBatch([pending]);
    }
  };

  // While a batch commits, new items pile up and form the next batch: the busier, the bigger the batches.
  const pump = () => {
    timer = undefined;
    if (isRunning) return running;
    isRunning = true;
    running = (async () => {
      try {
        while (queue.length) {
          const batch = queue.splice(0, maxBatch);
          inFlight = batch.length;
          await runBatch(batch);
        }
      } finally {
        isRunning = false;
        inFlight = 0;
      }
    })();
    return running;
  };

  return {
    submit: (item) => {
      if (isClosed) return Promise.reject(new Error('event writer is closed'));
      return new Promise<IngestResult>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (isRunning) return;
        if (queue.length >= maxBatch) {
          if (timer) clearTimeout(timer);
          void pump();
        } else {
          timer ??= setTimeout(() => void pump(), maxWaitMs);
        }
      });
    },
    flush: async () => {
      if (timer) clearTimeout(timer);
      await pump();
    },
    close: async () => {
      isClosed = true;
      if (timer) clearTimeout(timer);
      await pump();
    },
    depth: () => ({ queued: queue.length, inFlight }),
  };
};

/**
 * The writer: `lanes` group-committing lanes, each item routed by its device, so one device's items keep their order
 * in one lane while several lanes keep both cores busy on PostgreSQL (one lane leaves the database waiting for Node and
 * Node for the database). Lanes that touch the same unit meet at its roll-up rows (locked in id order), and every
 * lane at the push log's lock, taken last in each transaction. PGlite is one connection: one lane.
 */
export const createEventWriter = (options: WriterOptions & { lanes?: number }): EventWriter => {
  const batches = createDurationWindow();
  const lanes = Array.from({ length: Math.max(1, options.lanes ?? 1) }, () =>
    createWriterLane({ ...options, batches }),
  );
  const laneOf = (item: IngestItem) => lanes[item.device.id % lanes.length]!;
  return {
    submit: (item) => laneOf(item).submit(item),
    flush: async () => {
      await Promise.all(lanes.map((lane) => lane.flush()));
    },
    close: async () => {
      await Promise.all(lanes.map((lane) => lane.close()));
    },
    stats: () => {
      const depths = lanes.map((lane) => lane.depth());
      return {
        lanes: lanes.length,
        queued: depths.reduce((sum, depth) => sum + depth.queued, 0),
        inFlight: depths.reduce((sum, depth) => sum + depth.inFlight, 0),
        batches: batches.summary(),
      };
    },
  };
};
