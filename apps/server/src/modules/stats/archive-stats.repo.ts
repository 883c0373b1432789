import { unitOwnKinds, type BuildingBreakdown, type DeviceBreakdown } from '@fireline/shared';
import { and, count, eq, gte, inArray, lt, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { inScope, type Scope } from '../../core/scope';
import type { DbOrTx } from '../../db/client';
import { buildings, confirmReasons, devices, fireSystems, organisations, remoteEnums } from '../../db/schema';

/**
 * Counts over the archives (units, buildings, fire systems, devices): a few thousand rows for a large centre, read
 * directly. Keys come back as text ('' when the column is empty) so every statistic's groups have one shape.
 */

/** Rows per value of `column` among the rows of `table` matching `where`. */
const groupCount = (db: DbOrTx, table: PgTable, column: AnyColumn | SQL, where: SQL | undefined) =>
  db
    .select({ key: sql<string>`coalesce(${column}::text, '')`, count: count() })
    .from(table)
    .where(where)
    .groupBy(sql`1`);

/** The scope's networked units (the unit-like kinds), as organisations rows. */
const unitsWhere = (scope: Scope) =>
  and(inScope(scope, organisations.id), inArray(organisations.kind, [...unitOwnKinds]));

/** Units by type (their category, or their kind when it has none) or by class (enum_company_type). */
export const countUnitsBy = (db: DbOrTx, scope: Scope, by: 'type' | 'class') =>
  groupCount(
    db,
    organisations,
    by === 'type' ? sql`coalesce(${organisations.category}, ${organisations.kind})` : organisations.enumCompanyType,
    unitsWhere(scope),
  );

const buildingColumns: Record<BuildingBreakdown, AnyColumn> = {
  type: buildings.enumBuildingType,
  property: buildings.enumBuildingProperty,
  fire_resistance: buildings.enumBuildingFireResistance,
  structure: buildings.enumBuildingStructure,
  fire_level: buildings.enumBuildingFireLevel,
};

export const countBuildingsBy = (db: DbOrTx, scope: Scope, by: BuildingBreakdown) =>
  groupCount(db, buildings, buildingColumns[by], inScope(scope, buildings.companyId));

export const countSystemsByType = (db: DbOrTx, scope: Scope) =>
  groupCount(db, fireSystems, fireSystems.systemType, inScope(scope, fireSystems.companyId));

const deviceColumns: Record<DeviceBreakdown, AnyColumn> = {
  type: devices.deviceType,
  class: devices.deviceClass,
  brand: devices.brand,
  model: devices.deviceModel,
};

export const countDevicesBy = (db: DbOrTx, scope: Scope, by: DeviceBreakdown) =>
  groupCount(db, devices, deviceColumns[by], inScope(scope, devices.companyId));

/** Devices in all, online, in alarm and in fault. */
export const countDeviceStates = async (db: DbOrTx, scope: Scope) => {
  const [row] = await db
    .select({
      total: count(),
      online: sql<number>`count(*) filter (where ${devices.isOnline})`.mapWith(Number),
      alarm: sql<number>`count(*) filter (where ${devices.state} = 'alarm')`.mapWith(Number),
      fault: sql<number>`count(*) filter (where ${devices.state} = 'fault')`.mapWith(Number),
    })
    .from(devices)
    .where(inScope(scope, devices.companyId));
  return row ?? { total: 0, online: 0, alarm: 0, fault: 0 };
};

/**
 * Units or devices joining: their networking date (联网日期) when the archive has one, else the site day they were
 * created on. Answers how many joined before `from` and how many on each day from `from` to `to`.
 */
const countJoined = async (
  db: DbOrTx,
  options: { table: PgTable; joined: SQL; where: SQL | undefined; from: string; to: string },
) => {
  const { table, joined, where, from, to } = options;
  const [[before], days] = await Promise.all([
    db
      .select({ value: count() })
      .from(table)
      .where(and(where, lt(joined, from))),
    db
      .select({ day: sql<string>`(${joined})::text`, count: count() })
      .from(table)
      .where(and(where, gte(joined, from), lte(joined, to)))
      .groupBy(sql`1`),
  ]);
  return { before: before?.value ?? 0, days };
};

export const countUnitsJoined = (
  db: DbOrTx,
  scope: Scope,
  window: { from: string; to: string; offsetMinutes: number },
) =>
  countJoined(db, {
    table: organisations,
    joined: sql`coalesce(${organisations.networkingDate}, event_site_day(${organisations.createdAt}, ${window.offsetMinutes}::int))`,
    where: unitsWhere(scope),
    from: window.from,
    to: window.to,
  });

export const countDevicesJoined = (
  db: DbOrTx,
  scope: Scope,
  window: { from: string; to: string; offsetMinutes: number },
) =>
  countJoined(db, {
    table: devices,
    joined: sql`coalesce(${devices.networkingDate}, event_site_day(${devices.createdAt}, ${window.offsetMinutes}::int))`,
    where: inScope(scope, devices.companyId),
    from: window.from,
    to: window.to,
  });

/** The names of a remote enum table's entries (shown or not), by id as text. */
export const selectEnumNames = async (db: DbOrTx, enumName: string) => {
  const rows = await db
    .select({ id: remoteEnums.id, zh: remoteEnums.name, en: remoteEnums.engName })
    .from(remoteEnums)
    .where(eq(remoteEnums.enumName, enumName));
  return new Map(rows.map((row) => [String(row.id), { zh: row.zh, en: row.en }]));
};

/** The texts of confirm reasons, by id as text. */
export const selectReasonNames = async (db: DbOrTx, ids: number[]) => {
  if (ids.length === 0) return new Map<string, { zh: string; en: string }>();
  const rows = await db
    .select({ id: confirmReasons.id, zh: confirmReasons.reason, en: confirmReasons.reasonEn })
    .from(confirmReasons)
    .where(inArray(confirmReasons.id, ids));
  return new Map(rows.map((row) => [String(row.id), { zh: row.zh, en: row.en }]));
};
