import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { inScope, type Scope } from '../../core/scope';
import type { DbOrTx } from '../../db/client';
import { organisations, patrolRoutes } from '../../db/schema';

export type RouteRow = { route: typeof patrolRoutes.$inferSelect; companyName: string | null };

export const insertRoute = async (db: DbOrTx, values: typeof patrolRoutes.$inferInsert) =>
  (await db.insert(patrolRoutes).values(values).returning())[0]!;

export const updateRouteRow = async (db: DbOrTx, id: number, values: Partial<typeof patrolRoutes.$inferInsert>) =>
  (await db.update(patrolRoutes).set(values).where(eq(patrolRoutes.id, id)).returning())[0];

export const deleteRouteRow = async (db: DbOrTx, id: number) =>
  (await db.delete(patrolRoutes).where(eq(patrolRoutes.id, id)).returning())[0];

const selectRoutes = (db: DbOrTx) =>
  db
    .select({ route: patrolRoutes, companyName: organisations.name })
    .from(patrolRoutes)
    .leftJoin(organisations, eq(organisations.id, patrolRoutes.companyId));

export const findRouteRow = async (db: DbOrTx, id: number): Promise<RouteRow | undefined> =>
  (await selectRoutes(db).where(eq(patrolRoutes.id, id)))[0];

export const listRouteRows = async (
  db: DbOrTx,
  scope: Scope,
  filter: { companyId?: number; page_no: number; page_size: number },
) => {
  const conditions: SQL[] = [inScope(scope, patrolRoutes.companyId)];
  if (filter.companyId) conditions.push(eq(patrolRoutes.companyId, filter.companyId));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    selectRoutes(db)
      .where(where)
      .orderBy(desc(patrolRoutes.id))
      .limit(filter.page_size)
      .offset(filter.page_no * filter.page_size),
    db.select({ total: count() }).from(patrolRoutes).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
};
