import { bindingStatus, type BindListQuery } from '@fireline/shared';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { inScope, type Scope } from '../../core/scope';
import type { DbOrTx } from '../../db/client';
import { ilikeContains } from '../../db/like';
import { orgBindings, organisations } from '../../db/schema';

export type BindingRow = typeof orgBindings.$inferSelect;

export const findBinding = async (db: DbOrTx, id: number) =>
  (await db.select().from(orgBindings).where(eq(orgBindings.id, id)))[0];

/** Organisations by id with their kind and name (to check and name the units of a request). */
export const findOrgsByIds = async (db: DbOrTx, ids: readonly number[]) =>
  ids.length === 0
    ? []
    : await db
        .select({ id: organisations.id, kind: organisations.kind, name: organisations.name })
        .from(organisations)
        .where(inArray(organisations.id, [...ids]));

/** The bindings of one organisation to these units that are bound or pending (they block a new request). */
export const findActiveBindings = async (db: DbOrTx, orgId: number, unitIds: readonly number[]) =>
  db
    .select({ unitId: orgBindings.unitId, status: orgBindings.status })
    .from(orgBindings)
    .where(
      and(
        eq(orgBindings.orgId, orgId),
        inArray(orgBindings.unitId, [...unitIds]),
        inArray(orgBindings.status, [bindingStatus.pending, bindingStatus.bound]),
      ),
    );

/**
 * Pending requests for the units: a new row, or a rejected / ignored one asked again. A unit bound or pending meanwhile
 * is not returned (the conflict's WHERE skips it), so the caller can tell a race from success.
 */
export const upsertPendingBindings = async (db: DbOrTx, orgId: number, unitIds: readonly number[]) =>
  db
    .insert(orgBindings)
    .values(unitIds.map((unitId) => ({ orgId, unitId, status: bindingStatus.pending })))
    .onConflictDoUpdate({
      target: [orgBindings.orgId, orgBindings.unitId],
      set: { status: bindingStatus.pending, createdAt: sql`now()`, updatedAt: sql`now()` },
      setWhere: inArray(orgBindings.status, [bindingStatus.rejected, bindingStatus.ignored]),
    })
    .returning();

/** Moves a binding from one status to another; undefined when it was not in `from` (processed meanwhile). */
export const changeBindingStatus = async (db: DbOrTx, id: number, from: number, to: number) =>
  (
    await db
      .update(orgBindings)
      .set({ status: to, updatedAt: new Date() })
      .where(and(eq(orgBindings.id, id), eq(orgBindings.status, from)))
      .returning()
  )[0];

export const deleteBinding = async (db: DbOrTx, id: number) =>
  (await db.delete(orgBindings).where(eq(orgBindings.id, id)).returning())[0];

/**
 * One side's bindings, newest change first: `outgoing` lists the units of a district organisation (narrowed to a scope
 * when given), `incoming` the organisations bound or asking to bind to a unit.
 */
export const listBindings = async (
  db: DbOrTx,
  options: { direction: BindListQuery['direction']; companyId: number; limit: Scope | null; query: BindListQuery },
) => {
  const { direction, companyId, limit, query } = options;
  const isOutgoing = direction === 'outgoing';
  const other = isOutgoing ? orgBindings.unitId : orgBindings.orgId;
  const where = and(
    eq(isOutgoing ? orgBindings.orgId : orgBindings.unitId, companyId),
    limit ? inScope(limit, orgBindings.unitId) : undefined,
    query.status !== undefined ? eq(orgBindings.status, query.status) : undefined,
    query.company_name ? ilikeContains(organisations.name, query.company_name) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ binding: orgBindings, org: organisations })
      .from(orgBindings)
      .innerJoin(organisations, eq(organisations.id, other))
      .where(where)
      .orderBy(asc(orgBindings.status), desc(orgBindings.updatedAt), desc(orgBindings.id))
      .limit(query.page_size)
      .offset(query.page_no * query.page_size),
    db.select({ value: count() }).from(orgBindings).innerJoin(organisations, eq(organisations.id, other)).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
};

/** Every centre with its bound units (status 1) of the scope; a centre without any comes once with a null unit. */
export const selectCenterBindings = (db: DbOrTx, scope: Scope) =>
  db
    .select({ centerId: organisations.id, centerName: organisations.name, unitId: orgBindings.unitId })
    .from(organisations)
    .leftJoin(
      orgBindings,
      and(eq(orgBindings.orgId, organisations.id), eq(orgBindings.status, 1), inScope(scope, orgBindings.unitId)),
    )
    .where(eq(organisations.kind, 'center'));
