import {
  answers,
  closeHazardBodySchema,
  confirmHazardBodySchema,
  designateCompanyBodySchema,
  designateOptionsQuerySchema,
  designateOptionsSchema,
  designateUserBodySchema,
  hazardRepairBodySchema,
  hazardFullInfoSchema,
  hazardRecordSchema,
  hazardThingQuerySchema,
  nodeProcessBodySchema,
  raisedRepairSchema,
  rejectHazardBodySchema,
  type OperationAction,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { AuditConfig } from '../../core/operation-log-modules';

type AuditConfigOf = Exclude<AuditConfig, false>;
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { siteToday } from '../maint';
import { repairCreate } from '../repair';
import { hazardAudit } from './hazard-audit';
import { hazardCallerOf } from './hazard-caller';
import { raiseHazardRepair } from './hazard-repair.service';
import {
  closeHazard,
  confirmHazard,
  designateCompany,
  designateUser,
  listDesignateOptions,
  processNode,
  rejectHazard,
} from './hazard-steps.service';
import { getHazardFullInfo } from './hazards.service';

const tags = ['hazards'];
const path = (name: string) => `/api_proxy/patrol/hazard/${name}/`;
const read = { permission: ['danger-list', 'danger-examine'] };
const examine = { permission: 'danger-handle' };
/** Each step is its own action in the operation log, with its sentence (hazard-audit.ts). */
const examineAs = (action: OperationAction, describe: AuditConfigOf['describe']) => ({
  ...examine,
  audit: { action, describe },
});

/** The workflow calls of spec 002 §7 patrol/hazard/*: each step, who may take it, and the nodes taken. */
export const hazardStepRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const { db } = deps;

  api.post(
    path('by_hazard_reject'),
    {
      config: examineAs('reject', hazardAudit.reject),
      schema: {
        tags,
        summary: 'Reject a reported hazard, with the reason',
        body: rejectHazardBodySchema,
        response: answers(hazardRecordSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await rejectHazard(deps, {
          caller: await hazardCallerOf(request),
          id: request.body.id,
          reason: request.body.reason,
        }),
      ),
  );
  api.post(
    path('dispost_by_comfirm_hazard'),
    {
      config: examineAs('confirm', hazardAudit.confirm),
      schema: {
        tags,
        summary: 'Confirm a reported hazard for disposal by a deadline',
        body: confirmHazardBodySchema,
        response: answers(hazardRecordSchema),
      },
    },
    async (request) =>
      ok(request, await confirmHazard(deps, { caller: await hazardCallerOf(request), body: request.body })),
  );
  api.put(
    path('by_designate_company'),
    {
      config: examineAs('assign', hazardAudit.assignCompany),
      schema: {
        tags,
        summary: 'Designate a confirmed hazard to a maintenance company under contract',
        body: designateCompanyBodySchema,
        response: answers(hazardRecordSchema),
      },
    },
    async (request) =>
      ok(request, await designateCompany(deps, { caller: await hazardCallerOf(request), body: request.body })),
  );
  api.put(
    path('by_designate_user'),
    {
      config: examineAs('assign', hazardAudit.assignUser),
      schema: {
        tags,
        summary: 'Designate a confirmed hazard to a person of the unit',
        body: designateUserBodySchema,
        response: answers(hazardRecordSchema),
      },
    },
    async (request) =>
      ok(request, await designateUser(deps, { caller: await hazardCallerOf(request), body: request.body })),
  );
  api.get(
    path('by_designate_user'),
    {
      config: examine,
      schema: {
        tags,
        summary: 'Who a hazard may be designated to',
        querystring: designateOptionsQuerySchema,
        response: answers(designateOptionsSchema),
      },
    },
    async (request) =>
      ok(request, await listDesignateOptions(db, { caller: await hazardCallerOf(request), id: request.query.id })),
  );
  api.get(
    path('full_info_by_thingid'),
    {
      config: read,
      schema: {
        tags,
        summary: 'A hazard with its workflow nodes',
        querystring: hazardThingQuerySchema,
        response: answers(hazardFullInfoSchema),
      },
    },
    async (request) =>
      ok(request, await getHazardFullInfo(db, { caller: await hazardCallerOf(request), id: request.query.thing_id })),
  );
  api.post(
    path('node_process'),
    {
      config: {
        permission: ['danger-dispose', 'danger-handle'],
        // A disposal or a review: named by the sentence; the action says which of the two.
        audit: {
          action: ({ body }) => (body.action === 'dispose' ? 'dispose' : 'review'),
          describe: hazardAudit.process,
        },
      },
      schema: {
        tags,
        summary: 'Dispose of a designated hazard, or review its disposal',
        body: nodeProcessBodySchema,
        response: answers(hazardRecordSchema),
      },
    },
    async (request) =>
      ok(request, await processNode(deps, { caller: await hazardCallerOf(request), body: request.body })),
  );
  api.put(
    path('by_hazard_close'),
    {
      config: examineAs('close', hazardAudit.close),
      schema: {
        tags,
        summary: 'Close a reviewed hazard',
        body: closeHazardBodySchema,
        response: answers(hazardRecordSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await closeHazard(deps, {
          caller: await hazardCallerOf(request),
          id: request.body.id,
          comment: request.body.comment,
        }),
      ),
  );
  api.put(
    path('repair'),
    {
      // 转报修: the unit's examiners, or whoever creates repair tasks for it (hazard-rules.ts mayRaiseRepair).
      config: {
        permission: ['danger-handle', ...repairCreate],
        audit: { action: 'raise', describe: hazardAudit.repair },
      },
      schema: {
        tags,
        summary: 'Raise the repair task of a confirmed hazard (once per hazard)',
        body: hazardRepairBodySchema,
        response: answers(raisedRepairSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await raiseHazardRepair(db, {
          caller: await hazardCallerOf(request),
          body: request.body,
          today: siteToday(deps.siteTime),
        }),
      ),
  );
};
