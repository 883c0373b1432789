import { hazardStatus, HAZARD_DESCRIPTION_MAX } from '@fireline/shared';
import type { DbOrTx } from '../../db/client';
import type { ChannelAdapter } from '../../notify/adapters';
import { insertNotifications } from '../../notify/outbox.repo';
import type { Bus } from '../../realtime/bus';
import { announce, examinersOf, queueHazardPushes, type HazardDeps, type HazardNotice } from './hazard-notify';
import {
  findHazardIdByEvent,
  insertHazardOnce,
  insertNode,
  selectEventForHazard,
  selectHazardsByIds,
  selectPatrolHazards,
  type HazardRow,
} from './hazards.repo';
import { hazardIdsOfMaintItems } from '../maint';

/** The outbox channel that turns a committed hidden-danger (yinhuan) event into its hazard. */
export const HAZARD_RAISE_CHANNEL = 'hazard_raise';

const clip = (text: string) => text.slice(0, HAZARD_DESCRIPTION_MAX);

/**
 * In the ingest writer's transaction: one outbox row per new, unshielded yinhuan event, so the hazard exists exactly
 * when its event does (a crash after the commit loses nothing) while the writer only adds an insert to batches holding
 * such an event, and nothing to the others. The hazard itself is written by the notification-dispatch job
 * (createHazardRaiser), after the commit: its lookups never slow ingest, and a failure there is retried, not the batch.
 */
export const queueHazardRaises = async (
  tx: DbOrTx,
  stored: readonly { id: number; statusCategory: string; isShielded: boolean }[],
) => {
  const raised = stored.filter((event) => event.statusCategory === 'yinhuan' && !event.isShielded);
  if (raised.length === 0) return 0;
  await insertNotifications(
    tx,
    raised.map((event) => ({
      eventId: event.id,
      channel: HAZARD_RAISE_CHANNEL,
      recipient: 'hazards',
      reason: 'hazard_raise',
      payload: { event_id: event.id },
    })),
  );
  return raised.length;
};

/** Tells the unit's examiners of new hazards, in the transaction that raised them; answers who to announce to. */
const tellExaminers = async (tx: DbOrTx, created: HazardRow[]) => {
  if (created.length === 0) return [] as number[];
  const named = new Map(
    (
      await selectHazardsByIds(
        tx,
        created.map((row) => row.id),
      )
    ).map((row) => [row.id, row]),
  );
  const notices: HazardNotice[] = [];
  for (const hazard of created)
    notices.push({
      userIds: await examinersOf(tx, hazard.companyId),
      kind: 'reported',
      hazard,
      companyName: named.get(hazard.id)?.companyName ?? '',
    });
  return queueHazardPushes(tx, notices);
};

/**
 * The hazard of a yinhuan event: at its device's (or component's) place and point on the plan, waiting for the unit's
 * confirmation. Idempotent per event (unique index): a second call answers the first hazard. Undefined for an event
 * that is unknown or of another category.
 */
export const raiseHazardFromEvent = async (deps: HazardDeps, eventId: number) => {
  const existing = await findHazardIdByEvent(deps.db, eventId);
  if (existing) return existing;
  const found = await selectEventForHazard(deps.db, eventId);
  if (!found || found.event.statusCategory !== 'yinhuan') return undefined;
  const { event } = found;
  const hasPoint = event.floorId !== null && found.dotX !== null && found.dotY !== null;
  const { id, pushed } = await deps.db.transaction(async (tx) => {
    const created = await insertHazardOnce(tx, {
      companyId: event.companyId,
      buildingId: event.buildingId,
      floorId: event.floorId,
      planX: hasPoint ? found.dotX : null,
      planY: hasPoint ? found.dotY : null,
      location: (event.location ?? event.installAddress ?? '').slice(0, 100),
      // The alarm type apart: each reader gets it named in their language (hazardDescription).
      description: clip([event.deviceName, event.alarmValue].filter(Boolean).join(' ')),
      alarmType: event.alarmType,
      source: 'yinhuan',
      eventId: event.id,
      status: hazardStatus.reported,
      createdAt: event.receiveTime,
    });
    if (!created) return { id: await findHazardIdByEvent(tx, event.id), pushed: [] as number[] };
    await insertNode(tx, {
      hazardId: created.id,
      step: 'report',
      detail: { source: 'yinhuan' },
      createdAt: event.receiveTime,
    });
    return { id: created.id, pushed: await tellExaminers(tx, [created]) };
  });
  await announce(deps, pushed);
  return id;
};

/** The notification-dispatch job's adapter of HAZARD_RAISE_CHANNEL: "sending" the row raises the event's hazard. */
export const createHazardRaiser = (deps: HazardDeps): ChannelAdapter => ({
  name: 'hazard raise',
  send: async (row) => {
    if (row.eventId === null) return;
    await raiseHazardFromEvent(deps, row.eventId);
  },
});

/** An unfit patrol item as the patrol check-in hands it over (docs/hazards.md "From patrol"). */
export type PatrolHazardItem = {
  record_id: number;
  company_id: number;
  site_id: number | null;
  site_name: string;
  item_id: number;
  item_name: string;
  /** What the worker answered (unfit, a reading out of range). */
  answer: string;
  remark?: string | null;
  photo_file_ids?: readonly string[];
  building_id?: number | null;
  floor_id?: number | null;
  checked_by_uid: number;
  /** When the item was checked: a Date or epoch seconds. */
  checked_at: Date | number;
};

const dateOf = (value: Date | number) => (value instanceof Date ? value : new Date(value * 1000));

/**
 * Hazards of unfit patrol items, reported by the worker who checked them, waiting for the unit's confirmation; linked
 * to the record, site and item (no foreign key to the patrol tables). Idempotent per (record_id, item_id): a repeated
 * check-in answers the hazards already raised. One transaction for all items; pass `bus` to announce the pushes to
 * the unit's examiners after it (when called inside the caller's own transaction, announce after that commits).
 */
export const raiseHazardsFromPatrol = async (
  db: DbOrTx,
  items: readonly PatrolHazardItem[],
  options: { bus?: Bus } = {},
) => {
  const { results, pushed } = await db.transaction(async (tx) => {
    const created: HazardRow[] = [];
    for (const item of items) {
      const at = dateOf(item.checked_at);
      const row = await insertHazardOnce(tx, {
        companyId: item.company_id,
        buildingId: item.building_id ?? null,
        floorId: item.floor_id ?? null,
        description: clip(`${item.site_name} · ${item.item_name}：${item.remark || item.answer}`),
        photoIds: [...(item.photo_file_ids ?? [])],
        source: 'patrol',
        patrolRecordId: item.record_id,
        patrolSiteId: item.site_id,
        patrolSiteName: item.site_name,
        patrolItemId: item.item_id,
        patrolItemName: item.item_name,
        status: hazardStatus.reported,
        reporterId: item.checked_by_uid,
        createdAt: at,
      });
      if (!row) continue;
      created.push(row);
      await insertNode(tx, {
        hazardId: row.id,
        step: 'report',
        userId: item.checked_by_uid,
        comment: item.remark ?? '',
        photoIds: [...(item.photo_file_ids ?? [])],
        detail: { source: 'patrol' },
        createdAt: at,
      });
    }
    const all = await selectPatrolHazards(
      tx,
      items.map((item) => ({ recordId: item.record_id, itemId: item.item_id })),
    );
    const createdIds = new Set(created.map((row) => row.id));
    return {
      results: items.map((item) => {
        const id = all.find((row) => row.recordId === item.record_id && row.itemId === item.item_id)!.id;
        return { record_id: item.record_id, item_id: item.item_id, hazard_id: id, created: createdIds.has(id) };
      }),
      pushed: await tellExaminers(tx, created),
    };
  });
  if (options.bus) await announce({ bus: options.bus }, pushed);
  return results;
};

/** A failed maintenance task item as modules/maint hands it over (上报隐患 on the task detail). */
export type MaintHazardItem = {
  task_id: number;
  item_id: number;
  /** The equipment's unit. */
  company_id: number;
  building_id: number | null;
  floor_id: number | null;
  location: string;
  description: string;
  photo_file_ids: readonly string[];
  reporter_uid: number;
};

/**
 * The hazard of a failed maintenance item, reported by the caller and waiting for the unit's confirmation, linked to
 * the task and item (no foreign key). Runs in the caller's transaction; once per item (unique index): asking again
 * answers the first hazard with `created` false. `pushed`: whom to announce to once the caller's transaction commits
 * (announceHazardPushes).
 */
export const raiseHazardFromMaintItem = async (tx: DbOrTx, item: MaintHazardItem) => {
  const row = await insertHazardOnce(tx, {
    companyId: item.company_id,
    buildingId: item.building_id,
    floorId: item.building_id ? item.floor_id : null,
    location: item.location.slice(0, 100),
    description: clip(item.description),
    photoIds: [...item.photo_file_ids],
    source: 'maint',
    maintTaskId: item.task_id,
    maintTaskItemId: item.item_id,
    status: hazardStatus.reported,
    reporterId: item.reporter_uid,
  });
  if (!row) {
    const earlier = (await hazardIdsOfMaintItems(tx, [item.item_id])).get(item.item_id)!;
    return { hazard_id: earlier, created: false, pushed: [] as number[] };
  }
  await insertNode(tx, {
    hazardId: row.id,
    step: 'report',
    userId: item.reporter_uid,
    photoIds: [...item.photo_file_ids],
    detail: { source: 'maint' },
  });
  return { hazard_id: row.id, created: true, pushed: await tellExaminers(tx, [row]) };
};

/** Announces the pushes of raised hazards, after the transaction that raised them committed. */
export const announceHazardPushes = (bus: Bus, userIds: number[]) => announce({ bus }, userIds);
