import { maintStatuses, type MaintPlanListQuery, type MaintTaskListQuery } from '@fireline/shared';
import { and, asc, count, desc, eq, gte, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import { reachesContract } from '../../core/contract-reach.repo';
import type { ContractReach } from '../../core/scope';
import type { DbOrTx } from '../../db/client';
import { ilikeContains } from '../../db/like';
import {
  buildings,
  equipment,
  files,
  hazards,
  maintContractEquipment,
  maintContractUnits,
  maintContracts,
  maintPlans,
  maintTaskItems,
  maintTasks,
  organisations,
  users,
} from '../../db/schema';

export type PlanRow = typeof maintPlans.$inferSelect;
export type TaskRow = typeof maintTasks.$inferSelect;

const contractCols = {
  projectName: maintContracts.projectName,
  companyMaintId: maintContracts.companyMaintId,
  companyMaintName: organisations.name,
};

export const listPlans = async (db: DbOrTx, reach: ContractReach, query: MaintPlanListQuery) => {
  const where = and(
    reachesContract(reach),
    query.contract_id ? eq(maintPlans.contractId, query.contract_id) : undefined,
    query.plan_name ? ilikeContains(maintPlans.planName, query.plan_name) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ plan: maintPlans, ...contractCols })
      .from(maintPlans)
      .innerJoin(maintContracts, eq(maintContracts.id, maintPlans.contractId))
      .innerJoin(organisations, eq(organisations.id, maintContracts.companyMaintId))
      .where(where)
      .orderBy(desc(maintPlans.id))
      .limit(query.page_size)
      .offset(query.page_no * query.page_size),
    db
      .select({ value: count() })
      .from(maintPlans)
      .innerJoin(maintContracts, eq(maintContracts.id, maintPlans.contractId))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
};

export const findPlan = async (db: DbOrTx, id: number) =>
  (
    await db
      .select({ plan: maintPlans, ...contractCols })
      .from(maintPlans)
      .innerJoin(maintContracts, eq(maintContracts.id, maintPlans.contractId))
      .innerJoin(organisations, eq(organisations.id, maintContracts.companyMaintId))
      .where(eq(maintPlans.id, id))
  )[0];

export type PlanValues = Omit<typeof maintPlans.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export const insertPlan = async (db: DbOrTx, values: PlanValues) =>
  (await db.insert(maintPlans).values(values).returning())[0]!;
export const updatePlanRow = async (db: DbOrTx, id: number, values: Partial<PlanValues>) =>
  (
    await db
      .update(maintPlans)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(maintPlans.id, id))
      .returning()
  )[0];
export const deletePlanRow = async (db: DbOrTx, id: number) =>
  (await db.delete(maintPlans).where(eq(maintPlans.id, id)).returning())[0];

const countColumns = {
  to_assign: sql<number>`count(*) filter (where ${maintTasks.status} = ${maintStatuses.to_assign})`.mapWith(Number),
  to_receive: sql<number>`count(*) filter (where ${maintTasks.status} = ${maintStatuses.to_receive})`.mapWith(Number),
  in_progress: sql<number>`count(*) filter (where ${maintTasks.status} = ${maintStatuses.in_progress})`.mapWith(Number),
  completed: sql<number>`count(*) filter (where ${maintTasks.status} = ${maintStatuses.completed})`.mapWith(Number),
};

/** Per plan: its tasks by state. */
export const selectPlanCounts = async (db: DbOrTx, planIds: readonly number[]) =>
  planIds.length === 0
    ? []
    : db
        .select({ planId: maintTasks.planId, ...countColumns })
        .from(maintTasks)
        .where(inArray(maintTasks.planId, [...planIds]))
        .groupBy(maintTasks.planId);

/** Equipment under a contract among these ids (plan and task items). */
export const selectRelatedOf = async (db: DbOrTx, contractId: number, ids: readonly number[]) =>
  ids.length === 0
    ? []
    : db
        .select({ id: maintContractEquipment.id })
        .from(maintContractEquipment)
        .where(and(eq(maintContractEquipment.contractId, contractId), inArray(maintContractEquipment.id, [...ids])));

/** Open tasks due today (their days include it) or overdue (past their last day), on the site's `today`. */
const dueOn = (due: MaintTaskListQuery['due'], today: string | undefined) => {
  if (!due || !today) return undefined;
  const open = ne(maintTasks.status, maintStatuses.completed);
  return due === 'today'
    ? and(open, lte(maintTasks.planStartDate, today), gte(maintTasks.planEndDate, today))
    : and(open, lt(maintTasks.planEndDate, today));
};

const taskWhere = (reach: ContractReach, query: Omit<MaintTaskListQuery, 'page_no' | 'page_size'>, today?: string) =>
  and(
    reachesContract(reach),
    dueOn(query.due, today),
    query.contract_id ? eq(maintTasks.contractId, query.contract_id) : undefined,
    query.plan_id ? eq(maintTasks.planId, query.plan_id) : undefined,
    query.enum_task_type ? eq(maintTasks.enumTaskType, query.enum_task_type) : undefined,
    query.task_name ? ilikeContains(maintTasks.taskName, query.task_name) : undefined,
    query.company_id
      ? sql`exists (select 1 from ${maintContractUnits} where ${maintContractUnits.contractId} = ${maintTasks.contractId} and ${maintContractUnits.unitId} = ${query.company_id})`
      : undefined,
  );

const taskSelect = (db: DbOrTx) =>
  db
    .select({ task: maintTasks, ...contractCols, planName: sql<string>`coalesce(${maintPlans.planName}, '')` })
    .from(maintTasks)
    .innerJoin(maintContracts, eq(maintContracts.id, maintTasks.contractId))
    .innerJoin(organisations, eq(organisations.id, maintContracts.companyMaintId))
    .leftJoin(maintPlans, eq(maintPlans.id, maintTasks.planId));

/** A page of tasks (a state filter) and the counts of each state under the same other conditions. */
export const listTasks = async (db: DbOrTx, reach: ContractReach, query: MaintTaskListQuery, today?: string) => {
  const base = taskWhere(reach, query, today);
  const where = and(base, query.status ? eq(maintTasks.status, query.status) : undefined);
  const [rows, [counts]] = await Promise.all([
    taskSelect(db)
      .where(where)
      .orderBy(desc(maintTasks.planStartDate), desc(maintTasks.id))
      .limit(query.page_size)
      .offset(query.page_no * query.page_size),
    db
      .select({ total: count(), ...countColumns })
      .from(maintTasks)
      .innerJoin(maintContracts, eq(maintContracts.id, maintTasks.contractId))
      .where(base),
  ]);
  const all = counts ?? { total: 0, to_assign: 0, to_receive: 0, in_progress: 0, completed: 0 };
  const total = query.status
    ? [all.to_assign, all.to_receive, all.in_progress, all.completed][query.status - 1]!
    : all.total;
  const { total: _all, ...byState } = all;
  return { rows, total, counts: byState };
};

/** statistic_of_task_type: per task type, its tasks by state. */
export const selectTaskStats = async (
  db: DbOrTx,
  reach: ContractReach,
  query: { contract_id?: number; company_id?: number },
) =>
  db
    .select({ enum_task_type: maintTasks.enumTaskType, total: count(), ...countColumns })
    .from(maintTasks)
    .innerJoin(maintContracts, eq(maintContracts.id, maintTasks.contractId))
    .where(taskWhere(reach, query))
    .groupBy(maintTasks.enumTaskType)
    .orderBy(asc(maintTasks.enumTaskType));

export const findTask = async (db: DbOrTx, id: number) => (await taskSelect(db).where(eq(maintTasks.id, id)))[0];

export type TaskValues = Omit<typeof maintTasks.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export const insertTask = async (db: DbOrTx, values: TaskValues) =>
  (await db.insert(maintTasks).values(values).returning())[0]!;
export const updateTaskRow = async (db: DbOrTx, id: number, values: Partial<TaskValues>, fromStatus?: number[]) =>
  (
    await db
      .update(maintTasks)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(maintTasks.id, id), fromStatus ? inArray(maintTasks.status, fromStatus) : undefined))
      .returning()
  )[0];

/** Per task: its items and how many failed. */
export const selectItemCounts = async (db: DbOrTx, taskIds: readonly number[]) =>
  taskIds.length === 0
    ? []
    : db
        .select({
          taskId: maintTaskItems.taskId,
          items: count(),
          fails: sql<number>`count(*) filter (where ${maintTaskItems.result} = 2)`.mapWith(Number),
        })
        .from(maintTaskItems)
        .where(inArray(maintTaskItems.taskId, [...taskIds]))
        .groupBy(maintTaskItems.taskId);

export const selectTaskItems = (db: DbOrTx, taskId: number) =>
  db
    .select({
      item: maintTaskItems,
      equipmentId: equipment.id,
      equipmentCompanyId: equipment.companyId,
      equipmentBuildingId: equipment.buildingId,
      equipmentFloorId: equipment.floorId,
      equipmentName: equipment.equipmentName,
      equipmentType: equipment.equipmentType,
      buildingName: sql<string>`coalesce(${buildings.name}, '')`,
      positionDesc: equipment.positionDesc,
      checkItems: maintContractEquipment.checkItems,
      checkedByName: sql<string>`coalesce(${users.realName}, '')`,
    })
    .from(maintTaskItems)
    .innerJoin(maintContractEquipment, eq(maintContractEquipment.id, maintTaskItems.relatedId))
    .innerJoin(equipment, eq(equipment.id, maintContractEquipment.equipmentId))
    .leftJoin(buildings, eq(buildings.id, equipment.buildingId))
    .leftJoin(users, eq(users.id, maintTaskItems.checkedBy))
    .where(eq(maintTaskItems.taskId, taskId))
    .orderBy(asc(maintTaskItems.id));

export const findTaskItem = async (db: DbOrTx, itemId: number) =>
  (await db.select().from(maintTaskItems).where(eq(maintTaskItems.id, itemId)))[0];

export const updateTaskItem = async (db: DbOrTx, itemId: number, values: Partial<typeof maintTaskItems.$inferInsert>) =>
  (await db.update(maintTaskItems).set(values).where(eq(maintTaskItems.id, itemId)).returning())[0];

/** Replaces a task's equipment: keeps the results of those that stay. */
export const replaceTaskItems = async (db: DbOrTx, taskId: number, relatedIds: readonly number[]) => {
  const current = await db.select().from(maintTaskItems).where(eq(maintTaskItems.taskId, taskId));
  const gone = current.filter((row) => !relatedIds.includes(row.relatedId)).map((row) => row.id);
  if (gone.length) await db.delete(maintTaskItems).where(inArray(maintTaskItems.id, gone));
  const fresh = relatedIds.filter((id) => !current.some((row) => row.relatedId === id));
  if (fresh.length)
    await db
      .insert(maintTaskItems)
      .values(fresh.map((relatedId) => ({ taskId, relatedId })))
      .onConflictDoNothing();
};

export const selectNames = async (db: DbOrTx, userIds: readonly (number | null)[], fileIds: readonly string[] = []) => {
  const ids = [...new Set(userIds.filter((id): id is number => id !== null))];
  const [people, stored] = await Promise.all([
    ids.length ? db.select({ id: users.id, name: users.realName }).from(users).where(inArray(users.id, ids)) : [],
    fileIds.length
      ? db
          .select({ id: files.id, name: files.originalName })
          .from(files)
          .where(inArray(files.id, [...fileIds]))
      : [],
  ]);
  return {
    person: new Map(people.map((row) => [row.id, row.name])),
    file: new Map(stored.map((row) => [row.id, row.name])),
  };
};

/**
 * The hazard raised from each failed item, by item id (the task detail links it). Read from the hazards table here
 * rather than through the hazards module, which sits above maintenance (docs/architecture.md "Dependency direction").
 */
export const selectItemHazardIds = async (db: DbOrTx, itemIds: readonly number[]) => {
  if (itemIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: hazards.id, itemId: hazards.maintTaskItemId })
    .from(hazards)
    .where(inArray(hazards.maintTaskItemId, [...itemIds]));
  return new Map(rows.map((row) => [row.itemId!, row.id]));
};
