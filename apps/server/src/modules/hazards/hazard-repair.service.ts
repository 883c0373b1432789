import { repairOrigins, type HazardRepairBody } from '@fireline/shared';
import type { Caller } from '../../core/access';
import type { Db } from '../../db/client';
import { contractForRaise, raiseRepairTask } from '../repair';
import { mayRaiseRepair, notYours, repairableStatuses, wrongStep } from './hazard-rules';
import { requireHazard } from './hazards.service';

/**
 * 转报修 (PUT patrol/hazard/repair): the repair task (origin 5) of a confirmed hazard not closed, read and raised in one
 * transaction. Its maintenance company is the designated one (under the designation's contract), else the one named,
 * else the unit's only one with a contract in force. Once per hazard: asking again answers the same task. The hazard's
 * own workflow is not touched: the repair is the means, the hazard is still disposed of, reviewed and closed by its steps.
 */
export const raiseHazardRepair = (db: Db, options: { caller: Caller; body: HazardRepairBody; today: string }) =>
  db.transaction(async (tx) => {
    const { caller, body } = options;
    const hazard = await requireHazard(tx, caller, body.id);
    if (!mayRaiseRepair(caller, hazard)) throw notYours();
    if (!repairableStatuses.includes(hazard.status)) throw wrongStep();
    const designated =
      hazard.designateKind === 'company' && hazard.designatedCompanyId !== null && hazard.contractId !== null
        ? { contractId: hazard.contractId, companyMaintId: hazard.designatedCompanyId }
        : undefined;
    const contract =
      designated ??
      (await contractForRaise(tx, {
        unitId: hazard.companyId,
        companyMaintId: body.company_maint_id,
        today: options.today,
      }));
    const raised = await raiseRepairTask(tx, {
      origin: repairOrigins.hazard,
      sourceId: hazard.id,
      contractId: contract.contractId,
      companyMaintId: contract.companyMaintId,
      unitId: hazard.companyId,
      taskName: `隐患整改：${hazard.location || hazard.description}`,
      faultDesc: hazard.description,
      equipName: hazard.location,
      facilityAddress: hazard.location,
      level: hazard.level,
      createrId: caller.session.userId,
    });
    return { repair_task_id: raised.id, created: raised.created };
  });
