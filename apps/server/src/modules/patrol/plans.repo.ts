import { and, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { inScope, type Scope } from '../../core/scope';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { organisations, patrolCycleTasks, patrolPlans, users } from '../../db/schema';

export type PlanRow = { plan: typeof patrolPlans.$inferSelect; companyName: string | null; createrName: string | null };
export type CycleTaskRow = typeof patrolCycleTasks.$inferSelect;

/** A plan and its cycle task (in the caller's transaction). */
export const insertPlan = async (
  tx: DbOrTx,
  plan: typeof patrolPlans.$inferInsert,
  ctask: { executorId: number | null; partUserIds: number[] },
) => {
  const [row] = await tx.insert(patrolPlans).values(plan).returning();
  await tx.insert(patrolCycleTasks).values({ planId: row!.id, companyId: row!.companyId, ...ctask });
  return row!;
};

const selectPlans = (db: DbOrTx) =>
  db
    .select({ plan: patrolPlans, companyName: organisations.name, createrName: users.realName })
    .from(patrolPlans)
    .leftJoin(organisations, eq(organisations.id, patrolPlans.companyId))
    .leftJoin(users, eq(users.id, patrolPlans.createrId));

export const findPlanRow = async (db: DbOrTx, id: number): Promise<PlanRow | undefined> =>
  (await selectPlans(db).where(eq(patrolPlans.id, id)))[0];

export const listPlanRows = async (
  db: DbOrTx,
  scope: Scope,
  filter: { companyId?: number; taskType?: number; status?: number; name?: string; page_no: number; page_size: number },
) => {
  const conditions: SQL[] = [inScope(scope, patrolPlans.companyId)];
  if (filter.companyId) conditions.push(eq(patrolPlans.companyId, filter.companyId));
  if (filter.taskType) conditions.push(eq(patrolPlans.taskType, filter.taskType));
  if (filter.status !== undefined) conditions.push(eq(patrolPlans.startupStatus, filter.status));
  if (filter.name) conditions.push(ilike(patrolPlans.name, containsPattern(filter.name)));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    selectPlans(db)
      .where(where)
      .orderBy(desc(patrolPlans.id))
      .limit(filter.page_size)
      .offset(filter.page_no * filter.page_size),
    db.select({ total: count() }).from(patrolPlans).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
};

export const setPlanStatus = async (db: DbOrTx, id: number, status: number) =>
  (await db.update(patrolPlans).set({ startupStatus: status }).where(eq(patrolPlans.id, id)).returning())[0];

export const deletePlanRow = async (db: DbOrTx, id: number) =>
  (await db.delete(patrolPlans).where(eq(patrolPlans.id, id)).returning())[0];

export const selectCycleTasks = (db: DbOrTx, planId: number) =>
  db.select().from(patrolCycleTasks).where(eq(patrolCycleTasks.planId, planId)).orderBy(patrolCycleTasks.id);

export const findCycleTask = async (db: DbOrTx, id: number) =>
  (await db.select().from(patrolCycleTasks).where(eq(patrolCycleTasks.id, id)))[0];

export const updateCycleTask = async (db: DbOrTx, id: number, values: Partial<typeof patrolCycleTasks.$inferInsert>) =>
  (await db.update(patrolCycleTasks).set(values).where(eq(patrolCycleTasks.id, id)).returning())[0];

/** Names of people (real name, else login name). */
export const selectPeopleNames = async (db: DbOrTx, ids: readonly number[]) =>
  new Map(
    (ids.length
      ? await db
          .select({ id: users.id, realName: users.realName, username: users.username })
          .from(users)
          .where(inArray(users.id, [...new Set(ids)]))
      : []
    ).map((row) => [row.id, row.realName || row.username]),
  );
