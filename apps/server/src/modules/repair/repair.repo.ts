import { repairOrigins, repairStatuses, type RepairListQuery, type RepairSourceLink } from '@fireline/shared';
import { and, asc, count, desc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { reachesRepairTask } from '../../core/contract-reach.repo';
import type { ContractReach } from '../../core/scope';
import type { DbOrTx } from '../../db/client';
import {
  departments,
  events,
  files,
  maintContracts,
  maintTaskItems,
  organisations,
  patrolRecordItems,
  patrolRecords,
  repairReportTasks,
  repairTasks,
  repairTaskSteps,
  users,
} from '../../db/schema';

export type RepairEvent = typeof events.$inferSelect;
export type RepairRow = typeof repairTasks.$inferSelect;
export type RepairValues = typeof repairTasks.$inferInsert;

export const findEvent = async (db: DbOrTx, eventId: number): Promise<RepairEvent | undefined> => {
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  return event;
};

/** An application for the event that was not cancelled, if any. */
export const findLiveRepairTask = async (db: DbOrTx, eventId: number) => {
  const [task] = await db
    .select({ id: repairTasks.id })
    .from(repairTasks)
    .where(and(eq(repairTasks.eventId, eventId), ne(repairTasks.enumTaskStatus, repairStatuses.cancelled)));
  return task;
};

/** The task raised from a source record (origin + source id), if any. */
export const findSourceRepairTask = async (db: DbOrTx, origin: number, sourceId: number) => {
  const [task] = await db
    .select({ id: repairTasks.id })
    .from(repairTasks)
    .where(and(eq(repairTasks.enumTaskOrigin, origin), eq(repairTasks.sourceId, sourceId)));
  return task;
};

/** The repair tasks raised from these source records of an origin, with their status, by source id. */
export const selectSourceRepairTasks = async (db: DbOrTx, origin: number, sourceIds: readonly number[]) => {
  if (sourceIds.length === 0) return new Map<number, { id: number; status: number }>();
  const rows = await db
    .select({ id: repairTasks.id, status: repairTasks.enumTaskStatus, sourceId: repairTasks.sourceId })
    .from(repairTasks)
    .where(and(eq(repairTasks.enumTaskOrigin, origin), inArray(repairTasks.sourceId, [...sourceIds])));
  return new Map(rows.map((row) => [row.sourceId!, { id: row.id, status: row.status }]));
};

/** The page a raised task's source is shown on: the failed item's task, the answer's check-in, the hazard, the alarm. */
export const selectSourceLink = async (db: DbOrTx, task: RepairRow): Promise<RepairSourceLink | null> => {
  const { enumTaskOrigin: origin, sourceId } = task;
  if (origin === repairOrigins.fault_alarm && task.eventId) return { kind: 'event', id: task.eventId, site_id: null };
  if (sourceId === null) return null;
  if (origin === repairOrigins.hazard) return { kind: 'hazard', id: sourceId, site_id: null };
  if (origin === repairOrigins.maint_item) {
    const [row] = await db
      .select({ taskId: maintTaskItems.taskId })
      .from(maintTaskItems)
      .where(eq(maintTaskItems.id, sourceId));
    return row ? { kind: 'maint_task', id: row.taskId, site_id: null } : null;
  }
  if (origin === repairOrigins.patrol_item) {
    const [row] = await db
      .select({ recordId: patrolRecordItems.recordId, siteId: patrolRecords.siteId })
      .from(patrolRecordItems)
      .innerJoin(patrolRecords, eq(patrolRecords.id, patrolRecordItems.recordId))
      .where(eq(patrolRecordItems.id, sourceId));
    return row ? { kind: 'patrol_record', id: row.recordId, site_id: row.siteId } : null;
  }
  return null;
};

/** The new task, or undefined when a unique index refused it (a live one for the event, one for the source). */
export const insertRepairTask = async (db: DbOrTx, values: RepairValues) => {
  const [created] = await db.insert(repairTasks).values(values).onConflictDoNothing().returning();
  return created;
};

const maintOrg = alias(organisations, 'maint_org');
const caredOrg = alias(organisations, 'cared_org');
const taskSelect = (db: DbOrTx) =>
  db
    .select({
      task: repairTasks,
      projectName: sql<string>`coalesce(${maintContracts.projectName}, '')`,
      maintName: sql<string>`coalesce(${maintOrg.name}, '')`,
      caredName: sql<string>`coalesce(${caredOrg.name}, '')`,
    })
    .from(repairTasks)
    .leftJoin(maintContracts, eq(maintContracts.id, repairTasks.contractId))
    .leftJoin(maintOrg, eq(maintOrg.id, repairTasks.companyMaintId))
    .leftJoin(caredOrg, eq(caredOrg.id, repairTasks.unitId));
export type RepairFound = Awaited<ReturnType<typeof taskSelect>>[number];

export const findRepairTask = async (db: DbOrTx, id: number): Promise<RepairFound | undefined> =>
  (await taskSelect(db).where(eq(repairTasks.id, id)))[0];

const counted = (status: number) =>
  sql<number>`count(*) filter (where ${repairTasks.enumTaskStatus} = ${status})`.mapWith(Number);

/** A page of the tasks the reach holds, newest first, with the counts of each state under the same other filters. */
export const listRepairTasks = async (
  db: DbOrTx,
  reach: ContractReach,
  query: RepairListQuery & { userId: number },
) => {
  const filters = and(
    reachesRepairTask(reach),
    query.enum_task_origin ? eq(repairTasks.enumTaskOrigin, query.enum_task_origin) : undefined,
    query.enum_task_level ? eq(repairTasks.enumTaskLevel, query.enum_task_level) : undefined,
    query.task_name ? ilike(repairTasks.taskName, `%${query.task_name.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
    query.company_cared_id ? eq(repairTasks.unitId, query.company_cared_id) : undefined,
    query.company_maint_id ? eq(repairTasks.companyMaintId, query.company_maint_id) : undefined,
    query.event_id ? eq(repairTasks.eventId, query.event_id) : undefined,
    query.thing_id ? eq(repairTasks.thingId, query.thing_id) : undefined,
    query.mine ? eq(repairTasks.relatedRespUid, query.userId) : undefined,
  );
  const where = and(filters, query.status ? eq(repairTasks.enumTaskStatus, query.status) : undefined);
  const [rows, [counts]] = await Promise.all([
    taskSelect(db)
      .where(where)
      .orderBy(desc(repairTasks.createdAt), desc(repairTasks.id))
      .limit(query.page_size)
      .offset(query.page_no * query.page_size),
    db
      .select({
        all: count(),
        to_assign: counted(repairStatuses.to_assign),
        to_receive: counted(repairStatuses.to_receive),
        in_progress: counted(repairStatuses.in_progress),
        completed: counted(repairStatuses.completed),
        closed: counted(repairStatuses.closed),
        cancelled: counted(repairStatuses.cancelled),
      })
      .from(repairTasks)
      .where(filters),
  ]);
  const all = counts ?? { all: 0, to_assign: 0, to_receive: 0, in_progress: 0, completed: 0, closed: 0, cancelled: 0 };
  const total = query.status ? all[statusKey(query.status)] : all.all;
  return { rows, total, counts: all };
};

const statusKey = (status: number) =>
  (Object.entries(repairStatuses).find(([, value]) => value === status)?.[0] ?? 'all') as keyof typeof repairStatuses;

/** Changes a task only from the given states: undefined when it was in another (a concurrent step won). */
export const updateRepairRow = async (db: DbOrTx, id: number, values: Partial<RepairValues>, from: readonly number[]) =>
  (
    await db
      .update(repairTasks)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(repairTasks.id, id), inArray(repairTasks.enumTaskStatus, [...from])))
      .returning()
  )[0];

export const insertRepairStep = (
  db: DbOrTx,
  step: { taskId: number; action: string; userId: number | null; remark?: string; createdAt?: Date },
) => db.insert(repairTaskSteps).values({ ...step, remark: step.remark ?? '' });

export const selectRepairSteps = (db: DbOrTx, taskId: number) =>
  db
    .select({ step: repairTaskSteps, name: sql<string>`coalesce(${users.realName}, '')` })
    .from(repairTaskSteps)
    .leftJoin(users, eq(users.id, repairTaskSteps.userId))
    .where(eq(repairTaskSteps.taskId, taskId))
    .orderBy(asc(repairTaskSteps.id));

/** People's names and files' names for a page of tasks: two queries. */
export const selectNames = async (db: DbOrTx, userIds: readonly (number | null)[], fileIds: readonly string[] = []) => {
  const ids = [...new Set(userIds.filter((id): id is number => id !== null))];
  const [people, stored] = await Promise.all([
    ids.length ? db.select({ id: users.id, name: users.realName }).from(users).where(inArray(users.id, ids)) : [],
    fileIds.length
      ? db
          .select({ id: files.id, name: files.originalName })
          .from(files)
          .where(inArray(files.id, [...new Set(fileIds)]))
      : [],
  ]);
  return {
    person: new Map(people.map((row) => [row.id, row.name])),
    file: new Map(stored.map((row) => [row.id, row.name])),
  };
};

/** Active people of an organisation (the maintenance company's executors), all or those of `ids`. */
export const selectOrgPeople = (db: DbOrTx, orgId: number, ids?: readonly number[]) =>
  db
    .select({ uid: users.id, real_name: users.realName, mobile: sql<string>`coalesce(${users.mobile}, '')` })
    .from(users)
    .where(
      and(
        eq(users.orgId, orgId),
        eq(users.isActive, true),
        ids ? inArray(users.id, ids.length ? [...ids] : [-1]) : undefined,
      ),
    )
    .orderBy(asc(users.id));

/** Whether a department belongs to the organisation. */
export const isDepartmentOf = async (db: DbOrTx, departmentId: number, orgId: number) =>
  (
    await db
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.id, departmentId), eq(departments.orgId, orgId)))
  ).length > 0;

/** Completed or closed tasks the reach holds that are in no repair report (a report's candidates), newest first. */
export const listReportCandidates = async (
  db: DbOrTx,
  reach: ContractReach,
  query: { company_maint_id?: number; task_name?: string; page_no: number; page_size: number },
) => {
  const where = and(
    reachesRepairTask(reach),
    inArray(repairTasks.enumTaskStatus, [repairStatuses.completed, repairStatuses.closed]),
    sql`not exists (select 1 from ${repairReportTasks} where ${repairReportTasks.taskId} = ${repairTasks.id})`,
    query.company_maint_id ? eq(repairTasks.companyMaintId, query.company_maint_id) : undefined,
    query.task_name ? ilike(repairTasks.taskName, `%${query.task_name.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    taskSelect(db)
      .where(where)
      .orderBy(desc(repairTasks.finishedAt), desc(repairTasks.id))
      .limit(query.page_size)
      .offset(query.page_no * query.page_size),
    db.select({ total: count() }).from(repairTasks).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
};

/** The tasks of a report request with whether each is in a report already. */
export const selectTasksForReport = (db: DbOrTx, ids: readonly number[]) =>
  ids.length
    ? db
        .select({
          task: repairTasks,
          isReported: sql<boolean>`exists (select 1 from ${repairReportTasks} where ${repairReportTasks.taskId} = ${repairTasks.id})`,
        })
        .from(repairTasks)
        .where(inArray(repairTasks.id, [...ids]))
    : Promise.resolve([]);

/** A report's tasks as the report shows them, oldest finish first. */
export const selectReportTaskRows = (db: DbOrTx, reportIds: readonly number[]) =>
  reportIds.length
    ? taskSelect(db)
        .innerJoin(repairReportTasks, eq(repairReportTasks.taskId, repairTasks.id))
        .where(inArray(repairReportTasks.reportId, [...reportIds]))
        .orderBy(asc(repairTasks.finishedAt), asc(repairTasks.id))
    : Promise.resolve([]);

/** A unit's departments, each named with its parents ("工程部 / 消防组"), in the order of the unit's tree. */
export const selectUnitDepartments = async (db: DbOrTx, orgId: number) => {
  const rows = await db
    .select({ id: departments.id, parentId: departments.parentId, name: departments.name })
    .from(departments)
    .where(eq(departments.orgId, orgId))
    .orderBy(asc(departments.sort), asc(departments.id));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const label = (row: (typeof rows)[number], depth = 0): string => {
    const parent = row.parentId ? byId.get(row.parentId) : undefined;
    return parent && depth < 10 ? `${label(parent, depth + 1)} / ${row.name}` : row.name;
  };
  return rows.map((row) => ({ id: row.id, name: label(row) }));
};
