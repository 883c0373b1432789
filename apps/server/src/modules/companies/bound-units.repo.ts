import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { inScope, type Scope } from '../../core/scope';
import type { DbOrTx } from '../../db/client';
import { ilikeContains } from '../../db/like';
import { orgBindings, organisations } from '../../db/schema';

/**
 * Units in scope bound (or, with onlyBound false, in any state) to one organisation, paged; optionally by name
 * (contains) and binding state.
 */
export const listUnitsBoundTo = async (
  db: DbOrTx,
  scope: Scope,
  orgId: number,
  page: { page_no: number; page_size: number; company_name?: string; stu?: number },
  onlyBound = true,
) => {
  const where = and(
    eq(orgBindings.orgId, orgId),
    onlyBound ? eq(orgBindings.status, 1) : undefined,
    page.stu === undefined ? undefined : eq(orgBindings.status, page.stu),
    page.company_name ? ilikeContains(organisations.name, page.company_name) : undefined,
    inScope(scope, orgBindings.unitId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ org: organisations, stu: orgBindings.status })
      .from(orgBindings)
      .innerJoin(organisations, eq(organisations.id, orgBindings.unitId))
      .where(where)
      .orderBy(asc(organisations.id))
      .limit(page.page_size)
      .offset(page.page_no * page.page_size),
    db
      .select({ value: count() })
      .from(orgBindings)
      .innerJoin(organisations, eq(organisations.id, orgBindings.unitId))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
};

/** The organisations bound to one unit (centres, authorities, maintenance companies, fire stations). */
export const listOrgsBoundToUnit = (db: DbOrTx, unitId: number) =>
  db
    .select({ org: organisations, stu: orgBindings.status })
    .from(orgBindings)
    .innerJoin(organisations, eq(organisations.id, orgBindings.orgId))
    .where(eq(orgBindings.unitId, unitId))
    .orderBy(asc(organisations.kind), asc(organisations.id));

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
      .leftJoin(orgBindings, and(eq(orgBindings.unitId, organisations.id), eq(orgBindings.orgId, orgId)))
      .where(where)
      .orderBy(asc(organisations.id))
      .limit(query.page_size)
      .offset(query.page_no * query.page_size),
    db.select({ value: count() }).from(organisations).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
};
