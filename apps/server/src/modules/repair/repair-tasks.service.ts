import {
  APP_ID,
  ErrorCodes,
  repairMessages,
  repairStatuses,
  type RepairListQuery,
  type RepairUpdate,
} from '@fireline/shared';
import { contractReachOf, requireAccess, type Caller } from '../../core/access';
import { AppError } from '../../core/app-error';
import type { AppDeps } from '../../core/context';
import { requireUploadedFiles } from '../../core/file-refs';
import type { DbOrTx } from '../../db/client';
import { announcePush } from '../../realtime/push';
import { insertPushMessages } from '../../realtime/push.repo';
import { requireAbility } from './repair-abilities';
import { presentRepairDetail, presentRepairTasks } from './repair-present';
import {
  findRepairTask,
  insertRepairStep,
  isDepartmentOf,
  listRepairTasks as listRepairTaskRows,
  selectOrgPeople,
  updateRepairRow,
  type RepairRow,
  type RepairValues,
} from './repair.repo';

const { to_assign, to_receive, in_progress, completed, closed, cancelled } = repairStatuses;

/** msg_type of the app_id 14 message telling the executor a repair task was assigned to them, or sent back. */
export const REPAIR_TASK_MSG_TYPE = 'repair_task';

export const invalid = (
  field: string,
  message: { zh: string; en: string },
  code: (typeof ErrorCodes)[keyof typeof ErrorCodes] = ErrorCodes.paramValue,
) => new AppError(code, { detail: { zh: `${field} ${message.zh}`, en: `${field} ${message.en}` }, data: { field } });

/** People of the maintenance company only (executor, participants): 8996 naming the field otherwise. */
export const checkMaintPeople = async (db: DbOrTx, maintId: number, uids: readonly number[], field: string) => {
  const unique = [...new Set(uids)];
  if (!unique.length) return unique;
  const found = await selectOrgPeople(db, maintId, unique);
  if (found.length !== unique.length) throw invalid(field, repairMessages.notMaintPerson);
  return unique;
};

export const checkDepartment = async (db: DbOrTx, departmentId: number | null | undefined, unitId: number) => {
  if (departmentId && !(await isDepartmentOf(db, departmentId, unitId)))
    throw invalid('department_id', { zh: '不是该单位的部门', en: 'is not a department of the unit' });
};

/**
 * The repair-task flow (docs/maintenance.md "Repair tasks"): list, detail, edit, assign → receive → complete →
 * confirm or send back, cancel. Each step changes the row only from the states it starts from (a concurrent step that
 * won leaves 7998) and records who and when in repair_task_steps, in one transaction.
 *
 * What a step of the flow needs: the database, and the bus that tells the executor's app of its message.
 */
export type RepairTaskDeps = Pick<AppDeps, 'db' | 'bus'>;

const requireTask = async (db: DbOrTx, caller: Caller, id: number) => {
  await requireAccess(db, caller, { kind: 'repair_task', ids: id, field: 'id' });
  const found = await findRepairTask(db, id);
  if (!found) throw new AppError(ErrorCodes.noData, { detail: { zh: 'id', en: 'id' }, data: { field: 'id' } });
  return found;
};
const detail = async (db: DbOrTx, caller: Caller, id: number) =>
  presentRepairDetail(db, caller, (await findRepairTask(db, id))!);

/** Moves the task from `from` with `values`, recording the step; 7998 when another step moved it first. */
const step = async (
  deps: RepairTaskDeps,
  caller: Caller,
  task: RepairRow,
  options: { action: string; values: Partial<RepairValues>; from: number[]; remark?: string; notify?: number[] },
) => {
  const { db, bus } = deps;
  await db.transaction(async (tx) => {
    const moved = await updateRepairRow(tx, task.id, options.values, options.from);
    if (!moved)
      throw new AppError(ErrorCodes.updateFailed, {
        detail: repairMessages.wrongState,
        data: { field: 'enum_maint_status' },
      });
    await insertRepairStep(tx, {
      taskId: task.id,
      action: options.action,
      userId: caller.session.userId,
      remark: options.remark,
    });
    if (options.notify?.length)
      await insertPushMessages(tx, [
        {
          userIds: options.notify,
          payload: {
            app_id: [APP_ID.maintTasks],
            msg_type: REPAIR_TASK_MSG_TYPE,
            msg_body: { title: '维修任务', content: moved.taskName, path: `/vyborg/repair/detail?id=${moved.id}` },
          },
        },
      ]);
  });
  if (options.notify?.length) await announcePush(bus, options.notify).catch(() => undefined);
  return detail(db, caller, task.id);
};

export const listRepairTasks = async (db: DbOrTx, caller: Caller, query: RepairListQuery) => {
  const { rows, total, counts } = await listRepairTaskRows(db, contractReachOf(caller), {
    ...query,
    userId: caller.session.userId,
  });
  return { list: await presentRepairTasks(db, caller, rows), total, counts };
};
export const getRepairTask = async (db: DbOrTx, caller: Caller, id: number) =>
  presentRepairDetail(db, caller, await requireTask(db, caller, id));
/** The maintenance company's people for the executor and participants. */
export const respOptions = async (db: DbOrTx, caller: Caller, id: number) => {
  const { task } = await requireTask(db, caller, id);
  return selectOrgPeople(db, task.companyMaintId);
};
export const updateRepairTask = async (deps: RepairTaskDeps, caller: Caller, body: RepairUpdate) => {
  const { db } = deps;
  const { task } = await requireTask(db, caller, body.id);
  requireAbility(caller, task, 'edit');
  await checkDepartment(db, body.department_id, task.unitId);
  await checkMaintPeople(db, task.companyMaintId, body.related_part_user, 'related_part_user');
  await requireUploadedFiles(db, { attachments: body.attachments });
  return step(deps, caller, task, {
    action: 'edit',
    from: [to_assign, to_receive, in_progress],
    values: {
      taskName: body.task_name,
      departmentId: body.department_id,
      enumTaskLevel: body.enum_task_level,
      equipName: body.equip_name,
      facilityAddress: body.facility_address,
      faultDesc: body.facility_fault_desc,
      remark: body.remark,
      relatedPartUser: body.related_part_user,
      attachments: body.attachments,
    },
  });
};
/** Assigns (or reassigns before it is received) the executor; the executor gets an app_id 14 message. */
export const assignRepairTask = async (
  deps: RepairTaskDeps,
  caller: Caller,
  body: { id: number; related_resp_uid: number; related_part_user?: number[] },
) => {
  const { db } = deps;
  const { task } = await requireTask(db, caller, body.id);
  requireAbility(caller, task, 'assign');
  await checkMaintPeople(db, task.companyMaintId, [body.related_resp_uid], 'related_resp_uid');
  const participants = body.related_part_user
    ? await checkMaintPeople(db, task.companyMaintId, body.related_part_user, 'related_part_user')
    : task.relatedPartUser;
  return step(deps, caller, task, {
    action: 'assign',
    from: [to_assign, to_receive],
    values: { relatedRespUid: body.related_resp_uid, relatedPartUser: participants, enumTaskStatus: to_receive },
    notify: body.related_resp_uid === caller.session.userId ? [] : [body.related_resp_uid],
  });
};
export const receiveRepairTask = async (deps: RepairTaskDeps, caller: Caller, id: number) => {
  const { db } = deps;
  const { task } = await requireTask(db, caller, id);
  requireAbility(caller, task, 'receive');
  return step(deps, caller, task, { action: 'receive', from: [to_receive], values: { enumTaskStatus: in_progress } });
};
/** Completes the repair: the test result and at least one confirmation photo are required. */
export const completeRepairTask = async (
  deps: RepairTaskDeps,
  caller: Caller,
  body: { id: number; test_result: string; task_confirm_graph: string[] },
) => {
  const { db } = deps;
  const { task } = await requireTask(db, caller, body.id);
  requireAbility(caller, task, 'complete');
  if (!body.test_result) throw invalid('test_result', repairMessages.testResultRequired, ErrorCodes.paramRequired);
  if (!body.task_confirm_graph.length)
    throw invalid('task_confirm_graph', repairMessages.photosRequired, ErrorCodes.paramRequired);
  await requireUploadedFiles(db, { task_confirm_graph: body.task_confirm_graph });
  return step(deps, caller, task, {
    action: 'complete',
    from: [in_progress],
    values: {
      enumTaskStatus: completed,
      testResult: body.test_result,
      taskConfirmGraph: body.task_confirm_graph,
      finishedAt: new Date(),
    },
  });
};
/** The unit accepts the completed repair (closed) or sends it back to the executor (in progress) with a reason. */
export const confirmRepairTask = async (
  deps: RepairTaskDeps,
  caller: Caller,
  body: { id: number; accept: 0 | 1; reason: string },
) => {
  const { db } = deps;
  const { task } = await requireTask(db, caller, body.id);
  requireAbility(caller, task, 'confirm');
  if (body.accept)
    return step(deps, caller, task, { action: 'confirm', from: [completed], values: { enumTaskStatus: closed } });
  if (!body.reason) throw invalid('reason', repairMessages.reasonRequired, ErrorCodes.paramRequired);
  return step(deps, caller, task, {
    action: 'send_back',
    from: [completed],
    values: { enumTaskStatus: in_progress, finishedAt: null },
    remark: body.reason,
    notify: task.relatedRespUid ? [task.relatedRespUid] : [],
  });
};
export const cancelRepairTask = async (deps: RepairTaskDeps, caller: Caller, body: { id: number; reason: string }) => {
  const { db } = deps;
  const { task } = await requireTask(db, caller, body.id);
  requireAbility(caller, task, 'cancel');
  return step(deps, caller, task, {
    action: 'cancel',
    from: [to_assign, to_receive, in_progress],
    values: { enumTaskStatus: cancelled },
    remark: body.reason,
  });
};
