import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { departments, users } from '../../db/schema';

/** An organisation's departments in their order, and its active people. */
export const selectDepartmentsAndPeople = (db: DbOrTx, orgId: number) =>
  Promise.all([
    db
      .select()
      .from(departments)
      .where(eq(departments.orgId, orgId))
      .orderBy(asc(departments.sort), asc(departments.id)),
    db
      .select()
      .from(users)
      .where(and(eq(users.orgId, orgId), eq(users.isActive, true)))
      .orderBy(asc(users.id)),
  ]);
