import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import { inScope, type Scope } from '../../core/scope';
import type { DbOrTx } from '../../db/client';
import { deviceCommands, devices, readings } from '../../db/schema';

/** One sense line's readings: a device's analog type (of one component, when given) within a time window. */
export type LineFilter = {
  device_id: number;
  analog_type: number;
  component_id?: number;
  start_time?: number;
  end_time?: number;
};
type Page = { page_no: number; page_size: number };

/** Latest reading per (device, component, type) under a condition: one DISTINCT ON query over the line index. */
const latestLines = (db: DbOrTx, where: SQL | undefined) =>
  db
    .selectDistinctOn([readings.deviceId, readings.componentId, readings.analogType], {
      deviceId: readings.deviceId,
      deviceName: devices.name,
      settings: devices.settings,
      componentId: readings.componentId,
      analogType: readings.analogType,
      value: readings.value,
      unit: readings.unit,
      measuredAt: readings.measuredAt,
    })
    .from(readings)
    .innerJoin(devices, eq(devices.id, readings.deviceId))
    .where(where)
    .orderBy(readings.deviceId, readings.componentId, readings.analogType, desc(readings.measuredAt));
export type LineRow = Awaited<ReturnType<typeof latestLines>>[number];

export const selectDeviceLines = (db: DbOrTx, deviceId: number) => latestLines(db, eq(readings.deviceId, deviceId));

/** A unit's sense lines (lines, not readings), one page and their count. */
export const selectUnitLines = async (
  db: DbOrTx,
  scope: Scope,
  query: Page & { company_id: number; device_id?: number },
) => {
  const where = and(
    inScope(scope, readings.companyId),
    eq(readings.companyId, query.company_id),
    query.device_id ? eq(readings.deviceId, query.device_id) : undefined,
  );
  const lines = latestLines(db, where).as('lines');
  const [rows, [total]] = await Promise.all([
    latestLines(db, where)
      .limit(query.page_size)
      .offset(query.page_no * query.page_size),
    db.select({ value: count() }).from(lines),
  ]);
  return { rows, total: total?.value ?? 0 };
};

const lineWhere = (filter: LineFilter) =>
  and(
    eq(readings.deviceId, filter.device_id),
    eq(readings.analogType, filter.analog_type),
    filter.component_id ? eq(readings.componentId, filter.component_id) : undefined,
    filter.start_time === undefined ? undefined : gte(readings.measuredAt, new Date(filter.start_time * 1000)),
    filter.end_time === undefined ? undefined : lte(readings.measuredAt, new Date(filter.end_time * 1000)),
  );

/** The newest `limit` readings of a line, newest first. */
export const selectNewestReadings = (db: DbOrTx, filter: LineFilter, limit: number) =>
  db
    .select({
      value: readings.value,
      unit: readings.unit,
      measuredAt: readings.measuredAt,
      receiveTime: readings.receiveTime,
    })
    .from(readings)
    .where(lineWhere(filter))
    .orderBy(desc(readings.measuredAt))
    .limit(limit);

/** One page of a line's readings, newest first, and their count. */
export const selectReadingPage = async (db: DbOrTx, filter: LineFilter & Page) => {
  const where = lineWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(readings)
      .where(where)
      .orderBy(desc(readings.measuredAt), desc(readings.id))
      .limit(filter.page_size)
      .offset(filter.page_no * filter.page_size),
    db.select({ value: count() }).from(readings).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
};

/** What a command is checked against: the device's unit, class and settings. */
export const findCommandTarget = async (db: DbOrTx, deviceId: number) => {
  const [device] = await db
    .select({ companyId: devices.companyId, deviceClass: devices.deviceClass, settings: devices.settings })
    .from(devices)
    .where(eq(devices.id, deviceId));
  return device;
};

/** Records a command for the device's gateway (status pending). */
export const insertCommand = async (db: DbOrTx, values: typeof deviceCommands.$inferInsert) => {
  const [row] = await db.insert(deviceCommands).values(values).returning();
  return row!;
};
