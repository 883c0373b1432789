import {
  alarmMessages,
  ErrorCodes,
  type CreateRepairBody,
  type RepairCheck,
  type RepairContractOption,
  type RepairTask,
} from '@fireline/shared';
import { requireAccess, type Caller } from '../../core/access';
import { AppError } from '../../core/app-error';
import type { SessionUser } from '../../core/session';
import type { Db, DbOrTx } from '../../db/client';
import { liveContractsOfUnit } from '../maint';
import { findEvent, findLiveRepairTask, insertRepairTask, type RepairEvent } from './repair.repo';

/** A repair task raised from a fault alarm (spec 000 §9, 002 §9): origin 3, type 2, status 1 (pending), no equipment. */
const REPAIR_DEFAULTS = { enumTaskOrigin: 3, enumTaskType: 2, enumTaskStatus: 1, equipId: -1 } as const;
const CANCELLED = 4;

const fail = (code: (typeof ErrorCodes)[keyof typeof ErrorCodes], field: string, message: { zh: string; en: string }) =>
  new AppError(code, { detail: { zh: `${field} ${message.zh}`, en: `${field} ${message.en}` }, data: { field } });

/** The cared unit of a repair request: the user's own when the user belongs to a cared unit, else the event's. */
const caredUnitOf = (session: SessionUser, eventCompanyId?: number) =>
  session.orgKind === 'cared' ? session.orgId : eventCompanyId;

/**
 * Maintenance-company options for a repair request (spec 000 §3): the contracts live on the site's `today` that cover
 * the asked unit. The id is the one asked for, scope-checked (9993 outside the scope); it is never swapped for the
 * caller's own unit.
 */
export const listContractOptions = async (
  db: Db,
  options: { caller: Caller; companyCaredId: number; today: string },
): Promise<RepairContractOption[]> => {
  await requireAccess(db, options.caller, { kind: 'unit', ids: options.companyCaredId });
  const rows = await liveContractsOfUnit(db, { unitId: options.companyCaredId, today: options.today });
  return rows.map(({ contract, maintName }) => ({
    is_active: contract.isActive ? 1 : 0,
    project_id: contract.id,
    contract_id: contract.id,
    company_maint_id: contract.companyMaintId,
    company_cared_id: options.companyCaredId,
    company_name: maintName,
    project_name: contract.projectName,
  }));
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
  const earlier = await findLiveRepairTask(db, event.id, CANCELLED);
  return earlier
    ? { can_apply: false, reason: 'already_applied', repair_task_id: earlier.id }
    : { can_apply: true, reason: '' };
};

/**
 * Creates the repair task of a fault alarm. One live application per event is kept by a unique index, so a second
 * request (also a concurrent one) is refused with 'a repair order is already being processed'.
 */
export const createRepairTask = async (
  db: Db,
  options: { caller: Caller; body: CreateRepairBody; today: string },
): Promise<RepairTask> => {
  const { caller } = options;
  const { mt_task: task, mt_task_confirm: confirm } = options.body;
  if (!task.event_id)
    throw fail(ErrorCodes.paramRequired, 'mt_task.event_id', { zh: '缺少来源告警', en: 'source event missing' });
  if (!task.company_maint_id)
    throw fail(ErrorCodes.paramRequired, 'mt_task.company_maint_id', alarmMessages.repairNoContract);
  if (!confirm.fault_desc)
    throw fail(ErrorCodes.paramRequired, 'mt_task_confirm.fault_desc', alarmMessages.repairFaultDesc);
  const event = await requireFaultEvent(db, caller, task.event_id);
  if (!isFault(event)) throw new AppError(ErrorCodes.checkFailed, { detail: alarmMessages.repairNotFault });
  const caredId = caredUnitOf(caller.session, event.companyId)!;
  await requireAccess(db, caller, { kind: 'unit', ids: caredId });
  const contract = (await liveContractsOfUnit(db, { unitId: caredId, today: options.today })).find(
    ({ contract }) =>
      contract.companyMaintId === task.company_maint_id && (!task.contract_id || contract.id === task.contract_id),
  );
  if (!contract) throw fail(ErrorCodes.checkFailed, 'mt_task.company_maint_id', alarmMessages.repairNoContract);
  const created = await insertRepairTask(db, {
    ...REPAIR_DEFAULTS,
    taskName: task.task_name || `${event.deviceName}故障`,
    projectId: contract.contract.id,
    contractId: contract.contract.id,
    companyMaintId: contract.contract.companyMaintId,
    companyCaredId: caredId,
    thingId: event.componentId ?? event.deviceId,
    thingType: event.systemType ?? null,
    eventId: event.id,
    createrId: caller.session.userId,
    faultDesc: confirm.fault_desc,
  });
  if (!created) throw new AppError(ErrorCodes.alreadyExists, { detail: alarmMessages.repairProcessing });
  return {
    id: created.id,
    task_name: created.taskName,
    project_id: created.projectId,
    contract_id: created.contractId,
    company_maint_id: created.companyMaintId,
    company_cared_id: created.companyCaredId,
    enum_task_origin: { id: created.enumTaskOrigin },
    enum_task_type: { id: created.enumTaskType },
    enum_task_status: { id: created.enumTaskStatus },
    thing_id: created.thingId,
    thing_type: created.thingType,
    event_id: created.eventId,
    equip_id: created.equipId,
    creater_id: created.createrId,
    mt_task_confirm: { fault_desc: created.faultDesc },
  };
};
