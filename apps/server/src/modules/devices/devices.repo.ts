import { deviceStatusStates, deviceTabs, type DeviceClass, type DeviceListQuery } from '@fireline/shared';
import { and, asc, count, countDistinct, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { inScope, type Scope } from '../../core/scope';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/like';
import {
  buildings,
  components,
  componentSearch,
  devices,
  fireSystems,
  floors,
  organisations,
  unitDeviceCounts,
} from '../../db/schema';
import type { DeviceJoined } from './device-present';

export type DeviceRow = typeof devices.$inferSelect;
export type ComponentRow = typeof components.$inferSelect;
export type DeviceFilter = Omit<DeviceListQuery, 'page_no' | 'page_size' | 'tab'>;

const dtu = alias(devices, 'dtu');
const alarmer = alias(devices, 'alarmer');

const deviceSelection = {
  device: devices,
  companyName: organisations.name,
  companyKind: organisations.kind,
  buildingName: buildings.name,
  floorName: floors.name,
  systemName: fireSystems.name,
  dtuName: dtu.name,
};
const componentSelection = {
  component: components,
  companyName: organisations.name,
  companyKind: organisations.kind,
  buildingName: buildings.name,
  floorName: floors.name,
  systemName: fireSystems.name,
  dtuName: dtu.name,
  dtuCode: dtu.deviceCode,
  dtuOnline: dtu.isOnline,
  alarmerName: alarmer.name,
};
export type JoinedDevice = { device: DeviceRow } & DeviceJoined;
export type JoinedComponent = { component: ComponentRow; dtuCode: string } & DeviceJoined;

/** Devices with their names joined in, one query. */
const selectDevices = (db: DbOrTx) =>
  db
    .select(deviceSelection)
    .from(devices)
    .innerJoin(organisations, eq(organisations.id, devices.companyId))
    .leftJoin(buildings, eq(buildings.id, devices.buildingId))
    .leftJoin(floors, eq(floors.id, devices.floorId))
    .leftJoin(fireSystems, eq(fireSystems.id, devices.systemId))
    .leftJoin(dtu, eq(dtu.id, devices.dtuId));

const selectComponents = (db: DbOrTx) =>
  db
    .select(componentSelection)
    .from(components)
    .innerJoin(organisations, eq(organisations.id, components.companyId))
    .leftJoin(buildings, eq(buildings.id, components.buildingId))
    .leftJoin(floors, eq(floors.id, components.floorId))
    .leftJoin(fireSystems, eq(fireSystems.id, components.systemId))
    .innerJoin(dtu, eq(dtu.id, components.deviceId))
    .leftJoin(alarmer, eq(alarmer.id, components.alarmerId));

/**
 * Component_search rows whose text contains the keyword, case-insensitive: the text is lowered when written, and
 * lower(text) LIKE lower(pattern) is what ILIKE does in a UTF-8 database, without lowering every candidate row again.
 */
const searchMatches = (keyword: string) => sql`${componentSearch.searchText} like lower(${containsPattern(keyword)})`;

/** The list filters of the device tabs on the devices table. */
export const deviceWhere = (scope: Scope, filter: DeviceFilter, classes: readonly DeviceClass[]): SQL | undefined =>
  and(
    inScope(scope, devices.companyId),
    inArray(devices.deviceClass, [...classes]),
    filter.company_id ? eq(devices.companyId, filter.company_id) : undefined,
    filter.system_id ? eq(devices.systemId, filter.system_id) : undefined,
    filter.building_id ? eq(devices.buildingId, filter.building_id) : undefined,
    filter.floor_id ? eq(devices.floorId, filter.floor_id) : undefined,
    filter.status === undefined ? undefined : eq(devices.state, deviceStatusStates[filter.status]!),
    filter.online === undefined ? undefined : eq(devices.isOnline, filter.online === 1),
    filter.search
      ? or(
          ilike(devices.name, containsPattern(filter.search)),
          ilike(devices.deviceCode, containsPattern(filter.search)),
        )
      : undefined,
    filter.enum_device_model ? eq(devices.deviceModel, filter.enum_device_model) : undefined,
  );

/** The same filters on components; online is their DTU's. */
export const componentWhere = (scope: Scope, filter: DeviceFilter): SQL | undefined =>
  and(
    inScope(scope, components.companyId),
    filter.company_id ? eq(components.companyId, filter.company_id) : undefined,
    filter.system_id ? eq(components.systemId, filter.system_id) : undefined,
    filter.building_id ? eq(components.buildingId, filter.building_id) : undefined,
    filter.floor_id ? eq(components.floorId, filter.floor_id) : undefined,
    filter.status === undefined ? undefined : eq(components.state, deviceStatusStates[filter.status]!),
    filter.online === undefined
      ? undefined
      : sql`exists (select 1 from ${devices} d where d.id = ${components.deviceId} and d.is_online = ${filter.online === 1})`,
    filter.search
      ? sql`${components.id} in (select ${componentSearch.id} from ${componentSearch} where ${searchMatches(filter.search)})`
      : undefined,
    filter.enum_device_model ? eq(components.model, filter.enum_device_model) : undefined,
  );

/** Whether a filter narrows only by unit, so the per-unit counts answer its total. */
export const isUnitOnlyFilter = (filter: DeviceFilter) =>
  !filter.system_id &&
  !filter.building_id &&
  !filter.floor_id &&
  filter.status === undefined &&
  filter.online === undefined &&
  !filter.search &&
  !filter.enum_device_model;

/** Whether a component filter is a keyword within units only: component_search alone answers its count and page. */
export const isKeywordOnlyFilter = (filter: DeviceFilter) =>
  Boolean(filter.search) && isUnitOnlyFilter({ ...filter, search: undefined });

/** The matches of a keyword-only component filter, on component_search. */
const keywordWhere = (scope: Scope, filter: DeviceFilter) =>
  and(
    inScope(scope, componentSearch.companyId),
    filter.company_id ? eq(componentSearch.companyId, filter.company_id) : undefined,
    searchMatches(filter.search ?? ''),
  );

/** Folds the scope's delta rows into one per unit and class; atomic, so concurrent deltas and compactions add up. */
const compactUnitDeviceCounts = async (db: DbOrTx, scope: Scope) => {
  await db.execute(sql`with gone as (delete from ${unitDeviceCounts} where ${inScope(scope, unitDeviceCounts.companyId)} returning company_id, device_class, delta)
    insert into ${unitDeviceCounts} (company_id, device_class, delta) select company_id, device_class, sum(delta) from gone group by company_id, device_class`);
};

/**
 * Devices (and 'component') per class in the scope, from unit_device_counts: an index range per unit instead of
 * counting every device row. Folds the deltas once they outnumber the units a few times over.
 */
export const countUnitDevices = async (db: DbOrTx, scope: Scope, filter: DeviceFilter, classes: readonly string[]) => {
  const rows = await db
    .select({
      deviceClass: unitDeviceCounts.deviceClass,
      total: sql<string>`coalesce(sum(${unitDeviceCounts.delta}), 0)`,
      deltas: count(),
      units: countDistinct(unitDeviceCounts.companyId),
    })
    .from(unitDeviceCounts)
    .where(
      and(
        inScope(scope, unitDeviceCounts.companyId),
        filter.company_id ? eq(unitDeviceCounts.companyId, filter.company_id) : undefined,
        inArray(unitDeviceCounts.deviceClass, [...classes]),
      ),
    )
    .groupBy(unitDeviceCounts.deviceClass);
  const [deltas, units] = rows.reduce(
    ([sumDeltas, sumUnits], row) => [sumDeltas + row.deltas, sumUnits + row.units],
    [0, 0],
  );
  // Another request folding the same rows may deadlock with this one: the totals are already read, a later call folds.
  if (deltas > 4 * units + 100) await compactUnitDeviceCounts(db, scope).catch(() => undefined);
  return new Map(rows.map((row) => [row.deviceClass, Number(row.total)]));
};

type Page = { page_no: number; page_size: number };

/** A table a page of the lists is chosen on: the listed table itself, or component_search for a keyword. */
type Paged = typeof devices | typeof components | typeof componentSearch;

/**
 * The ids of one page, filtered and ordered on the table alone: the names are joined to these rows only, so a broad
 * filter does not join every matching row before the sort picks twenty.
 */
const pageIds = (db: DbOrTx, table: Paged, where: SQL | undefined, page: Page) =>
  db
    .select({ id: table.id })
    .from(table)
    .where(where)
    .orderBy(asc(table.id))
    .limit(page.page_size)
    .offset(page.page_no * page.page_size);

/** The total of a page: counted from the rows, or given (the per-unit counts). */
type Total = () => Promise<number>;

/** One page with its names joined (`joined` gets the page's ids as a subquery) and its total, side by side. */
const listPage = async <T>(options: {
  db: DbOrTx;
  table: Paged;
  where: SQL | undefined;
  page: Page;
  total?: Total;
  joined: (ids: ReturnType<typeof pageIds>) => Promise<T[]>;
}) => {
  const { db, table, where, page } = options;
  const countRows = async () => (await db.select({ value: count() }).from(table).where(where))[0]?.value ?? 0;
  const [rows, total] = await Promise.all([
    options.joined(pageIds(db, table, where, page)),
    (options.total ?? countRows)(),
  ]);
  return { rows, total };
};

const joinDevices = (db: DbOrTx) => async (ids: ReturnType<typeof pageIds>) =>
  (await selectDevices(db).where(inArray(devices.id, ids)).orderBy(asc(devices.id))) as JoinedDevice[];
const joinComponents = (db: DbOrTx) => async (ids: ReturnType<typeof pageIds>) =>
  (await selectComponents(db).where(inArray(components.id, ids)).orderBy(asc(components.id))) as JoinedComponent[];

export const listDevicePage = (db: DbOrTx, where: SQL | undefined, page: Page, total?: Total) =>
  listPage({ db, table: devices, where, page, total, joined: joinDevices(db) });

export const listComponentPage = (db: DbOrTx, where: SQL | undefined, page: Page, total?: Total) =>
  listPage({ db, table: components, where, page, total, joined: joinComponents(db) });

/**
 * The component tab for a keyword within units: the exact total and the page's ids come from component_search alone
 * (its narrow rows rechecked with a plain LIKE), and the names are joined to the page's rows only.
 */
export const listComponentKeywordPage = (db: DbOrTx, scope: Scope, filter: DeviceFilter, page: Page) =>
  listPage({ db, table: componentSearch, where: keywordWhere(scope, filter), page, joined: joinComponents(db) });

/** Where a keyset batch starts: the rows after `afterId` in the lists' order (id ascending). */
type Batch = { afterId?: number; limit: number };

/** The export's read of a list: the rows of `where` after a keyset id, names joined, so no OFFSET scan over 50 000 rows. */
export const readDeviceBatch = async (db: DbOrTx, where: SQL | undefined, batch: Batch) =>
  (await selectDevices(db)
    .where(and(where, batch.afterId === undefined ? undefined : gt(devices.id, batch.afterId)))
    .orderBy(asc(devices.id))
    .limit(batch.limit)) as JoinedDevice[];

export const readComponentBatch = async (db: DbOrTx, where: SQL | undefined, batch: Batch) =>
  (await selectComponents(db)
    .where(and(where, batch.afterId === undefined ? undefined : gt(components.id, batch.afterId)))
    .orderBy(asc(components.id))
    .limit(batch.limit)) as JoinedComponent[];

/** Counts per class for the tab badges, in one statement. */
export const countByClass = async (db: DbOrTx, scope: Scope, filter: DeviceFilter) => {
  if (isUnitOnlyFilter(filter)) return countUnitDevices(db, scope, filter, [...deviceTabs.all.classes, 'component']);
  const rows = await db
    .select({ deviceClass: devices.deviceClass, value: count() })
    .from(devices)
    .where(deviceWhere(scope, filter, deviceTabs.all.classes))
    .groupBy(devices.deviceClass)
    .unionAll(
      isKeywordOnlyFilter(filter)
        ? db
            .select({ deviceClass: sql<string>`'component'`, value: count() })
            .from(componentSearch)
            .where(keywordWhere(scope, filter))
        : db
            .select({ deviceClass: sql<string>`'component'`, value: count() })
            .from(components)
            .where(componentWhere(scope, filter)),
    );
  return new Map(rows.map((row) => [row.deviceClass, Number(row.value)]));
};

export const findDevices = async (db: DbOrTx, scope: Scope, ids: number[]) =>
  (await selectDevices(db)
    .where(and(inArray(devices.id, ids), inScope(scope, devices.companyId)))
    .orderBy(asc(devices.id))) as JoinedDevice[];

export const findComponents = async (db: DbOrTx, scope: Scope, ids: number[]) =>
  (await selectComponents(db)
    .where(and(inArray(components.id, ids), inScope(scope, components.companyId)))
    .orderBy(asc(components.id))) as JoinedComponent[];

/** Owners of ids whatever the scope: lets services answer 9993 for another unit's record and 9995 for none. */
export const deviceOwners = async (db: DbOrTx, ids: number[]) =>
  db
    .select({
      id: devices.id,
      companyId: devices.companyId,
      deviceClass: devices.deviceClass,
      buildingId: devices.buildingId,
    })
    .from(devices)
    .where(inArray(devices.id, ids));

export const componentOwners = async (db: DbOrTx, ids: number[]) =>
  db
    .select({ id: components.id, companyId: components.companyId, buildingId: components.buildingId })
    .from(components)
    .where(inArray(components.id, ids));

export const listDevicesWhere = async (db: DbOrTx, where: SQL | undefined) =>
  (await selectDevices(db).where(where).orderBy(asc(devices.id))) as JoinedDevice[];

/** A unit's devices of one class, names joined. */
export const listUnitDevicesOfClass = (db: DbOrTx, scope: Scope, companyId: number, deviceClass: DeviceClass) =>
  listDevicesWhere(
    db,
    and(inScope(scope, devices.companyId), eq(devices.companyId, companyId), eq(devices.deviceClass, deviceClass)),
  );

/** The controllers of a fire system. */
export const listSystemAlarmers = (db: DbOrTx, scope: Scope, systemId: number) =>
  listDevicesWhere(
    db,
    and(inScope(scope, devices.companyId), eq(devices.systemId, systemId), eq(devices.deviceClass, 'alarmer')),
  );

/** The controllers on a transmission device. */
export const listDtuAlarmers = (db: DbOrTx, scope: Scope, dtuId: number) =>
  listDevicesWhere(
    db,
    and(inScope(scope, devices.companyId), eq(devices.dtuId, dtuId), eq(devices.deviceClass, 'alarmer')),
  );
