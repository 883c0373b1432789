import { unitOwnKinds } from '@fireline/shared';
import { and, asc, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { inScope, type Scope } from '../../core/scope';
import { queryRows, type DbOrTx } from '../../db/client';
import { ilikeContains } from '../../db/like';
import {
  buildings,
  departments,
  deviceDots,
  events,
  floorPlans,
  floors,
  hazardNodes,
  hazards,
  maintContracts,
  maintContractUnits,
  orgBindings,
  organisations,
  pushSettings,
  roles,
  users,
} from '../../db/schema';

export type HazardRow = typeof hazards.$inferSelect;
export type NewHazard = typeof hazards.$inferInsert;
export type HazardNodeRow = typeof hazardNodes.$inferSelect;
export type NewHazardNode = typeof hazardNodes.$inferInsert;

/** A column of the outer row, qualified: inside a subquery an unqualified name would bind to the inner table. */
const outer = (table: 'hazards' | 'hazard_nodes' | 'events' | 'users', column: string) =>
  sql.raw(`"${table}"."${column}"`);

const personName = (userId: SQL) =>
  sql<string | null>`(select coalesce(nullif(u.real_name, ''), u.username) from ${users} u where u.id = ${userId})`;

/** The names a hazard is shown with: unit, place, people; the subqueries run on the page's rows only. */
const names = {
  companyName: sql<
    string | null
  >`(select o.name from ${organisations} o where o.id = ${outer('hazards', 'company_id')})`,
  buildingName: sql<string | null>`(select b.name from ${buildings} b where b.id = ${outer('hazards', 'building_id')})`,
  floorName: sql<string | null>`(select f.name from ${floors} f where f.id = ${outer('hazards', 'floor_id')})`,
  reporterName: personName(outer('hazards', 'reporter_id')),
  designatedCompanyName: sql<
    string | null
  >`(select o.name from ${organisations} o where o.id = ${outer('hazards', 'designated_company_id')})`,
  designatedUserName: personName(outer('hazards', 'designated_user_id')),
};
export type NamedHazard = { hazard: HazardRow } & { [K in keyof typeof names]: string | null };

export const insertHazard = async (db: DbOrTx, values: NewHazard) => {
  const [row] = await db.insert(hazards).values(values).returning();
  return row!;
};

/** A hazard raised from a source (event, patrol item) once: undefined when the unique index already holds one. */
export const insertHazardOnce = async (db: DbOrTx, values: NewHazard) => {
  const [row] = await db.insert(hazards).values(values).onConflictDoNothing().returning();
  return row;
};

export const insertNode = (db: DbOrTx, values: NewHazardNode) => db.insert(hazardNodes).values(values);

export const findHazard = async (db: DbOrTx, id: number): Promise<HazardRow | undefined> => {
  const [row] = await db.select().from(hazards).where(eq(hazards.id, id));
  return row;
};

export const findHazardIdByEvent = async (db: DbOrTx, eventId: number) => {
  const [row] = await db.select({ id: hazards.id }).from(hazards).where(eq(hazards.eventId, eventId));
  return row?.id;
};

/** The hazards raised from failed maintenance task items, by item id. */
export const selectPatrolHazards = (db: DbOrTx, pairs: { recordId: number; itemId: number }[]) =>
  pairs.length === 0
    ? Promise.resolve([] as { id: number; recordId: number | null; itemId: number | null }[])
    : db
        .select({ id: hazards.id, recordId: hazards.patrolRecordId, itemId: hazards.patrolItemId })
        .from(hazards)
        .where(
          or(
            ...pairs.map((pair) =>
              and(eq(hazards.patrolRecordId, pair.recordId), eq(hazards.patrolItemId, pair.itemId)),
            ),
          ),
        );

/** A hazard with its names and its floor's plan image. */
export const selectNamedHazard = async (db: DbOrTx, id: number) => {
  const [row] = await db
    .select({
      hazard: hazards,
      ...names,
      planFileId: sql<
        string | null
      >`(select fp.file_id from ${floorPlans} fp where fp.floor_id = ${outer('hazards', 'floor_id')})`,
    })
    .from(hazards)
    .where(eq(hazards.id, id));
  return row;
};

/**
 * Moves a hazard one step, only from the status the step starts at: a hazard another call moved meanwhile is not
 * found (undefined), so a step can never be skipped or taken twice, even by two concurrent calls.
 */
export const advanceHazard = async (db: DbOrTx, options: { id: number; from: number; values: Partial<NewHazard> }) => {
  const [row] = await db
    .update(hazards)
    .set({ ...options.values, updatedAt: new Date() })
    .where(and(eq(hazards.id, options.id), eq(hazards.status, options.from)))
    .returning();
  return row;
};

export const deleteReportedHazard = async (db: DbOrTx, id: number, status: number) => {
  const [row] = await db
    .delete(hazards)
    .where(and(eq(hazards.id, id), eq(hazards.status, status)))
    .returning({ id: hazards.id });
  return row;
};

export const selectNodes = (db: DbOrTx, hazardId: number) =>
  db
    .select({ node: hazardNodes, userName: personName(outer('hazard_nodes', 'user_id')) })
    .from(hazardNodes)
    .where(eq(hazardNodes.hazardId, hazardId))
    .orderBy(asc(hazardNodes.id));

/** Users by id with their names, for the responsible people and the designated person. */
export const selectUserNames = async (db: DbOrTx, ids: readonly number[]) => {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: users.id, name: sql<string>`coalesce(nullif(${users.realName}, ''), ${users.username})` })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
};

/** Active users of an organisation among the ids, with whether their role holds a permission node. */
export const selectOrgUsers = (db: DbOrTx, options: { orgId: number; ids?: readonly number[]; permission?: string }) =>
  db
    .select({
      id: users.id,
      name: sql<string>`coalesce(nullif(${users.realName}, ''), ${users.username})`,
      departmentName: sql<
        string | null
      >`(select d.name from ${departments} d where d.id = ${outer('users', 'department_id')})`,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(users.orgId, options.orgId),
        eq(users.isActive, true),
        isNull(users.deletedAt),
        options.ids ? inArray(users.id, [...options.ids]) : undefined,
        options.permission ? sql`${options.permission} = any(${roles.permissionIds})` : undefined,
      ),
    )
    .orderBy(asc(users.id));

/** A building of the unit and, when given, a floor of that building: what the hazard's place names. */
export const selectPlace = async (db: DbOrTx, options: { buildingId: number; floorId?: number | null }) => {
  const [building] = await db
    .select({ id: buildings.id, companyId: buildings.companyId })
    .from(buildings)
    .where(eq(buildings.id, options.buildingId));
  if (!building) return undefined;
  if (!options.floorId) return { building, floor: undefined };
  const [floor] = await db
    .select({ id: floors.id, buildingId: floors.buildingId })
    .from(floors)
    .where(eq(floors.id, options.floorId));
  return { building, floor };
};

/**
 * The maintenance companies a unit's hazard may go to: a contract in force today and a binding (status 1) with the
 * unit, so the company's people reach the unit's records.
 */
export const selectContractOptions = (db: DbOrTx, unitId: number) =>
  db
    .select({
      contractId: maintContracts.id,
      companyMaintId: maintContracts.companyMaintId,
      projectName: maintContracts.projectName,
      companyName: organisations.name,
    })
    .from(maintContracts)
    .innerJoin(
      maintContractUnits,
      and(eq(maintContractUnits.contractId, maintContracts.id), eq(maintContractUnits.unitId, unitId)),
    )
    .innerJoin(organisations, eq(organisations.id, maintContracts.companyMaintId))
    .where(
      and(
        eq(maintContracts.isActive, true),
        lte(maintContracts.startDate, sql`current_date`),
        gte(maintContracts.endDate, sql`current_date`),
        sql`exists (select 1 from ${orgBindings} b where b.org_id = ${sql.raw('"maint_contracts"."company_maint_id"')}
          and b.cared_id = ${unitId} and b.status = 1)`,
      ),
    )
    .orderBy(asc(maintContracts.id));

/** The alarm event a yinhuan hazard is raised from, with its device's or component's point on the plan. */
export const selectEventForHazard = async (db: DbOrTx, eventId: number) => {
  const dot = (axis: 'x' | 'y') =>
    sql<number | null>`(select d.${sql.raw(axis)} from ${deviceDots} d
      where d.floor_id = ${outer('events', 'floor_id')}
        and (d.component_id = ${outer('events', 'component_id')}
          or (d.device_id = ${outer('events', 'device_id')} and d.component_id is null))
      order by d.component_id nulls last limit 1)`;
  const [row] = await db
    .select({ event: events, dotX: dot('x'), dotY: dot('y') })
    .from(events)
    .where(eq(events.id, eventId));
  return row;
};

export type HazardFilter = {
  companyId?: number;
  statuses?: readonly number[];
  level?: number;
  source?: string;
  keyword?: string;
  from?: Date;
  to?: Date;
  isOverdue?: boolean;
  /** Only those waiting for this caller (ListOptions.mine). */
  waitingFor?: { userId: number; orgId: number; handles: boolean; disposes: boolean };
};

/** Hazards the caller may act on next: their unit's waiting for examination, or designated to them for disposal. */
const waitingCondition = (waiting: NonNullable<HazardFilter['waitingFor']>): SQL => {
  const parts: SQL[] = [];
  if (waiting.handles) parts.push(and(eq(hazards.companyId, waiting.orgId), inArray(hazards.status, [1, 2, 4, 5]))!);
  if (waiting.disposes)
    parts.push(
      and(
        eq(hazards.status, 3),
        or(
          and(eq(hazards.designateKind, 'company'), eq(hazards.designatedCompanyId, waiting.orgId)),
          and(eq(hazards.designateKind, 'user'), eq(hazards.designatedUserId, waiting.userId)),
        ),
      )!,
    );
  return parts.length ? or(...parts)! : sql`false`;
};

const whereOf = (scope: Scope, filter: HazardFilter) =>
  and(
    inScope(scope, hazards.companyId),
    filter.companyId ? eq(hazards.companyId, filter.companyId) : undefined,
    filter.statuses?.length ? inArray(hazards.status, [...filter.statuses]) : undefined,
    filter.level ? eq(hazards.level, filter.level) : undefined,
    filter.source ? eq(hazards.source, filter.source) : undefined,
    filter.keyword
      ? or(ilikeContains(hazards.description, filter.keyword), ilikeContains(hazards.location, filter.keyword))
      : undefined,
    filter.from ? gte(hazards.createdAt, filter.from) : undefined,
    filter.to ? lte(hazards.createdAt, filter.to) : undefined,
    filter.isOverdue === true
      ? sql`${hazards.overdueAt} is not null and ${hazards.status} in (1, 2, 3, 4, 5)`
      : undefined,
    filter.isOverdue === false
      ? sql`(${hazards.overdueAt} is null or ${hazards.status} not in (1, 2, 3, 4, 5))`
      : undefined,
    filter.waitingFor ? waitingCondition(filter.waitingFor) : undefined,
  );

/** One page of the scope's hazards, newest first, with their names. */
export const selectHazardPage = async (
  db: DbOrTx,
  scope: Scope,
  options: { filter: HazardFilter; pageNo: number; pageSize: number },
) => {
  const where = whereOf(scope, options.filter);
  const [rows, total] = await Promise.all([
    db
      .select({ hazard: hazards, ...names })
      .from(hazards)
      .where(where)
      .orderBy(desc(hazards.createdAt), desc(hazards.id))
      .limit(options.pageSize)
      .offset(options.pageNo * options.pageSize),
    db.$count(hazards, where),
  ]);
  return { rows: rows as NamedHazard[], total };
};

/** The scope's units with their hazard counts, units with hazards first. */
export const selectUnitCounts = async (
  db: DbOrTx,
  scope: Scope,
  options: { name?: string; pageNo: number; pageSize: number },
) => {
  const where = and(
    inScope(scope, organisations.id),
    inArray(organisations.kind, [...unitOwnKinds]),
    options.name ? ilikeContains(organisations.name, options.name) : undefined,
  );
  const counted = db
    .select({
      companyId: hazards.companyId,
      total: sql<number>`count(*)::int`.as('total'),
      open: sql<number>`(count(*) filter (where ${hazards.status} in (1, 2, 3, 4, 5)))::int`.as('open'),
      overdue: sql<number>`(count(*) filter (where ${hazards.overdueAt} is not null
        and ${hazards.status} in (1, 2, 3, 4, 5)))::int`.as('overdue'),
      closed: sql<number>`(count(*) filter (where ${hazards.status} = 6))::int`.as('closed'),
    })
    .from(hazards)
    .groupBy(hazards.companyId)
    .as('counted');
  const [rows, total] = await Promise.all([
    db
      .select({
        companyId: organisations.id,
        companyName: organisations.name,
        total: sql<number>`coalesce(${counted.total}, 0)`,
        open: sql<number>`coalesce(${counted.open}, 0)`,
        overdue: sql<number>`coalesce(${counted.overdue}, 0)`,
        closed: sql<number>`coalesce(${counted.closed}, 0)`,
      })
      .from(organisations)
      .leftJoin(counted, eq(counted.companyId, organisations.id))
      .where(where)
      .orderBy(sql`coalesce(${counted.open}, 0) desc`, sql`coalesce(${counted.total}, 0) desc`, asc(organisations.id))
      .limit(options.pageSize)
      .offset(options.pageNo * options.pageSize),
    db.$count(organisations, where),
  ]);
  return { rows, total };
};

/**
 * Flags the open hazards not disposed of whose deadline passed (once: overdue_at is set), answering them. Runs in the
 * overdue job's transaction with the pushes, so a flag and its messages commit together.
 */
export const flagOverdueHazards = (db: DbOrTx, limit = 500) =>
  queryRows<{ id: number }>(
    db,
    sql`update ${hazards} set overdue_at = now(), updated_at = now()
        where id in (select id from ${hazards}
          where overdue_at is null and status in (1, 2, 3) and deadline < now()
          order by deadline limit ${limit} for update skip locked)
        returning id`,
  ).then((rows) => rows.map((row) => Number(row.id)));

export const selectHazardsByIds = (db: DbOrTx, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([] as (HazardRow & { companyName: string | null })[])
    : db
        .select({ hazard: hazards, companyName: names.companyName })
        .from(hazards)
        .where(inArray(hazards.id, [...ids]))
        .then((rows) => rows.map((row) => ({ ...row.hazard, companyName: row.companyName })));

/** Active users of these organisations whose role holds the node: a unit's examiners, a company's disposers. */
export const selectHoldersIn = async (db: DbOrTx, orgIds: readonly number[], permission: string) => {
  if (orgIds.length === 0) return [] as { id: number; orgId: number }[];
  return db
    .select({ id: users.id, orgId: users.orgId })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        inArray(users.orgId, [...orgIds]),
        eq(users.isActive, true),
        isNull(users.deletedAt),
        sql`${permission} = any(${roles.permissionIds})`,
      ),
    );
};

/** What the notification channels need of these users: the channels they chose and their addresses. */
export const selectContacts = (db: DbOrTx, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve(
        [] as {
          id: number;
          mobile: string | null;
          email: string | null;
          wechatOpenid: string | null;
          channels: string[] | null;
        }[],
      )
    : db
        .select({
          id: users.id,
          mobile: users.mobile,
          email: users.email,
          wechatOpenid: users.wechatOpenid,
          channels: pushSettings.channels,
        })
        .from(users)
        .leftJoin(pushSettings, eq(pushSettings.userId, users.id))
        .where(and(inArray(users.id, [...ids]), eq(users.isActive, true)));
