import { ErrorCodes, hazardLevel, hazardMessages, hazardStatus, type HazardAbilities } from '@fireline/shared';
import { holds, type Caller } from '../../core/access';
import { AppError } from '../../core/app-error';
import { repairCreate } from '../repair';
import type { HazardRow } from './hazards.repo';

/**
 * Who may take which step of a hazard (docs/hazards.md "Who acts"): the permission node says what a person's role
 * does, the hazard says whose it is. Examining (confirm or reject, designate, review, close) is the hazard's unit's own
 * people holding 审核隐患; disposing is the designated person, or the designated company's people, holding 整改隐患;
 * changing or deleting a report waiting for confirmation is its reporter's or an examiner's, holding 上报隐患.
 * The platform administrator reads every hazard but takes no step: the steps are the unit's and its contractor's.
 */
export const isExaminer = (caller: Caller, hazard: Pick<HazardRow, 'companyId'>) =>
  caller.session.orgId === hazard.companyId && holds(caller, 'danger-handle') && !caller.session.isAdmin;

export const isDisposer = (
  caller: Caller,
  hazard: Pick<HazardRow, 'designateKind' | 'designatedCompanyId' | 'designatedUserId'>,
) =>
  !caller.session.isAdmin &&
  holds(caller, 'danger-dispose') &&
  ((hazard.designateKind === 'company' && hazard.designatedCompanyId === caller.session.orgId) ||
    (hazard.designateKind === 'user' && hazard.designatedUserId === caller.session.userId));

const mayChangeReport = (caller: Caller, hazard: HazardRow) =>
  !caller.session.isAdmin &&
  holds(caller, 'danger-new') &&
  (hazard.reporterId === caller.session.userId || isExaminer(caller, hazard));

/** The statuses a hazard may be sent for repair in: confirmed and not closed (nor rejected). */
export const repairableStatuses: readonly number[] = [
  hazardStatus.confirmed,
  hazardStatus.designated,
  hazardStatus.disposed,
  hazardStatus.reviewed,
];

/**
 * 转报修: the unit's side (its examiners, or its people and a centre holding a repair-create node), never the
 * administrator (who takes no step) nor a maintenance company (the repair is asked of it).
 */
export const mayRaiseRepair = (caller: Caller, hazard: Pick<HazardRow, 'companyId'>) =>
  !caller.session.isAdmin &&
  caller.session.orgKind !== 'maint' &&
  (isExaminer(caller, hazard) || holds(caller, repairCreate));

/**
 * Separation of duties (docs/hazards.md "Separation of duties"): a major hazard (重大隐患) is reviewed and closed by an
 * examiner who neither reported it nor rectified it (took its latest dispose step).
 */
export const isOwnMajorHazard = (caller: Caller, hazard: Pick<HazardRow, 'level' | 'reporterId' | 'rectifierId'>) =>
  hazard.level === hazardLevel.major &&
  (hazard.reporterId === caller.session.userId || hazard.rectifierId === caller.session.userId);

export const abilitiesOf = (caller: Caller, hazard: HazardRow): HazardAbilities => {
  const at = (status: number) => hazard.status === status;
  const examines = isExaminer(caller, hazard);
  const checks = examines && !isOwnMajorHazard(caller, hazard);
  return {
    can_edit: at(hazardStatus.reported) && mayChangeReport(caller, hazard),
    // A raised hazard (alarm event, patrol item) is rejected, not deleted: its source keeps its answer.
    can_delete: at(hazardStatus.reported) && hazard.source === 'manual' && mayChangeReport(caller, hazard),
    can_confirm: at(hazardStatus.reported) && examines,
    can_reject: at(hazardStatus.reported) && examines,
    can_designate: at(hazardStatus.confirmed) && examines,
    can_dispose: at(hazardStatus.designated) && isDisposer(caller, hazard),
    can_review: at(hazardStatus.disposed) && checks,
    can_close: at(hazardStatus.reviewed) && checks,
    can_repair: repairableStatuses.includes(hazard.status) && mayRaiseRepair(caller, hazard),
  };
};

export type StepAbility = keyof HazardAbilities;

/** The statuses each step starts from. */
export const stepStart: Record<StepAbility, number> = {
  can_edit: hazardStatus.reported,
  can_delete: hazardStatus.reported,
  can_confirm: hazardStatus.reported,
  can_reject: hazardStatus.reported,
  can_designate: hazardStatus.confirmed,
  can_dispose: hazardStatus.designated,
  can_review: hazardStatus.disposed,
  can_close: hazardStatus.reviewed,
  can_repair: hazardStatus.confirmed,
};

/** 7994: the hazard is elsewhere in its workflow (a step cannot be skipped, repeated or taken back). */
export const wrongStep = () => new AppError(ErrorCodes.checkFailed, { detail: hazardMessages.wrongStep });
/** 9993: this person is not one of the step's. */
export const notYours = () => new AppError(ErrorCodes.noPermission, { detail: hazardMessages.notYours });

/**
 * Refuses a step: 9993 when the caller is not one of its people whatever the status, else 7994 when the hazard is not
 * at the step's start. Asked with the status set to the step's start, so who-may is judged apart from where-it-is.
 */
export const requireStep = (caller: Caller, hazard: HazardRow, ability: StepAbility) => {
  const start = stepStart[ability];
  if ((ability === 'can_review' || ability === 'can_close') && isExaminer(caller, hazard))
    if (isOwnMajorHazard(caller, hazard))
      throw new AppError(ErrorCodes.noPermission, { detail: hazardMessages.separationOfDuties });
  if (!abilitiesOf(caller, { ...hazard, status: start })[ability]) throw notYours();
  if (hazard.status !== start) throw wrongStep();
};

export const fieldError = (
  code: (typeof ErrorCodes)[keyof typeof ErrorCodes],
  field: string,
  message: { zh: string; en: string },
) => new AppError(code, { detail: { zh: `${field} ${message.zh}`, en: `${field} ${message.en}` }, data: { field } });
