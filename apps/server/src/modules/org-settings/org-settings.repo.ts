import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orgBindings, organisations } from '../../db/schema';

/** The centres bound to a unit, bound or being processed, with the binding's last change. */
export const selectCentresOfUnit = (db: DbOrTx, unitId: number) =>
  db
    .select({ org: organisations, stu: orgBindings.status, changedAt: orgBindings.updatedAt })
    .from(orgBindings)
    .innerJoin(organisations, eq(organisations.id, orgBindings.orgId))
    .where(and(eq(orgBindings.unitId, unitId), eq(organisations.kind, 'center'), inArray(orgBindings.status, [0, 1])))
    .orderBy(asc(orgBindings.status), asc(organisations.id));

export const selectOrg = async (db: DbOrTx, id: number) =>
  (await db.select().from(organisations).where(eq(organisations.id, id)))[0];
