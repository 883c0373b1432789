import { and, asc, count, desc, eq, gte, inArray, isNotNull, like, lte, or, sql, type SQL } from 'drizzle-orm';
import type { CompanyListQuery, DistrictListQuery } from '@fireline/shared';
import { inScope, type Scope } from '../../core/scope';
import type { DbOrTx } from '../../db/client';
import { ilikeContains } from '../../db/like';
import { devices, orgBindings, organisations, users } from '../../db/schema';

export type OrgRow = typeof organisations.$inferSelect;

export const unitKinds = ['cared', 'household', 'control_room', 'nine_type'] as const;

export const findOrg = async (db: DbOrTx, id: number) =>
  (await db.select().from(organisations).where(eq(organisations.id, id)))[0];

/** Relations shown with a unit (bound authorities and centres, online flag, admin account), for many units in four queries. */
export const loadRelations = async (db: DbOrTx, ids: number[]) => {
  const result = new Map<
    number,
    { authorityNames: string[]; centerNames: string[]; isOnline: boolean; account: string | null }
  >();
  for (const id of ids) result.set(id, { authorityNames: [], centerNames: [], isOnline: false, account: null });
  if (ids.length === 0) return result;
  const [bound, online, admins] = await Promise.all([
    db
      .select({ caredId: orgBindings.caredId, kind: organisations.kind, name: organisations.name })
      .from(orgBindings)
      .innerJoin(organisations, eq(organisations.id, orgBindings.orgId))
      .where(and(inArray(orgBindings.caredId, ids), eq(orgBindings.status, 1)))
      .orderBy(asc(orgBindings.id)),
    db
      .selectDistinct({ companyId: devices.companyId })
      .from(devices)
      .where(and(inArray(devices.companyId, ids), eq(devices.isOnline, true))),
    // The unit's first account is its administrator (created with the unit).
    db
      .selectDistinctOn([users.orgId], { orgId: users.orgId, username: users.username })
      .from(users)
      .where(inArray(users.orgId, ids))
      .orderBy(asc(users.orgId), asc(users.id)),
  ]);
  for (const row of bound) {
    const entry = result.get(row.caredId)!;
    if (row.kind === 'authority') entry.authorityNames.push(row.name);
    if (row.kind === 'center') entry.centerNames.push(row.name);
  }
  for (const row of online) result.get(row.companyId)!.isOnline = true;
  for (const row of admins) result.get(row.orgId)!.account = row.username;
  return result;
};

/** Whether an organisation (centre, authority, ...) is bound to at least one unit of the scope. */
export const isBoundToScope = async (db: DbOrTx, scope: Scope, orgId: number) => {
  const [row] = await db
    .select({ id: orgBindings.id })
    .from(orgBindings)
    .where(and(eq(orgBindings.orgId, orgId), eq(orgBindings.status, 1), inScope(scope, orgBindings.caredId)))
    .limit(1);
  return row !== undefined;
};

const onlineCondition = sql`exists (select 1 from ${devices} where ${devices.companyId} = ${organisations.id} and ${devices.isOnline})`;

/** The /new_company_list screen: units in scope with its filters, newest first. */
export const listUnits = async (db: DbOrTx, scope: Scope, query: CompanyListQuery) => {
  const conditions: (SQL | undefined)[] = [
    inScope(scope, organisations.id),
    inArray(organisations.kind, [...unitKinds]),
    query.company_name ? ilikeContains(organisations.name, query.company_name) : undefined,
    query.category ? eq(organisations.category, query.category) : undefined,
    query.region_code ? like(organisations.regionCode, `${query.region_code}%`) : undefined,
    query.start_time !== undefined ? gte(organisations.createdAt, new Date(query.start_time * 1000)) : undefined,
    query.end_time !== undefined ? lte(organisations.createdAt, new Date(query.end_time * 1000)) : undefined,
  ];
  if (query.enum_company_online_status === 1) conditions.push(onlineCondition);
  if (query.enum_company_online_status === 0) conditions.push(sql`not ${onlineCondition}`);
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(organisations)
      .where(where)
      .orderBy(desc(organisations.createdAt), desc(organisations.id))
      .limit(query.page_size)
      .offset(query.page_no * query.page_size),
    db.select({ value: count() }).from(organisations).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
};

/** Units in scope bound (any status) to one organisation, paged. */
export const listUnitsBoundTo = async (
  db: DbOrTx,
  scope: Scope,
  orgId: number,
  page: { page_no: number; page_size: number },
  onlyBound = true,
) => {
  const where = and(
    eq(orgBindings.orgId, orgId),
    onlyBound ? eq(orgBindings.status, 1) : undefined,
    inScope(scope, orgBindings.caredId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ org: organisations, stu: orgBindings.status })
      .from(orgBindings)
      .innerJoin(organisations, eq(organisations.id, orgBindings.caredId))
      .where(where)
      .orderBy(asc(organisations.id))
      .limit(page.page_size)
      .offset(page.page_no * page.page_size),
    db.select({ value: count() }).from(orgBindings).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
};

/** The organisations bound to one unit (centres, authorities, maintenance companies, fire stations). */
export const listOrgsBoundToUnit = async (db: DbOrTx, unitId: number) =>
  db
    .select({ org: organisations, stu: orgBindings.status })
    .from(orgBindings)
    .innerJoin(organisations, eq(organisations.id, orgBindings.orgId))
    .where(eq(orgBindings.caredId, unitId))
    .orderBy(asc(organisations.kind), asc(organisations.id));

/** Units whose parent is the given organisation (branches, control rooms of a unit), within the scope. */
export const listChildren = async (
  db: DbOrTx,
  scope: Scope,
  parentId: number,
  kinds: readonly string[],
  page: { page_no: number; page_size: number },
) => {
  const where = and(
    eq(organisations.parentId, parentId),
    isNotNull(organisations.parentId),
    inArray(organisations.kind, [...kinds]),
    inScope(scope, organisations.id),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(organisations)
      .where(where)
      .orderBy(asc(organisations.id))
      .limit(page.page_size)
      .offset(page.page_no * page.page_size),
    db.select({ value: count() }).from(organisations).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
};

/** Unit counts per cared category within the scope. */
export const countByCategory = async (db: DbOrTx, scope: Scope) =>
  db
    .select({ kind: organisations.kind, category: organisations.category, value: count() })
    .from(organisations)
    .where(and(inScope(scope, organisations.id), inArray(organisations.kind, [...unitKinds])))
    .groupBy(organisations.kind, organisations.category)
    .orderBy(asc(organisations.kind), asc(organisations.category));

/** Units of the kinds by name for the binding dialog, with the binding state towards one organisation (null: not bound). */
export const listBindingCandidates = async (
  db: DbOrTx,
  { orgId, kinds, limit }: { orgId: number; kinds: readonly string[]; limit: Scope | null },
  query: { page_no: number; page_size: number; company_name?: string },
) => {
  const where = and(
    inArray(organisations.kind, [...kinds]),
    limit ? inScope(limit, organisations.id) : undefined,
    query.company_name ? ilikeContains(organisations.name, query.company_name) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: organisations.id, name: organisations.name, kind: organisations.kind, stu: orgBindings.status })
      .from(organisations)
      .leftJoin(orgBindings, and(eq(orgBindings.caredId, organisations.id), eq(orgBindings.orgId, orgId)))
      .where(where)
      .orderBy(asc(organisations.id))
      .limit(query.page_size)
      .offset(query.page_no * query.page_size),
    db.select({ value: count() }).from(organisations).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
};

/**
 * One district-organisation tab: units of the scope; for a centre, maintenance company or authority, those the caller
 * may read (its own organisation, or one bound to a unit of the scope); everything for an administrator.
 */
export const listDistrictOrgs = async (
  db: DbOrTx,
  caller: { scope: Scope; orgId: number },
  query: DistrictListQuery,
) => {
  const isUnitTab = query.kind === 'cared';
  const boundToScope = sql`exists (select 1 from ${orgBindings} where ${orgBindings.orgId} = ${organisations.id} and ${orgBindings.status} = 1 and ${inScope(caller.scope, orgBindings.caredId)})`;
  const visible = caller.scope.isAll
    ? undefined
    : isUnitTab
      ? inScope(caller.scope, organisations.id)
      : or(eq(organisations.id, caller.orgId), boundToScope);
  const where = and(
    isUnitTab ? inArray(organisations.kind, [...unitKinds]) : eq(organisations.kind, query.kind),
    visible,
    query.company_name ? ilikeContains(organisations.name, query.company_name) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(organisations)
      .where(where)
      .orderBy(desc(organisations.createdAt), desc(organisations.id))
      .limit(query.page_size)
      .offset(query.page_no * query.page_size),
    db.select({ value: count() }).from(organisations).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
};
