import type { CompanyListQuery, UnitPickerQuery } from '@fireline/shared';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, like, lte, sql, type SQL } from 'drizzle-orm';
import { inScope, type Scope } from '../../core/scope';
import type { DbOrTx } from '../../db/client';
import { containsPattern, ilikeContains } from '../../db/like';
import { devices, organisations, users } from '../../db/schema';
import { unitKinds } from './companies.repo';

const onlineCondition = sql`exists (select 1 from ${devices} where ${devices.companyId} = ${organisations.id} and ${devices.isOnline})`;

/** One page of organisations matching `where`, in the given order, with the total. */
const pageOf = async (
  db: DbOrTx,
  where: SQL | undefined,
  order: SQL[],
  page: { page_no: number; page_size: number },
) => {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(organisations)
      .where(where)
      .orderBy(...order)
      .limit(page.page_size)
      .offset(page.page_no * page.page_size),
    db.select({ value: count() }).from(organisations).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
};

/** The /new_company_list screen: units in scope with its filters, newest first. */
export const listUnits = (db: DbOrTx, scope: Scope, query: CompanyListQuery) => {
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
  return pageOf(db, and(...conditions), [desc(organisations.createdAt), desc(organisations.id)], query);
};

/** Units whose parent is the given organisation (branches, control rooms of a unit), within the scope. */
export const listChildren = (
  db: DbOrTx,
  scope: Scope,
  parentId: number,
  kinds: readonly string[],
  page: { page_no: number; page_size: number },
) =>
  pageOf(
    db,
    and(
      eq(organisations.parentId, parentId),
      isNotNull(organisations.parentId),
      inArray(organisations.kind, [...kinds]),
      inScope(scope, organisations.id),
    ),
    [asc(organisations.id)],
    page,
  );

/** The shared unit picker: units in scope, oldest first, optionally by name (contains), kind or category. */
export const listPickerUnits = (db: DbOrTx, scope: Scope, query: UnitPickerQuery) =>
  pageOf(
    db,
    and(
      inScope(scope, organisations.id),
      inArray(organisations.kind, query.kind ? [query.kind] : [...unitKinds]),
      query.name ? ilike(organisations.name, containsPattern(query.name)) : undefined,
      query.category ? eq(organisations.category, query.category) : undefined,
    ),
    [asc(organisations.id)],
    query,
  );

/** Unit counts per cared category within the scope. */
export const countByCategory = (db: DbOrTx, scope: Scope) =>
  db
    .select({ kind: organisations.kind, category: organisations.category, value: count() })
    .from(organisations)
    .where(and(inScope(scope, organisations.id), inArray(organisations.kind, [...unitKinds])))
    .groupBy(organisations.kind, organisations.category)
    .orderBy(asc(organisations.kind), asc(organisations.category));

/** An organisation's first user: the administrator created with it. */
export const findFirstUser = async (db: DbOrTx, orgId: number) =>
  (await db.select().from(users).where(eq(users.orgId, orgId)).orderBy(asc(users.id)).limit(1))[0];
