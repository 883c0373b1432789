import {
  alarmTypeLabel,
  HYDRANT_EQUIPMENT_NAME,
  type HydrantAlarmItem,
  type HydrantAlarmListQuery,
  type HydrantMapPoint,
  type HydrantMapQuery,
  type HydrantMapState,
  type Lang,
} from '@fireline/shared';
import { and, asc, count, desc, eq, gte, ilike, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { devices, events, hydrantAddresses, hydrants, organisations } from '../../db/schema';
import { epoch, epochOrNull } from '../equipment';
import { inReach, type Reach } from '../../core/scope';
import { isAlarm } from './hydrants.repo';

/** The category ingest gives hydrant events (events.status_category). */
const HYDRANT_CATEGORY = 'firecock';

/** Worst state first (HydrantMapState): alarm (also a reading under the threshold), device fault, offline, normal. */
const mapState = sql<HydrantMapState>`case
  when ${isAlarm} or (${hydrants.pressure} is not null and ${hydrants.pressure} < ${hydrants.lowerLimit}) then 'alarm'
  when ${devices.state} = 'fault' then 'fault'
  when not ${hydrants.isOnline} then 'offline'
  else 'normal' end`;

/** Every visible hydrant's position, state and popup facts: the map's payload, filtered by owner and state. */
export const listHydrantPoints = async (
  db: DbOrTx,
  reach: Reach,
  query: HydrantMapQuery,
  lang: Lang,
): Promise<HydrantMapPoint[]> => {
  const rows = await db
    .select({
      id: hydrants.id,
      number: hydrants.equipmentNumber,
      companyId: hydrants.companyId,
      companyName: organisations.name,
      address: hydrantAddresses.address,
      longitude: hydrants.longitude,
      latitude: hydrants.latitude,
      type: hydrants.type,
      pressure: hydrants.pressure,
      lowerLimit: hydrants.lowerLimit,
      isOnline: hydrants.isOnline,
      isAlarm: sql<boolean>`(${isAlarm})`,
      state: mapState,
    })
    .from(hydrants)
    .innerJoin(organisations, eq(organisations.id, hydrants.companyId))
    .leftJoin(hydrantAddresses, eq(hydrantAddresses.id, hydrants.addressId))
    .leftJoin(devices, eq(devices.id, hydrants.deviceId))
    .where(
      and(
        inReach(reach, hydrants.companyId),
        query.company_id ? eq(hydrants.companyId, query.company_id) : undefined,
        query.state ? sql`${mapState} = ${query.state}` : undefined,
      ),
    )
    .orderBy(asc(hydrants.id));
  return rows.map((row) => ({
    equipment_id: row.id,
    equipment_number: row.number,
    equipment_name: HYDRANT_EQUIPMENT_NAME[lang],
    company_id: row.companyId,
    company_name: row.companyName,
    address: row.address,
    longitude: row.longitude,
    latitude: row.latitude,
    type: row.type,
    pressure: row.pressure,
    lower_limit: row.lowerLimit,
    is_online: row.isOnline,
    is_alarm: Boolean(row.isAlarm),
    state: row.state,
  }));
};

/** Counts for present_firecock: one aggregate over hydrants, one over their events. */
export const hydrantOverview = async (db: DbOrTx, reach: Reach, options: { companyId?: number; since: Date }) => {
  const where = and(
    inReach(reach, hydrants.companyId),
    options.companyId ? eq(hydrants.companyId, options.companyId) : undefined,
  );
  const [[totals], byType, [alarmCounts]] = await Promise.all([
    db
      .select({
        total: count(),
        online: sql<number>`count(*) filter (where ${hydrants.isOnline})::int`,
        waterPressure: sql<number>`count(*) filter (where ${hydrants.waterPressureStatus} <> 0)::int`,
        impact: sql<number>`count(*) filter (where ${hydrants.impactStatus} <> 0)::int`,
        waterTheft: sql<number>`count(*) filter (where ${hydrants.waterTheftStatus} <> 0)::int`,
      })
      .from(hydrants)
      .where(where),
    db
      .select({ type: hydrants.type, value: count() })
      .from(hydrants)
      .where(where)
      .groupBy(hydrants.type)
      .orderBy(asc(hydrants.type)),
    db
      .select({
        today: sql<number>`count(*) filter (where ${events.receiveTime} >= ${options.since})::int`,
        unprocessed: sql<number>`count(*) filter (where ${events.enumConfirmType} = 0)::int`,
      })
      .from(events)
      .innerJoin(hydrants, eq(hydrants.deviceId, events.deviceId))
      .where(and(eq(events.statusCategory, HYDRANT_CATEGORY), where)),
  ]);
  const total = totals?.total ?? 0;
  const online = Number(totals?.online ?? 0);
  return {
    total,
    online,
    offline: total - online,
    by_type: byType.map((row) => ({ type: row.type, count: row.value })),
    water_pressure_alarm: Number(totals?.waterPressure ?? 0),
    impact_alarm: Number(totals?.impact ?? 0),
    water_theft_alarm: Number(totals?.waterTheft ?? 0),
    alarms_today: Number(alarmCounts?.today ?? 0),
    unprocessed_alarms: Number(alarmCounts?.unprocessed ?? 0),
  };
};

/** Hydrant alarms: events of category firecock from the monitoring device bound to a visible hydrant, newest first. */
export const listHydrantAlarms = async (db: DbOrTx, reach: Reach, query: HydrantAlarmListQuery, lang: Lang) => {
  const where = and(
    eq(events.statusCategory, HYDRANT_CATEGORY),
    inReach(reach, hydrants.companyId),
    query.equipment_id ? eq(hydrants.id, query.equipment_id) : undefined,
    query.equipment_number ? ilike(hydrants.equipmentNumber, containsPattern(query.equipment_number)) : undefined,
    query.processed === undefined
      ? undefined
      : query.processed === 1
        ? ne(events.enumConfirmType, 0)
        : eq(events.enumConfirmType, 0),
    query.start_time === undefined ? undefined : gte(events.receiveTime, new Date(query.start_time * 1000)),
    query.end_time === undefined ? undefined : lte(events.receiveTime, new Date(query.end_time * 1000)),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        event: events,
        hydrantId: hydrants.id,
        number: hydrants.equipmentNumber,
        address: hydrantAddresses.address,
      })
      .from(events)
      .innerJoin(hydrants, eq(hydrants.deviceId, events.deviceId))
      .leftJoin(hydrantAddresses, eq(hydrantAddresses.id, hydrants.addressId))
      .where(where)
      .orderBy(desc(events.receiveTime), desc(events.id))
      .limit(query.page_size)
      .offset(query.page_no * query.page_size),
    db.select({ value: count() }).from(events).innerJoin(hydrants, eq(hydrants.deviceId, events.deviceId)).where(where),
  ]);
  const list: HydrantAlarmItem[] = rows.map(({ event, hydrantId, number, address }) => ({
    event_id: event.id,
    uuid: event.uuid,
    equipment_id: hydrantId,
    equipment_number: number,
    equipment_name: HYDRANT_EQUIPMENT_NAME[lang],
    address,
    company_id: event.companyId,
    device_id: event.deviceId,
    alarm_type: event.alarmType,
    alarm_type_name: alarmTypeLabel(event.alarmType, lang),
    alarm_status: event.alarmStatus,
    alarm_value: event.alarmValue,
    enum_confirm_type: event.enumConfirmType,
    accept_time: epoch(event.acceptTime),
    receive_time: epoch(event.receiveTime),
    restore_time: epochOrNull(event.restoreTime),
  }));
  return { list, total: total?.value ?? 0 };
};
