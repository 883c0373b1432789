import { ErrorCodes, itemResults, patrolMessages, repairOrigins, type PatrolItemRepair } from '@fireline/shared';
import { requireAccessTo } from '../../core/access';
import { AppError } from '../../core/app-error';
import { contractForRaise, raiseRepairTask } from '../repair';
import type { PatrolCtx } from './patrol-context';
import { findRecordItem, findRecordRow } from './records.repo';

/**
 * 报修 (PUT patrol/record/item_repair): the repair task (origin 4, `source_id` the answer's id) of an unfit answer of a
 * check-in, read under the caller's scope and raised in one transaction; the unit's maintenance company is the one
 * named, else its only one with a contract in force. Once per answer: asking again answers the same task.
 */
export const raisePatrolItemRepair = (ctx: PatrolCtx, body: PatrolItemRepair, today: string) =>
  ctx.db.transaction(async (tx) => {
    const answer = await findRecordItem(tx, body.record_item_id);
    if (!answer) throw new AppError(ErrorCodes.noData, { data: { field: 'record_item_id' } });
    await requireAccessTo(tx, ctx.caller, { kind: 'patrol_record', id: answer.recordId, field: 'record_item_id' });
    if (answer.result !== itemResults.unfit)
      throw new AppError(ErrorCodes.updateFailed, {
        detail: patrolMessages.notUnfit,
        data: { field: 'record_item_id' },
      });
    const { record, siteName } = (await findRecordRow(tx, answer.recordId))!;
    const contract = await contractForRaise(tx, {
      unitId: record.companyId,
      companyMaintId: body.company_maint_id,
      today,
    });
    const what = answer.remark || (answer.reading === null ? '不合格' : `读数 ${answer.reading}`);
    const raised = await raiseRepairTask(tx, {
      origin: repairOrigins.patrol_item,
      sourceId: answer.id,
      contractId: contract.contractId,
      companyMaintId: contract.companyMaintId,
      unitId: record.companyId,
      taskName: `${siteName ?? ''} · ${answer.itemName}维修`,
      faultDesc: `${siteName ?? ''} · ${answer.itemName}：${what}`,
      equipName: answer.itemName,
      facilityAddress: siteName ?? '',
      createrId: ctx.caller.session.userId,
    });
    return { repair_task_id: raised.id, created: raised.created };
  });
