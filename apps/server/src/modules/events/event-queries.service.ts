import {
  ErrorCodes,
  statusCategories,
  type DeviceEventStats,
  type DeviceMergedPage,
  type EventDetail,
  type EventFilter,
  type EventListQuery,
  type EventRecordPage,
  type HeaderCounts,
  type Lang,
} from '@fireline/shared';
import { requireAccess, type Caller } from '../../core/access';
import { AppError } from '../../core/app-error';
import type { SiteTime } from '../../core/site-time';
import type { DbOrTx } from '../../db/client';
import {
  countEvents,
  countSince,
  countTabs,
  deviceEventStats,
  listEventRecords,
  listMergedByDevice,
} from './event-lists.repo';
import { shieldsInForceFor } from '../shields';
import { countCategoriesFromRollUp, countSinceFromRollUp } from '../stats';
import { selectPickerDevices, type DevicePickerFilter } from './device-picker.repo';
import { presentHistory, presentRecord } from './event-records';
import { findRecord, selectHistory, selectRecordsByIds } from './event-records.repo';

type Ctx = { db: DbOrTx; caller: Caller; lang: Lang; siteTime: SiteTime };

const presentPage = async (ctx: Ctx, page: Awaited<ReturnType<typeof listEventRecords>>): Promise<EventRecordPage> => {
  const shields = await shieldsInForceFor(
    ctx.db,
    page.rows.map((row) => row.event),
  );
  return { list: page.rows.map((row) => presentRecord(row, ctx, shields)), total: page.total };
};

export const listEvents = async (ctx: Ctx, query: EventListQuery) =>
  presentPage(ctx, await listEventRecords(ctx.db, ctx.caller.scope, query));

/** Events stored while their device or component was shielded (屏蔽). */
export const listShieldedEvents = async (ctx: Ctx, query: EventListQuery) =>
  presentPage(ctx, await listEventRecords(ctx.db, ctx.caller.scope, query, { isShielded: true }));

/** Unprocessed events for the home page card. */
export const listHomePageEvents = async (ctx: Ctx, query: EventListQuery) =>
  presentPage(ctx, await listEventRecords(ctx.db, ctx.caller.scope, { ...query, status: false }));

/** From the statistics' roll-up unless the filter names one place (docs/statistics.md "Home counts"). */
export const totalsByCategory = async (ctx: Ctx, filter: EventFilter) => {
  const list =
    (await countCategoriesFromRollUp({ ...ctx, scope: ctx.caller.scope }, filter)) ??
    (await countEvents(ctx.db, ctx.caller.scope, filter));
  const sum = (key: 'total' | 'processed' | 'unprocessed') => list.reduce((acc, row) => acc + row[key], 0);
  return { total: sum('total'), processed: sum('processed'), unprocessed: sum('unprocessed'), list };
};

/** Without a start_time, a tab's total counts the events of the last 24 hours (its unprocessed count is all-time). */
export const TAB_TOTAL_WINDOW_MS = 24 * 3_600_000;

/** Tab counts: every category of the lists, zero when it has none. */
export const tabCounts = async (ctx: Ctx, filter: EventFilter): Promise<HeaderCounts> => {
  const counted = await countTabs(
    ctx.db,
    ctx.caller.scope,
    { ...filter, status_category: undefined },
    new Date(Date.now() - TAB_TOTAL_WINDOW_MS),
  );
  const tabs = statusCategories.filter((category) => category !== 'firecock');
  return {
    list: tabs.map((category) => ({
      status_category: category,
      total: counted.total.get(category) ?? 0,
      unprocessed: counted.unprocessed.get(category) ?? 0,
    })),
  };
};

export const listCount = async (ctx: Ctx, filter: EventFilter) => {
  const { total, processed, unprocessed } = await totalsByCategory(ctx, filter);
  return { total, processed, unprocessed };
};

/** Events today, in 7 and in 30 days: from the statistics' roll-up unless the filter names one place. */
export const recentCounts = async (ctx: Ctx, filter: EventFilter) => {
  const since = {
    today: ctx.siteTime.midnight(0),
    week: new Date(Date.now() - 7 * 86_400_000),
    month: new Date(Date.now() - 30 * 86_400_000),
  };
  return (
    (await countSinceFromRollUp({ ...ctx, scope: ctx.caller.scope }, filter, since)) ??
    (await countSince(ctx.db, ctx.caller.scope, filter, since))
  );
};

export const mergedByDevice = async (ctx: Ctx, query: EventListQuery): Promise<DeviceMergedPage> => {
  const page = await listMergedByDevice(ctx.db, ctx.caller.scope, query);
  const latest = await selectRecordsByIds(
    ctx.db,
    page.rows.map((row) => row.lastId),
  );
  const byId = new Map(latest.map((row) => [row.event.id, row]));
  const shields = await shieldsInForceFor(
    ctx.db,
    latest.map((row) => row.event),
  );
  return {
    total: page.total,
    list: page.rows.flatMap((row) => {
      const last = byId.get(row.lastId);
      if (!last) return [];
      const record = presentRecord(last, ctx, shields);
      return [
        {
          device_id: row.deviceId,
          // The row is the device's: named as itself, not as the component of its newest event.
          device_code: record.device.code,
          device_name: record.device.name,
          device_type: record.device_type,
          company: record.company,
          building: record.building,
          total: row.total,
          unprocessed: row.unprocessed,
          last_receive_time: record.receive_time,
          last_event: record,
        },
      ];
    }),
  };
};

const requireDevice = (ctx: Ctx, deviceId: number) =>
  requireAccess(ctx.db, ctx.caller, { kind: 'device', ids: deviceId });

/** A device's last 7 days (one entry per site day, oldest first) and its 30-day false-alarm rate. */
export const deviceSevenDays = async (ctx: Ctx, deviceId: number): Promise<DeviceEventStats> => {
  await requireDevice(ctx, deviceId);
  const stats = await deviceEventStats(ctx.db, deviceId, ctx.siteTime.utcOffsetMinutes);
  const counts = new Map(stats.days.map((row) => [row.day, row.value]));
  const days = Array.from({ length: 7 }, (_, index) => {
    const date = ctx.siteTime.format(ctx.siteTime.midnight(6 - index)).slice(0, 10);
    return { date, count: counts.get(date) ?? 0 };
  });
  return {
    device_id: deviceId,
    count_7days: days.reduce((acc, day) => acc + day.count, 0),
    days,
    count_30days: stats.total30,
    false_alarm_30days: stats.misinformation30,
    false_alarm_rate_30days: stats.total30 ? Number((stats.misinformation30 / stats.total30).toFixed(4)) : 0,
  };
};

export const listByDevice = async (ctx: Ctx, query: EventListQuery & { device_id: number }) => {
  await requireDevice(ctx, query.device_id);
  return presentPage(ctx, await listEventRecords(ctx.db, ctx.caller.scope, query, {}));
};

/** One event with its history; another unit's event is refused (9993), an unknown one is 9995. */
export const eventDetail = async (ctx: Ctx, where: { id: number } | { uuid: string }): Promise<EventDetail> => {
  if ('id' in where) await requireAccess(ctx.db, ctx.caller, { kind: 'event', ids: where.id });
  const row = await findRecord(ctx.db, where);
  if (!row) throw new AppError(ErrorCodes.noData);
  // An event asked for by uuid is found first, then checked by its id.
  if ('uuid' in where) await requireAccess(ctx.db, ctx.caller, { kind: 'event', ids: row.event.id });
  const [shields, historyRows] = await Promise.all([
    shieldsInForceFor(ctx.db, [row.event]),
    selectHistory(ctx.db, row.event.id),
  ]);
  const history = presentHistory(historyRows, ctx);
  const report = history.actions.find((action) => action.action === 'report_119');
  return {
    ...presentRecord(row, ctx, shields),
    ...history,
    report_119: report ? { time: report.time, operator: report.operator } : null,
  };
};

/** The device picker narrowing by unit, building, floor and type (device/getDeviceByGraduallyParams). */
export const devicesGradually = async (ctx: Ctx, query: DevicePickerFilter) => {
  await requireAccess(ctx.db, ctx.caller, { kind: 'unit', ids: query.company_id });
  const { rows, total } = await selectPickerDevices(ctx.db, ctx.caller.scope, query);
  return {
    total,
    list: rows.map((device) => ({
      id: device.id,
      device_id: device.id,
      device_code: device.deviceCode,
      device_name: device.name,
      device_type: device.deviceType,
      enum_device_model: device.deviceModel,
      device_thing_type: device.deviceThingType,
      company_id: device.companyId,
      building_id: device.buildingId,
      floor_id: device.floorId,
      state: device.state,
      is_online: device.isOnline,
      focus_level: device.focusLevel,
      anzhuang_address: device.installAddress,
    })),
  };
};
