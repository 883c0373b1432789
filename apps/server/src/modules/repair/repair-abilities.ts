import { ErrorCodes, repairMessages, repairStatuses } from '@fireline/shared';
import { isContractSide, isUnitSide as isUnitSideOf, type Caller } from '../../core/access';
import { AppError } from '../../core/app-error';
import type { RepairRow } from './repair.repo';

/**
 * Who works a repair task (docs/maintenance.md "Repair tasks"); who reads it is the `repair_task` access kind
 * (core/access.ts). The maintenance company's people (the contract side) work their company's tasks (assign; the
 * executor receives and completes); the unit's side (its own people, a centre whose scope holds the unit) confirms or
 * sends back a completed one and cancels one not completed; the administrator does everything.
 */
const isMaintSide = (caller: Caller, task: RepairRow) => isContractSide(caller, task.companyMaintId);
const isUnitSide = (caller: Caller, task: RepairRow) => isUnitSideOf(caller, [task.unitId]);

const isExecutor = (caller: Caller, task: RepairRow) =>
  caller.session.isAdmin || task.relatedRespUid === caller.session.userId;

const { to_assign, to_receive, in_progress, completed } = repairStatuses;
const open = [to_assign, to_receive, in_progress] as number[];

/** What the caller may do with the task now: the service's checks and the answer's `can` come from here. */
export const repairAbilities = (caller: Caller, task: RepairRow) => {
  const status = task.enumTaskStatus;
  const isCreator = task.createrId === caller.session.userId;
  return {
    edit: open.includes(status) && (isMaintSide(caller, task) || isUnitSide(caller, task)),
    assign: [to_assign, to_receive].includes(status as 1 | 2) && isMaintSide(caller, task),
    receive: status === to_receive && isExecutor(caller, task),
    complete: status === in_progress && isExecutor(caller, task),
    confirm: status === completed && isUnitSide(caller, task),
    cancel: open.includes(status) && (isUnitSide(caller, task) || isCreator),
  };
};
export type RepairAbility = keyof ReturnType<typeof repairAbilities>;

export const wrongState = () =>
  new AppError(ErrorCodes.updateFailed, { detail: repairMessages.wrongState, data: { field: 'enum_maint_status' } });
export const notExecutor = () =>
  new AppError(ErrorCodes.noPermission, { detail: repairMessages.notAssignee, data: { field: 'related_resp_uid' } });
export const refused = (field = 'id') =>
  new AppError(ErrorCodes.noPermission, { detail: { zh: field, en: field }, data: { field } });

/**
 * Refuses a step the caller may not take: 9993 when it is not theirs to take in any state (another side, not the
 * executor), 7998 when it is theirs but the task is in another state.
 */
export const requireAbility = (caller: Caller, task: RepairRow, ability: RepairAbility) => {
  if (repairAbilities(caller, task)[ability]) return;
  const whoever = { ...task, enumTaskStatus: stateFor[ability] };
  if (!repairAbilities(caller, whoever)[ability])
    throw ability === 'receive' || ability === 'complete' ? notExecutor() : refused();
  throw wrongState();
};
const stateFor: Record<RepairAbility, number> = {
  edit: to_assign,
  assign: to_assign,
  receive: to_receive,
  complete: in_progress,
  confirm: completed,
  cancel: to_assign,
};
