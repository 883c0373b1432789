import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  areas,
  buildings,
  components,
  confirmReasons,
  devices,
  eventActions,
  eventHandlings,
  events,
  files,
  floors,
  organisations,
  users,
} from '../../db/schema';

const recordColumns = {
  event: events,
  companyName: organisations.name,
  buildingName: buildings.name,
  floorName: floors.name,
  areaName: areas.name,
  focusLevel: devices.focusLevel,
  deviceOwnName: devices.name,
  deviceOwnCode: devices.deviceCode,
  componentName: components.name,
  componentType: components.componentType,
  componentAddress: components.componentAddress,
  confirmUserName: users.realName,
  confirmUserAccount: users.username,
  reason: confirmReasons.reason,
  reasonEn: confirmReasons.reasonEn,
};

/** The events with what the record names (company, building, floor, area, handler, reason), joined by primary keys. */
export const selectRecords = (db: DbOrTx) =>
  db
    .select(recordColumns)
    .from(events)
    .leftJoin(organisations, eq(organisations.id, events.companyId))
    .leftJoin(buildings, eq(buildings.id, events.buildingId))
    .leftJoin(floors, eq(floors.id, events.floorId))
    .leftJoin(areas, eq(areas.id, events.areaId))
    .leftJoin(devices, eq(devices.id, events.deviceId))
    .leftJoin(components, eq(components.id, events.componentId))
    .leftJoin(users, eq(users.id, events.confirmUserId))
    .leftJoin(confirmReasons, eq(confirmReasons.id, events.confirmReasonId));

export type RecordRow = Awaited<ReturnType<ReturnType<typeof selectRecords>['where']>>[number];
/** The records of these events, in no particular order. */
export const selectRecordsByIds = (db: DbOrTx, ids: number[]) =>
  ids.length ? selectRecords(db).where(inArray(events.id, ids)) : Promise.resolve([]);

/** One event's record by id or uuid; undefined when there is none. */
export const findRecord = async (db: DbOrTx, where: { id: number } | { uuid: string }) => {
  const [row] = await selectRecords(db).where('id' in where ? eq(events.id, where.id) : eq(events.uuid, where.uuid));
  return row;
};

/** The handlings (with handler, submitter and reason) and the actions of one event, oldest first. */
export const selectHistory = async (db: DbOrTx, eventId: number) => {
  const submitter = sql<string>`(select real_name from users where id = ${eventHandlings.operatorId})`;
  const submitterAccount = sql<string>`(select username from users where id = ${eventHandlings.operatorId})`;
  const [handlings, actions] = await Promise.all([
    db
      .select({
        h: eventHandlings,
        handlerName: users.realName,
        handlerAccount: users.username,
        submitter,
        submitterAccount,
        reason: confirmReasons.reason,
        reasonEn: confirmReasons.reasonEn,
      })
      .from(eventHandlings)
      .leftJoin(users, eq(users.id, eventHandlings.confirmUserId))
      .leftJoin(confirmReasons, eq(confirmReasons.id, eventHandlings.confirmReasonId))
      .where(eq(eventHandlings.eventId, eventId))
      .orderBy(asc(eventHandlings.id)),
    db
      .select({ a: eventActions, name: users.realName, account: users.username })
      .from(eventActions)
      .leftJoin(users, eq(users.id, eventActions.operatorId))
      .where(eq(eventActions.eventId, eventId))
      .orderBy(asc(eventActions.id)),
  ]);
  return { handlings, actions };
};

export type HistoryRows = Awaited<ReturnType<typeof selectHistory>>;

/** Files uploaded as handling images, to check their count and size. */
export const findFiles = (db: DbOrTx, ids: string[]) =>
  ids.length
    ? db.select({ id: files.id, size: files.size }).from(files).where(inArray(files.id, ids))
    : Promise.resolve([]);
