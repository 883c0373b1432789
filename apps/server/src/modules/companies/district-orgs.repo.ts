import type { DistrictListQuery } from '@fireline/shared';
import { and, count, desc, eq, inArray, or } from 'drizzle-orm';
import { inScope, servesScope, type Reach } from '../../core/scope';
import type { DbOrTx } from '../../db/client';
import { ilikeContains } from '../../db/like';
import { organisations } from '../../db/schema';
import { unitKinds } from './companies.repo';

/**
 * One district-organisation tab: units of the scope; for a centre, maintenance company or authority, those the caller
 * may read (its own organisation, or one bound to a unit of the scope); everything for an administrator.
 */
export const listDistrictOrgs = async (db: DbOrTx, reach: Reach, query: DistrictListQuery) => {
  const isUnitTab = query.kind === 'cared';
  // The list form of requireAccess's `org` read rule (core/access.ts).
  const visible = reach.scope.isAll
    ? undefined
    : isUnitTab
      ? inScope(reach.scope, organisations.id)
      : or(eq(organisations.id, reach.orgId), servesScope(reach.scope, organisations.id));
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

/** Which of these names an organisation of the kind already has. */
export const findTakenNames = async (db: DbOrTx, kind: string, names: readonly string[]) =>
  new Set(
    (
      await db
        .select({ name: organisations.name })
        .from(organisations)
        .where(and(eq(organisations.kind, kind), inArray(organisations.name, [...names])))
    ).map((row) => row.name),
  );

export const insertOrgs = (tx: DbOrTx, values: (typeof organisations.$inferInsert)[]) =>
  tx.insert(organisations).values(values).returning();
