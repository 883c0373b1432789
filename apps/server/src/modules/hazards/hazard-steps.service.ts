import {
  ErrorCodes,
  hazardMessages,
  hazardStatus,
  type DesignateOptions,
  type HazardRecord,
  type NodeProcessBody,
} from '@fireline/shared';
import type { Caller } from '../../core/access';
import { requireUploadedFiles } from '../../core/file-refs';
import type { DbOrTx, Tx } from '../../db/client';
import {
  announce,
  disposersOf,
  examinersOf,
  queueHazardPushes,
  type HazardDeps,
  type HazardNotice,
  type HazardPushKind,
} from './hazard-notify';
import { fieldError, notYours, requireStep, wrongStep, isExaminer, type StepAbility } from './hazard-rules';
import {
  advanceHazard,
  insertNode,
  selectContractOptions,
  selectNamedHazard,
  selectOrgUsers,
  type HazardRow,
  type NewHazard,
  type NewHazardNode,
} from './hazards.repo';
import { loadHazardRecord, requireHazard, requireUnitUsers } from './hazards.service';

type Step = {
  caller: Caller;
  id: number;
  ability: StepAbility;
  /** Checks beyond who-may and where-it-is (the input against the hazard); answers the change and its node. */
  prepare: (hazard: HazardRow) => Promise<{
    to: number;
    values?: Partial<NewHazard>;
    node: Omit<NewHazardNode, 'hazardId' | 'userId'>;
  }>;
  /** Who is told of the step, once taken. */
  notify?: (tx: Tx, moved: HazardRow) => Promise<{ kind: HazardPushKind; userIds: number[] } | undefined>;
};

/**
 * One workflow step: the hazard must be the caller's to reach (scope), the caller one of the step's people, the hazard
 * at the step's start; the move is conditional on that status, so two concurrent calls cannot both take it. The node
 * and the pushes commit with the move.
 */
const takeStep = async (deps: HazardDeps, step: Step): Promise<HazardRecord> => {
  const { db } = deps;
  const hazard = await requireHazard(db, step.caller, step.id);
  requireStep(step.caller, hazard, step.ability);
  const change = await step.prepare(hazard);
  const pushed = await db.transaction(async (tx) => {
    const moved = await advanceHazard(tx, {
      id: hazard.id,
      from: hazard.status,
      values: { ...change.values, status: change.to },
    });
    if (!moved) throw wrongStep();
    await insertNode(tx, { ...change.node, hazardId: hazard.id, userId: step.caller.session.userId });
    const told = await step.notify?.(tx, moved);
    if (!told) return [];
    const userIds = told.userIds.filter((uid) => uid !== step.caller.session.userId);
    const named = await selectNamedHazard(tx, moved.id);
    const notice: HazardNotice = { userIds, kind: told.kind, hazard: moved, companyName: named?.companyName ?? '' };
    return queueHazardPushes(tx, [notice]);
  });
  await announce(deps, pushed);
  return loadHazardRecord(db, step.caller, hazard.id);
};

const requireComment = (comment: string, field = 'comment') => {
  if (!comment) throw fieldError(ErrorCodes.paramRequired, field, hazardMessages.commentRequired);
};

/** POST patrol/hazard/by_hazard_reject: not a hazard after all (reason required); the workflow ends. */
export const rejectHazard = (deps: HazardDeps, options: { caller: Caller; id: number; reason: string }) =>
  takeStep(deps, {
    caller: options.caller,
    id: options.id,
    ability: 'can_reject',
    prepare: async () => {
      if (!options.reason)
        throw fieldError(ErrorCodes.paramRequired, 'reason', { zh: '请填写驳回原因', en: 'give the reason' });
      return {
        to: hazardStatus.rejected,
        values: { rejectReason: options.reason },
        node: { step: 'reject', comment: options.reason },
      };
    },
  });

/**
 * POST patrol/hazard/dispost_by_comfirm_hazard: confirmed as a hazard to dispose of by the deadline (the report's, or
 * one set now; in the future either way), with its level and responsible people (the examiner when none is named).
 */
export const confirmHazard = (
  deps: HazardDeps,
  options: {
    caller: Caller;
    body: { id: number; deadline?: number; level?: 1 | 2; resp_uids?: number[]; comment: string };
  },
) =>
  takeStep(deps, {
    caller: options.caller,
    id: options.body.id,
    ability: 'can_confirm',
    prepare: async (hazard) => {
      const { body, caller } = options;
      const deadline = body.deadline ? new Date(body.deadline * 1000) : hazard.deadline;
      if (!deadline) throw fieldError(ErrorCodes.paramRequired, 'deadline', hazardMessages.deadlineRequired);
      if (deadline.getTime() <= Date.now())
        throw fieldError(ErrorCodes.paramValue, 'deadline', hazardMessages.deadlinePast);
      const respUids = body.resp_uids
        ? await requireUnitUsers(deps.db, hazard.companyId, body.resp_uids, 'resp_uids')
        : hazard.respUids;
      const level = body.level ?? hazard.level;
      return {
        to: hazardStatus.confirmed,
        values: {
          deadline,
          level,
          respUids: respUids.length ? respUids : [caller.session.userId],
          overdueAt: null,
        },
        node: {
          step: 'confirm',
          comment: body.comment,
          detail: { deadline: Math.floor(deadline.getTime() / 1000), level },
        },
      };
    },
  });

const designated = async (tx: Tx, moved: HazardRow) => ({
  kind: 'designated' as const,
  userIds: await disposersOf(tx, moved),
});

/** PUT patrol/hazard/by_designate_company: to a maintenance company with a contract in force and bound to the unit. */
export const designateCompany = (
  deps: HazardDeps,
  options: { caller: Caller; body: { id: number; company_maint_id: number; contract_id?: number; comment: string } },
) =>
  takeStep(deps, {
    caller: options.caller,
    id: options.body.id,
    ability: 'can_designate',
    prepare: async (hazard) => {
      const { body } = options;
      const contract = (await selectContractOptions(deps.db, hazard.companyId)).find(
        (option) =>
          option.companyMaintId === body.company_maint_id &&
          (!body.contract_id || option.contractId === body.contract_id),
      );
      if (!contract) throw fieldError(ErrorCodes.checkFailed, 'company_maint_id', hazardMessages.noContract);
      return {
        to: hazardStatus.designated,
        values: {
          designateKind: 'company',
          designatedCompanyId: contract.companyMaintId,
          contractId: contract.contractId,
          designatedUserId: null,
        },
        node: {
          step: 'designate',
          comment: body.comment,
          detail: {
            company: { id: contract.companyMaintId, name: contract.companyName },
            contract: { id: contract.contractId, name: contract.projectName },
          },
        },
      };
    },
    notify: designated,
  });

/** PUT patrol/hazard/by_designate_user: to a person of the unit who may dispose of hazards. */
export const designateUser = (
  deps: HazardDeps,
  options: { caller: Caller; body: { id: number; uid: number; comment: string } },
) =>
  takeStep(deps, {
    caller: options.caller,
    id: options.body.id,
    ability: 'can_designate',
    prepare: async (hazard) => {
      const { body } = options;
      const [person] = await selectOrgUsers(deps.db, {
        orgId: hazard.companyId,
        ids: [body.uid],
        permission: 'danger-dispose',
      });
      if (!person) throw fieldError(ErrorCodes.paramValue, 'uid', hazardMessages.notUnitUser);
      return {
        to: hazardStatus.designated,
        values: { designateKind: 'user', designatedUserId: person.id, designatedCompanyId: null, contractId: null },
        node: { step: 'designate', comment: body.comment, detail: { user: { id: person.id, name: person.name } } },
      };
    },
    notify: designated,
  });

/** GET patrol/hazard/by_designate_user: the unit's people who may dispose, and the companies under contract. */
export const listDesignateOptions = async (
  db: DbOrTx,
  options: { caller: Caller; id: number },
): Promise<DesignateOptions> => {
  const hazard = await requireHazard(db, options.caller, options.id);
  if (!isExaminer(options.caller, hazard)) throw notYours();
  const [disposers, people, contracts] = await Promise.all([
    selectOrgUsers(db, { orgId: hazard.companyId, permission: 'danger-dispose' }),
    selectOrgUsers(db, { orgId: hazard.companyId }),
    selectContractOptions(db, hazard.companyId),
  ]);
  const option = (person: (typeof people)[number]) => ({
    id: person.id,
    name: person.name,
    department_name: person.departmentName ?? '',
  });
  return {
    users: disposers.map(option),
    people: people.map(option),
    companies: contracts.map((contract) => ({
      company_maint_id: contract.companyMaintId,
      company_name: contract.companyName,
      contract_id: contract.contractId,
      project_name: contract.projectName,
    })),
  };
};

/**
 * POST patrol/hazard/node_process: `dispose` — the designated say what was done (required) with photos; `review` — the
 * unit's examiner passes the disposal (it then waits to be closed) or fails it (back to disposal, with the reason).
 */
export const processNode = (deps: HazardDeps, options: { caller: Caller; body: NodeProcessBody }) => {
  const { body } = options;
  if (body.action === 'dispose')
    return takeStep(deps, {
      caller: options.caller,
      id: body.id,
      ability: 'can_dispose',
      prepare: async () => {
        requireComment(body.comment);
        // Evidence of the rectification: what was done and at least one photo, whatever the level.
        if (!body.photo_ids?.length)
          throw fieldError(ErrorCodes.paramRequired, 'photo_ids', hazardMessages.photoRequired);
        await requireUploadedFiles(deps.db, { photo_ids: body.photo_ids });
        return {
          to: hazardStatus.disposed,
          values: { rectifierId: options.caller.session.userId },
          node: { step: 'dispose', comment: body.comment, photoIds: body.photo_ids },
        };
      },
      notify: async (tx, moved) => ({ kind: 'disposed', userIds: await examinersOf(tx, moved.companyId) }),
    });
  return takeStep(deps, {
    caller: options.caller,
    id: body.id,
    ability: 'can_review',
    prepare: async () => {
      if (!body.result) throw fieldError(ErrorCodes.paramRequired, 'result', hazardMessages.resultRequired);
      if (body.result === 'fail') requireComment(body.comment);
      await requireUploadedFiles(deps.db, { photo_ids: body.photo_ids });
      return {
        to: body.result === 'pass' ? hazardStatus.reviewed : hazardStatus.designated,
        node: { step: 'review', result: body.result, comment: body.comment, photoIds: body.photo_ids },
      };
    },
    notify: async (tx, moved) => (body.result === 'fail' ? designated(tx, moved) : undefined),
  });
};

/** PUT patrol/hazard/by_hazard_close: a reviewed hazard closed; the workflow ends. */
export const closeHazard = (deps: HazardDeps, options: { caller: Caller; id: number; comment: string }) =>
  takeStep(deps, {
    caller: options.caller,
    id: options.id,
    ability: 'can_close',
    prepare: async () => ({
      to: hazardStatus.closed,
      values: { closedAt: new Date() },
      node: { step: 'close', comment: options.comment },
    }),
  });
