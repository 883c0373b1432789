import {
  ErrorCodes,
  maintItemResults,
  maintMessages,
  maintStatuses,
  maintTaskMessages,
  type MaintTask,
  type MaintTaskDetail,
  type MaintTaskCreate,
  type MaintTaskListQuery,
  type MaintTaskResult,
  type MaintTaskUpdate,
  repairMessages,
  repairOrigins,
} from '@fireline/shared';
import { contractReachOf, requireAccess, type Caller } from '../../core/access';
import type { SiteTime } from '../../core/site-time';
import { AppError } from '../../core/app-error';
import type { Db, DbOrTx } from '../../db/client';
import { requireUploadedFiles } from '../../core/file-refs';
import type { announceHazardPushes, raiseHazardFromMaintItem } from '../hazards';
import type { raiseRepairTask } from '../repair';
import { siteToday } from './contract-scope';
import { isContractWorker, requireContractWorker } from './contract-rules';
import { selectUnitIdsOf } from './contracts.repo';
import { checkItems, checkResp, invalid, noData } from './plans.service';
import { pushTaskMessages, type TaskPushDeps } from './task-push';
import {
  findTask,
  findTaskItem,
  insertTask,
  listTasks as listTasksRow,
  replaceTaskItems,
  selectItemCounts,
  selectItemHazardIds,
  selectNames,
  selectTaskItems,
  selectTaskStats,
  updateTaskItem,
  updateTaskRow,
  type TaskRow,
} from './tasks.repo';

const epoch = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);
const { to_assign, to_receive, in_progress, completed } = maintStatuses;

const wrongState = () =>
  new AppError(ErrorCodes.updateFailed, {
    detail: maintTaskMessages.wrongState,
    data: { field: 'enum_maint_status' },
  });
const notAssignee = () =>
  new AppError(ErrorCodes.noPermission, { detail: maintTaskMessages.notAssignee, data: { field: 'related_resp_uid' } });

type Found = NonNullable<Awaited<ReturnType<typeof findTask>>>;

/**
 * Maintenance tasks (维保任务, spec 002 §3–§4): assign → to receive → in progress → completed. Read with the contract
 * (the maintenance company its own, a unit those covering it, a centre its scope's); assigned, edited and their
 * equipment changed by the contract's workers; received, worked (item results) and completed by the person assigned.
 */
/**
 * What a failed item raises: the repair and hazards modules sit above maintenance, so app.ts hands their functions in
 * when it registers the routes (docs/architecture.md "Dependency direction"); a service built without them (the
 * engineer's home reads tasks only) refuses to raise.
 */
export type ItemRaisers = {
  raiseRepairTask: typeof raiseRepairTask;
  raiseHazardFromMaintItem: typeof raiseHazardFromMaintItem;
  announceHazardPushes: typeof announceHazardPushes;
};

/** What tasks need: the database, the bus (task messages), the site's time and the item raisers (app.ts wires them). */
export type TaskDeps = TaskPushDeps & { siteTime: SiteTime; raisers?: ItemRaisers };

const raisers = (deps: TaskDeps) => {
  if (!deps.raisers) throw new Error('the task service was built without the item raisers (app.ts wires them)');
  return deps.raisers;
};
const units = async (db: Db, contractId: number) => selectUnitIdsOf(db, contractId);
const worker = async (db: Db, caller: Caller, contractId: number, field = 'contract_id') =>
  requireContractWorker(db, caller, { id: contractId, unitIds: await units(db, contractId), field });

const present = async (db: Db, rows: Found[], caller: Caller): Promise<MaintTask[]> => {
  const tasks = rows.map((row) => row.task);
  const [counts, names] = await Promise.all([
    selectItemCounts(
      db,
      tasks.map((task) => task.id),
    ),
    selectNames(
      db,
      tasks.flatMap((task) => [task.relatedRespUid, task.assignedBy, task.receivedBy, task.finishedBy]),
    ),
  ]);
  const unitCache = new Map<number, number[]>();
  for (const task of tasks)
    if (!unitCache.has(task.contractId)) unitCache.set(task.contractId, await units(db, task.contractId));
  const who = (uid: number | null, at: Date | null) => ({
    uid,
    name: uid ? (names.person.get(uid) ?? '') : '',
    time: epoch(at),
  });
  return rows.map(({ task, projectName, companyMaintId, companyMaintName, planName }) => {
    const count = counts.find((row) => row.taskId === task.id);
    return {
      id: task.id,
      contract_id: task.contractId,
      project_name: projectName,
      company_maint_id: companyMaintId,
      company_maint_name: companyMaintName,
      plan_id: task.planId,
      plan_name: planName,
      task_name: task.taskName,
      enum_task_type: task.enumTaskType as 1 | 3,
      plan_start_time: task.planStartDate,
      plan_end_time: task.planEndDate,
      related_resp_uid: task.relatedRespUid,
      related_resp_name: task.relatedRespUid ? (names.person.get(task.relatedRespUid) ?? '') : '',
      enum_maint_status: task.status as 1 | 2 | 3 | 4,
      assigned: who(task.assignedBy, task.assignedAt),
      received: who(task.receivedBy, task.receivedAt),
      finished: who(task.finishedBy, task.finishedAt),
      finish_time: epoch(task.finishedAt),
      item_count: count?.items ?? 0,
      fail_count: count?.fails ?? 0,
      can_work: isContractWorker(caller, { companyMaintId }, unitCache.get(task.contractId) ?? []) ? 1 : 0,
      is_mine: task.relatedRespUid === caller.session.userId ? 1 : 0,
      create_time: epoch(task.createdAt)!,
    };
  });
};

const requireTask = async (db: Db, caller: Caller, id: number, field = 'id', on: DbOrTx = db) => {
  await requireAccess(on, caller, { kind: 'maint_task', ids: id, field });
  const found = await findTask(on, id);
  if (!found) throw noData(field);
  return found;
};
/** The person the task is assigned to (or the administrator) works it. */
const requireAssignee = (caller: Caller, task: TaskRow) => {
  if (!caller.session.isAdmin && task.relatedRespUid !== caller.session.userId) throw notAssignee();
};
const detail = async (db: Db, caller: Caller, id: number): Promise<MaintTaskDetail> => {
  const found = (await findTask(db, id))!;
  const [task] = await present(db, [found], caller);
  const items = await selectTaskItems(db, id);
  const names = await selectNames(
    db,
    [],
    items.flatMap((row) => row.item.photos),
  );
  const hazards = await selectItemHazardIds(
    db,
    items.map((row) => row.item.id),
  );
  return {
    ...task!,
    items: items.map((row) => ({
      item_id: row.item.id,
      related_id: row.item.relatedId,
      equipment_id: row.equipmentId,
      equipment_name: row.equipmentName,
      enum_equipment_type: row.equipmentType,
      building_name: row.buildingName,
      position_desc: row.positionDesc,
      check_items: row.checkItems,
      result: row.item.result as 0 | 1 | 2 | 3,
      reading: row.item.reading,
      remark: row.item.remark,
      photos: row.item.photos.map((fileId) => ({ file_id: fileId, name: names.file.get(fileId) ?? fileId })),
      checked_by_name: row.checkedByName,
      checked_time: epoch(row.item.checkedAt),
      hazard_id: hazards.get(row.item.id) ?? null,
    })),
  };
};
const move = async (db: Db, id: number, values: Partial<TaskRow>, from: number[]) => {
  if (!(await updateTaskRow(db, id, values, from))) throw wrongState();
};

export const listTasks = async (deps: TaskDeps, caller: Caller, query: MaintTaskListQuery) => {
  const { db } = deps;
  if (query.contract_id)
    await requireAccess(db, caller, { kind: 'contract', ids: query.contract_id, field: 'contract_id' });
  const today = query.due ? siteToday(deps.siteTime) : undefined;
  const { rows, total, counts } = await listTasksRow(db, contractReachOf(caller), query, today);
  return { list: await present(db, rows, caller), total, counts };
};
export const taskStatistics = async (db: Db, caller: Caller, query: { contract_id?: number; company_id?: number }) => {
  if (query.contract_id)
    await requireAccess(db, caller, { kind: 'contract', ids: query.contract_id, field: 'contract_id' });
  return selectTaskStats(db, contractReachOf(caller), query);
};
export const getTask = async (db: Db, caller: Caller, id: number) => {
  await requireTask(db, caller, id);
  return detail(db, caller, id);
};
/** A task made by hand (tasknew): to receive when it names its person, to assign otherwise. */
export const createTask = async (deps: TaskDeps, caller: Caller, body: MaintTaskCreate) => {
  const { db } = deps;
  const contract = await worker(db, caller, body.contract_id);
  if (body.plan_end_time < body.plan_start_time) throw invalid('plan_end_time', maintMessages.endBeforeStart);
  await checkResp(db, contract, body.related_resp_uid);
  const relatedIds = await checkItems(db, contract.id, body.related_ids);
  const task = await db.transaction(async (tx) => {
    const row = await insertTask(tx, {
      contractId: contract.id,
      taskName: body.task_name,
      enumTaskType: body.enum_task_type,
      planStartDate: body.plan_start_time,
      planEndDate: body.plan_end_time,
      relatedRespUid: body.related_resp_uid,
      status: body.related_resp_uid ? to_receive : to_assign,
      assignedBy: body.related_resp_uid ? caller.session.userId : null,
      assignedAt: body.related_resp_uid ? new Date() : null,
      createrId: caller.session.userId,
    });
    await replaceTaskItems(tx, row.id, relatedIds);
    return row;
  });
  await pushTaskMessages(deps, { kind: 'assigned', taskIds: [task.id], exceptUid: caller.session.userId });
  return detail(db, caller, task.id);
};
export const updateTask = async (db: Db, caller: Caller, body: MaintTaskUpdate) => {
  const { task } = await requireTask(db, caller, body.id);
  await worker(db, caller, task.contractId, 'id');
  if (body.plan_end_time < body.plan_start_time) throw invalid('plan_end_time', maintMessages.endBeforeStart);
  await move(
    db,
    body.id,
    {
      taskName: body.task_name,
      enumTaskType: body.enum_task_type,
      planStartDate: body.plan_start_time,
      planEndDate: body.plan_end_time,
    },
    [to_assign, to_receive, in_progress],
  );
  return detail(db, caller, body.id);
};
/** Assigns (or reassigns before it is received) the person who will receive it. */
export const assignTask = async (deps: TaskDeps, caller: Caller, body: { id: number; related_resp_uid: number }) => {
  const { db } = deps;
  const { task } = await requireTask(db, caller, body.id);
  const contract = await worker(db, caller, task.contractId, 'id');
  await checkResp(db, contract, body.related_resp_uid);
  await move(
    db,
    body.id,
    {
      relatedRespUid: body.related_resp_uid,
      status: to_receive,
      assignedBy: caller.session.userId,
      assignedAt: new Date(),
    },
    [to_assign, to_receive],
  );
  await pushTaskMessages(deps, { kind: 'assigned', taskIds: [body.id], exceptUid: caller.session.userId });
  return detail(db, caller, body.id);
};
export const receiveTask = async (db: Db, caller: Caller, id: number) => {
  const { task } = await requireTask(db, caller, id);
  requireAssignee(caller, task);
  await move(db, id, { status: in_progress, receivedBy: caller.session.userId, receivedAt: new Date() }, [to_receive]);
  return detail(db, caller, id);
};
/** Completes a task in progress: items without a result are recorded "not checked". */
export const finishTask = async (db: Db, caller: Caller, id: number) => {
  const { task } = await requireTask(db, caller, id);
  requireAssignee(caller, task);
  await move(db, id, { status: completed, finishedBy: caller.session.userId, finishedAt: new Date() }, [in_progress]);
  for (const row of await selectTaskItems(db, id))
    if (row.item.result === 0) await updateTaskItem(db, row.item.id, { result: 3 });
  return detail(db, caller, id);
};
/** The task's equipment (taskequipedit), before it is completed; results of those kept stay. */
export const editEquipment = async (db: Db, caller: Caller, body: { id: number; related_ids: number[] }) => {
  const { task } = await requireTask(db, caller, body.id);
  await worker(db, caller, task.contractId, 'id');
  if (task.status === completed) throw wrongState();
  await replaceTaskItems(db, body.id, await checkItems(db, task.contractId, body.related_ids));
  return detail(db, caller, body.id);
};
/** One item's result (pass, fail, not checked) with its reading, remark and photos, while in progress. */
export const recordResult = async (db: Db, caller: Caller, body: MaintTaskResult) => {
  const item = await findTaskItem(db, body.item_id);
  if (!item) throw noData('item_id');
  const { task } = await requireTask(db, caller, item.taskId, 'item_id');
  requireAssignee(caller, task);
  if (task.status !== in_progress) throw wrongState();
  await requireUploadedFiles(db, { photos: body.photos });
  await updateTaskItem(db, item.id, {
    result: body.result,
    reading: body.reading,
    remark: body.remark,
    photos: body.photos,
    checkedBy: caller.session.userId,
    checkedAt: new Date(),
  });
  return detail(db, caller, task.id);
};
/**
 * Raises the repair task of a failed item (result 2) for the contract's maintenance company and the equipment's
 * unit: once per item (modules/repair's `raiseRepairTask`; asking again answers the same task).
 */
export const raiseItemRepair = async (deps: TaskDeps, caller: Caller, itemId: number) => {
  const { db } = deps;
  const item = await findTaskItem(db, itemId);
  if (!item) throw noData('item_id');
  const found = await requireTask(db, caller, item.taskId, 'item_id');
  const unitIds = await units(db, found.task.contractId);
  if (!isContractWorker(caller, found, unitIds)) requireAssignee(caller, found.task);
  if (item.result !== maintItemResults.fail)
    throw new AppError(ErrorCodes.updateFailed, { detail: repairMessages.notFailed, data: { field: 'item_id' } });
  const row = (await selectTaskItems(db, found.task.id)).find((entry) => entry.item.id === item.id)!;
  const { raiseRepairTask } = raisers(deps);
  const raised = await db.transaction((tx) =>
    raiseRepairTask(tx, {
      origin: repairOrigins.maint_item,
      sourceId: item.id,
      contractId: found.task.contractId,
      companyMaintId: found.companyMaintId,
      unitId: row.equipmentCompanyId,
      taskName: `${row.equipmentName}维修`,
      equipName: row.equipmentName,
      facilityAddress: [row.buildingName, row.positionDesc].filter(Boolean).join(' '),
      faultDesc: [found.task.taskName, item.reading, item.remark].filter(Boolean).join('；'),
      createrId: caller.session.userId,
    }),
  );
  return { repair_task_id: raised.id, created: raised.created };
};
/**
 * 上报隐患: the hazard of a failed item (result 2) of a task in progress or completed, for the equipment's unit with
 * its place, the item's reading, remark and photos. Read and raised in one transaction; once per item (asking
 * again answers the same hazard with `created` false).
 */
export const raiseItemHazard = async (deps: TaskDeps, caller: Caller, itemId: number) => {
  const { db } = deps;
  const { raiseHazardFromMaintItem, announceHazardPushes } = raisers(deps);
  const raised = await db.transaction(async (tx) => {
    const item = await findTaskItem(tx, itemId);
    if (!item) throw noData('item_id');
    const found = await requireTask(db, caller, item.taskId, 'item_id', tx);
    if (!isContractWorker(caller, found, await selectUnitIdsOf(tx, found.task.contractId)))
      requireAssignee(caller, found.task);
    if (found.task.status !== in_progress && found.task.status !== completed) throw wrongState();
    if (item.result !== maintItemResults.fail)
      throw new AppError(ErrorCodes.updateFailed, {
        detail: maintTaskMessages.notFailedHazard,
        data: { field: 'item_id' },
      });
    const row = (await selectTaskItems(tx, found.task.id)).find((entry) => entry.item.id === item.id)!;
    return raiseHazardFromMaintItem(tx, {
      task_id: found.task.id,
      item_id: item.id,
      company_id: row.equipmentCompanyId,
      building_id: row.equipmentBuildingId,
      floor_id: row.equipmentFloorId,
      location: [row.buildingName, row.positionDesc].filter(Boolean).join(' '),
      description: [`${row.equipmentName}：${found.task.taskName}`, item.reading, item.remark]
        .filter(Boolean)
        .join('；'),
      photo_file_ids: item.photos,
      reporter_uid: caller.session.userId,
    });
  });
  await announceHazardPushes(deps.bus, raised.pushed);
  return { hazard_id: raised.hazard_id, created: raised.created };
};
