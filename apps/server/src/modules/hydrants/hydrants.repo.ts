import {
  alarmTypeLabel,
  HYDRANT_EQUIPMENT_NAME,
  type HydrantAlarmItem,
  type HydrantAlarmListQuery,
  type HydrantItem,
  type HydrantListQuery,
  type HydrantMapPoint,
  type HydrantMapQuery,
  type HydrantMapState,
  type Lang,
} from '@fireline/shared';
import { and, asc, count, desc, eq, gte, ilike, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { newestFirstPage } from '../../db/list-page';
import { devices, events, hydrantAddresses, hydrants, organisations } from '../../db/schema';
import { epoch, epochOrNull } from '../equipment';
import { containsPattern } from '../../db/like';
import { hydrantVisible, type HydrantAccess } from './hydrant-access';

/** The category ingest gives hydrant events (events.status_category). */
export const HYDRANT_CATEGORY = 'firecock';

const isAlarm = or(ne(hydrants.waterPressureStatus, 0), ne(hydrants.impactStatus, 0), ne(hydrants.waterTheftStatus, 0));

type Joined = {
  row: typeof hydrants.$inferSelect;
  companyName: string;
  regionCode: string | null;
  address: string | null;
};

const present =
  (lang: Lang) =>
  ({ row, ...joined }: Joined): HydrantItem => ({
    equipment_id: row.id,
    company_id: row.companyId,
    company_name: joined.companyName,
    equipment_number: row.equipmentNumber,
    equipment_name: HYDRANT_EQUIPMENT_NAME[lang],
    address_id: row.addressId,
    region_code: joined.regionCode,
    address: joined.address,
    longitude: row.longitude,
    latitude: row.latitude,
    position_desc: row.positionDesc,
    equipment_graph: row.graph,
    remarks: row.remarks,
    out_hydrant_pipe_diameter: row.pipeDiameter,
    waterhead_apply: row.waterheadApply,
    waterline_form: row.waterlineForm,
    placing_form: row.placingForm,
    alarm_host: row.alarmHost,
    type: row.type,
    device_id: row.deviceId,
    pressure: row.pressure,
    lower_limit: row.lowerLimit,
    electricity: row.electricity,
    signal_quality: row.signalQuality,
    water_pressure_status: row.waterPressureStatus,
    impact_status: row.impactStatus,
    water_theft_status: row.waterTheftStatus,
    is_online: row.isOnline,
    last_report_time: epochOrNull(row.lastReportAt),
    create_time: epoch(row.createdAt),
    update_time: epoch(row.updatedAt),
  });

const joinedQuery = (db: DbOrTx) =>
  db
    .select({
      row: hydrants,
      companyName: organisations.name,
      regionCode: hydrantAddresses.regionCode,
      address: hydrantAddresses.address,
    })
    .from(hydrants)
    .innerJoin(organisations, eq(organisations.id, hydrants.companyId))
    .leftJoin(hydrantAddresses, eq(hydrantAddresses.id, hydrants.addressId));

const listWhere = (access: HydrantAccess, query: Omit<HydrantListQuery, 'page_no' | 'page_size'>) =>
  and(
    hydrantVisible(access, hydrants.companyId),
    query.company_id ? eq(hydrants.companyId, query.company_id) : undefined,
    query.equipment_number ? ilike(hydrants.equipmentNumber, containsPattern(query.equipment_number)) : undefined,
    query.address_id ? eq(hydrants.addressId, query.address_id) : undefined,
    query.region_code
      ? sql`"hydrants"."address_id" in (select ha."id" from "hydrant_addresses" ha where ha."region_code" like ${`${query.region_code}%`})`
      : undefined,
    query.type ? eq(hydrants.type, query.type) : undefined,
    query.online === undefined ? undefined : eq(hydrants.isOnline, query.online === 1),
    query.is_alarm === undefined ? undefined : query.is_alarm === 1 ? isAlarm : sql`not (${isAlarm})`,
  );

export const listHydrants = async (db: DbOrTx, access: HydrantAccess, query: HydrantListQuery, lang: Lang) => {
  const where = listWhere(access, query);
  const page = await newestFirstPage(db, {
    rows: joinedQuery(db).$dynamic(),
    table: hydrants,
    id: hydrants.id,
    where,
    page: query,
  });
  return { list: page.list.map(present(lang)), total: page.total };
};

/** A batch of the list's rows for its export: newest first as the list, read by keyset below `afterId`. */
export const readHydrantBatch = (
  db: DbOrTx,
  access: HydrantAccess,
  filters: Omit<HydrantListQuery, 'page_no' | 'page_size'>,
  page: { afterId?: number; limit: number },
) =>
  joinedQuery(db)
    .where(and(listWhere(access, filters), page.afterId === undefined ? undefined : lt(hydrants.id, page.afterId)))
    .orderBy(desc(hydrants.id))
    .limit(page.limit);

export const findHydrantItem = async (db: DbOrTx, id: number, lang: Lang) => {
  const [row] = await joinedQuery(db).where(eq(hydrants.id, id));
  return row ? present(lang)(row) : undefined;
};

export const findHydrantRow = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(hydrants).where(eq(hydrants.id, id));
  return row;
};

/** Worst state first (HydrantMapState): alarm (also a reading under the threshold), device fault, offline, normal. */
const mapState = sql<HydrantMapState>`case
  when ${isAlarm} or (${hydrants.pressure} is not null and ${hydrants.pressure} < ${hydrants.lowerLimit}) then 'alarm'
  when ${devices.state} = 'fault' then 'fault'
  when not ${hydrants.isOnline} then 'offline'
  else 'normal' end`;

/** Every visible hydrant's position, state and popup facts: the map's payload, filtered by owner and state. */
export const listHydrantPoints = async (
  db: DbOrTx,
  access: HydrantAccess,
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
        hydrantVisible(access, hydrants.companyId),
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
export const hydrantOverview = async (
  db: DbOrTx,
  access: HydrantAccess,
  options: { companyId?: number; since: Date },
) => {
  const where = and(
    hydrantVisible(access, hydrants.companyId),
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
export const listHydrantAlarms = async (
  db: DbOrTx,
  access: HydrantAccess,
  query: HydrantAlarmListQuery,
  lang: Lang,
) => {
  const where = and(
    eq(events.statusCategory, HYDRANT_CATEGORY),
    hydrantVisible(access, hydrants.companyId),
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
