import { HYDRANT_EQUIPMENT_NAME, type HydrantItem, type HydrantListQuery, type Lang } from '@fireline/shared';
import { and, desc, eq, ilike, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { newestFirstPage } from '../../db/list-page';
import { devices, hydrantAddresses, hydrants, organisations } from '../../db/schema';
import { epoch, epochOrNull } from '../equipment';
import { containsPattern } from '../../db/like';
import { inReach, type Reach } from '../../core/scope';

/** A hydrant with an active water pressure, impact or water theft alarm. */
export const isAlarm = or(
  ne(hydrants.waterPressureStatus, 0),
  ne(hydrants.impactStatus, 0),
  ne(hydrants.waterTheftStatus, 0),
);

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

const listWhere = (reach: Reach, query: Omit<HydrantListQuery, 'page_no' | 'page_size'>) =>
  and(
    inReach(reach, hydrants.companyId),
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

export const listHydrants = async (db: DbOrTx, reach: Reach, query: HydrantListQuery, lang: Lang) => {
  const where = listWhere(reach, query);
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
  reach: Reach,
  filters: Omit<HydrantListQuery, 'page_no' | 'page_size'>,
  page: { afterId?: number; limit: number },
) =>
  joinedQuery(db)
    .where(and(listWhere(reach, filters), page.afterId === undefined ? undefined : lt(hydrants.id, page.afterId)))
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

/** The unit a device belongs to; undefined when there is no such device. */
export const findDeviceCompany = async (db: DbOrTx, deviceId: number) => {
  const [device] = await db.select({ companyId: devices.companyId }).from(devices).where(eq(devices.id, deviceId));
  return device?.companyId;
};

/** The owner of an address list entry; undefined when there is no such entry. */
export const findAddressOwner = async (db: DbOrTx, addressId: number) => {
  const [row] = await db
    .select({ companyId: hydrantAddresses.companyId })
    .from(hydrantAddresses)
    .where(eq(hydrantAddresses.id, addressId));
  return row?.companyId;
};

/** The owner's address entry of this region and text, added to its list when it is not there yet. */
export const ensureAddress = async (tx: DbOrTx, entry: { companyId: number; regionCode: string; address: string }) => {
  await tx.insert(hydrantAddresses).values(entry).onConflictDoNothing();
  const [row] = await tx
    .select({ id: hydrantAddresses.id })
    .from(hydrantAddresses)
    .where(
      and(
        eq(hydrantAddresses.companyId, entry.companyId),
        eq(hydrantAddresses.regionCode, entry.regionCode),
        eq(hydrantAddresses.address, entry.address),
      ),
    );
  return row!.id;
};

export type HydrantValues = Omit<typeof hydrants.$inferInsert, 'companyId'>;

export const insertHydrant = async (tx: DbOrTx, companyId: number, values: HydrantValues) => {
  const [row] = await tx
    .insert(hydrants)
    .values({ companyId, ...values })
    .returning({ id: hydrants.id });
  return row!.id;
};

export const updateHydrantRow = async (tx: DbOrTx, id: number, values: HydrantValues) => {
  await tx
    .update(hydrants)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(hydrants.id, id));
};

/** Its alarms stay in the events table. */
export const deleteHydrantRow = async (db: DbOrTx, id: number) => {
  await db.delete(hydrants).where(eq(hydrants.id, id));
};
