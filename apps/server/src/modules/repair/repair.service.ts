import {
  eventMessages,
  ErrorCodes,
  hazardMessages,
  repairMessages,
  repairOrigins,
  repairStatuses,
  type CreateRepairBody,
  type RepairCheck,
  type RepairContractOption,
  type RepairTaskDetail,
} from '@fireline/shared';
import { requireAccess, type Caller } from '../../core/access';
import { AppError } from '../../core/app-error';
import type { SessionUser } from '../../core/session';
import type { Db, DbOrTx } from '../../db/client';
import { requireUploadedFiles } from '../../core/file-refs';
import { liveContractsOfUnit } from '../maint';
import { presentRepairDetail } from './repair-present';
import { checkDepartment, checkMaintPeople } from './repair-tasks.service';
import {
  findEvent,
  findLiveRepairTask,
  findRepairTask,
  findSourceRepairTask,
  insertRepairTask,
  type RepairEvent,
} from './repair.repo';

/** enum_task_type of a repair task (maintenance tasks are 1 and 3). */
const REPAIR_TYPE = 2;

const fail = (code: (typeof ErrorCodes)[keyof typeof ErrorCodes], field: string, message: { zh: string; en: string }) =>
  new AppError(code, { detail: { zh: `${field} ${message.zh}`, en: `${field} ${message.en}` }, data: { field } });

/**
 * The cared unit of a repair request: the alarm's, else the one asked for, else a unit user's own. A unit asked for
 * that the caller may not set (a unit user naming another unit, or a unit other than the alarm's) is refused naming
 * the field (8996), never quietly swapped for another (issue 28).
 */
const caredUnitOf = (session: SessionUser, options: { asked?: number; eventUnitId?: number }) => {
  const { asked, eventUnitId } = options;
  const field = 'mt_task.company_cared_id';
  if (asked !== undefined && session.orgKind === 'cared' && asked !== session.orgId)
    throw fail(ErrorCodes.paramValue, field, repairMessages.ownUnitOnly);
  if (asked !== undefined && eventUnitId !== undefined && asked !== eventUnitId)
    throw fail(ErrorCodes.paramValue, field, repairMessages.notEventUnit);
  return eventUnitId ?? asked ?? (session.orgKind === 'cared' ? session.orgId : undefined);
};

/**
 * Maintenance-company options for a repair request (spec 000 §3): the contracts live on the site's `today` that cover
 * the asked unit. The id is the one asked for, scope-checked (9993 outside the scope); it is never swapped for the
 * caller's own unit.
 */
export const listContractOptions = async (
  db: Db,
  options: { caller: Caller; unitId: number; today: string },
): Promise<RepairContractOption[]> => {
  await requireAccess(db, options.caller, { kind: 'unit', ids: options.unitId });
  const rows = await liveContractsOfUnit(db, { unitId: options.unitId, today: options.today });
  return rows.map(({ contract, maintName }) => ({
    is_active: contract.isActive ? 1 : 0,
    project_id: contract.id,
    contract_id: contract.id,
    company_maint_id: contract.companyMaintId,
    company_cared_id: options.unitId,
    company_name: maintName,
    project_name: contract.projectName,
  }));
};

/**
 * The contract a repair task raised from a source goes under (patrol item, hazard): the live contract of
 * `companyMaintId` covering the unit, or the unit's only live contract when none is named. Several and none named →
 * 8998 naming `company_maint_id`; no live contract (of that company) → 7994 naming it.
 */
export const contractForRaise = async (
  db: DbOrTx,
  options: { unitId: number; companyMaintId?: number | null; today: string },
) => {
  const live = await liveContractsOfUnit(db, { unitId: options.unitId, today: options.today });
  const fits = options.companyMaintId
    ? live.filter(({ contract }) => contract.companyMaintId === options.companyMaintId)
    : live;
  if (fits.length === 0) throw fail(ErrorCodes.checkFailed, 'company_maint_id', hazardMessages.noContract);
  if (fits.length > 1 && !options.companyMaintId)
    throw fail(ErrorCodes.paramRequired, 'company_maint_id', eventMessages.repairNoContract);
  const { contract } = fits[0]!;
  return { contractId: contract.id, companyMaintId: contract.companyMaintId };
};

const requireFaultEvent = async (db: DbOrTx, caller: Caller, eventId: number) => {
  await requireAccess(db, caller, { kind: 'event', ids: eventId });
  const event = await findEvent(db, eventId);
  if (!event) throw new AppError(ErrorCodes.noData);
  return event;
};

const isFault = (event: RepairEvent) =>
  event.statusCategory === 'fault' && (event.enumConfirmType === 0 || event.enumConfirmType === 3);

/** Whether the apply-repair box may be ticked: a fault, and no earlier application that was not cancelled. */
export const checkApply = async (db: Db, options: { caller: Caller; eventId: number }): Promise<RepairCheck> => {
  const event = await requireFaultEvent(db, options.caller, options.eventId);
  if (!isFault(event)) return { can_apply: false, reason: 'not_fault' };
  const earlier = await findLiveRepairTask(db, event.id);
  return earlier
    ? { can_apply: false, reason: 'already_applied', repair_task_id: earlier.id }
    : { can_apply: true, reason: '' };
};

/**
 * Creates a repair task (POST maint/repair/info): from a fault alarm when `mt_task.event_id` is given (spec 000: origin
 * 3, type 2, status 1), else by hand (/vyborg/new?type=new: origin 1, type 2, status 1) for a unit and a maintenance
 * company with a contract in force. One live application per event is kept by a unique index, so a second request
 * (also a concurrent one) is refused with 'a repair order is already being processed'.
 */
export const createRepairTask = async (
  db: Db,
  options: { caller: Caller; body: CreateRepairBody; today: string },
): Promise<RepairTaskDetail> => {
  const { caller } = options;
  const { mt_task: task, mt_task_confirm: confirm } = options.body;
  const { session } = caller;
  const companyMaintId = task.company_maint_id ?? (session.orgKind === 'maint' ? session.orgId : undefined);
  if (!task.event_id && !task.task_name)
    throw fail(ErrorCodes.paramRequired, 'mt_task.task_name', repairMessages.taskNameRequired);
  if (!companyMaintId) throw fail(ErrorCodes.paramRequired, 'mt_task.company_maint_id', eventMessages.repairNoContract);
  if (!confirm.fault_desc)
    throw fail(ErrorCodes.paramRequired, 'mt_task_confirm.fault_desc', eventMessages.repairFaultDesc);
  const event = task.event_id ? await requireFaultEvent(db, caller, task.event_id) : undefined;
  if (event && !isFault(event)) throw new AppError(ErrorCodes.checkFailed, { detail: eventMessages.repairNotFault });
  const unitId = caredUnitOf(session, { asked: task.company_cared_id ?? undefined, eventUnitId: event?.companyId });
  if (!unitId) throw fail(ErrorCodes.paramRequired, 'mt_task.company_cared_id', repairMessages.unitRequired);
  await requireAccess(db, caller, { kind: 'unit', ids: unitId, field: 'mt_task.company_cared_id' });
  const contract = (await liveContractsOfUnit(db, { unitId: unitId, today: options.today })).find(
    ({ contract }) =>
      contract.companyMaintId === companyMaintId && (!task.contract_id || contract.id === task.contract_id),
  );
  if (!contract) throw fail(ErrorCodes.checkFailed, 'mt_task.company_maint_id', eventMessages.repairNoContract);
  await checkDepartment(db, task.department_id, unitId);
  await checkMaintPeople(db, companyMaintId, task.related_part_user, 'mt_task.related_part_user');
  await requireUploadedFiles(db, { 'mt_task.attachments': task.attachments });
  const created = await insertRepairTask(db, {
    enumTaskOrigin: event ? repairOrigins.fault_alarm : repairOrigins.manual,
    enumTaskType: REPAIR_TYPE,
    enumTaskStatus: repairStatuses.to_assign,
    equipId: -1,
    taskName: task.task_name || `${event!.deviceName}故障`,
    projectId: contract.contract.id,
    contractId: contract.contract.id,
    companyMaintId: contract.contract.companyMaintId,
    unitId: unitId,
    thingId: event ? (event.componentId ?? event.deviceId) : (task.thing_id ?? null),
    thingType: event ? (event.systemType ?? null) : (task.thing_type ?? null),
    eventId: event?.id ?? null,
    createrId: session.userId,
    faultDesc: confirm.fault_desc,
    departmentId: task.department_id ?? null,
    enumTaskLevel: task.enum_task_level ?? 1,
    equipName: task.equip_name || event?.deviceName || '',
    facilityAddress: task.facility_address,
    remark: task.remark,
    relatedPartUser: task.related_part_user,
    attachments: task.attachments,
  });
  if (!created) throw new AppError(ErrorCodes.alreadyExists, { detail: eventMessages.repairProcessing });
  return presentRepairDetail(db, caller, (await findRepairTask(db, created.id))!);
};

/** What another module raises a repair task from (a failed maintenance item, a patrol item, a hazard). */
export type RaiseRepairInput = {
  origin: typeof repairOrigins.maint_item | typeof repairOrigins.patrol_item | typeof repairOrigins.hazard;
  sourceId: number;
  contractId: number | null;
  companyMaintId: number;
  unitId: number;
  taskName: string;
  faultDesc: string;
  createrId: number;
  equipName?: string;
  facilityAddress?: string;
  thingId?: number | null;
  level?: number;
};

/**
 * Raises the repair task of a source record inside the caller's transaction: one per source (a unique index on origin
 * and source id), so asking again answers the task raised before with `created` false.
 */
export const raiseRepairTask = async (tx: DbOrTx, input: RaiseRepairInput) => {
  const created = await insertRepairTask(tx, {
    enumTaskOrigin: input.origin,
    enumTaskType: REPAIR_TYPE,
    enumTaskStatus: repairStatuses.to_assign,
    sourceId: input.sourceId,
    taskName: input.taskName.slice(0, 100),
    projectId: input.contractId,
    contractId: input.contractId,
    companyMaintId: input.companyMaintId,
    unitId: input.unitId,
    thingId: input.thingId ?? null,
    createrId: input.createrId,
    faultDesc: input.faultDesc.slice(0, 200),
    equipName: input.equipName ?? '',
    facilityAddress: input.facilityAddress ?? '',
    enumTaskLevel: input.level ?? 1,
  });
  if (created) return { id: created.id, created: true };
  const earlier = await findSourceRepairTask(tx, input.origin, input.sourceId);
  return { id: earlier!.id, created: false };
};
