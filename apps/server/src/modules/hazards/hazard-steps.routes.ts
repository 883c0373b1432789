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
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { siteToday } from '../maint';
import { repairCreate } from '../repair';
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
/** A step called with POST changes a hazard: logged as a change, not an addition. */
const stepPost = { ...examine, audit: { action: 'modify' as const } };

/** The workflow calls of spec 002 §7 patrol/hazard/*: each step, who may take it, and the nodes taken. */
export const hazardStepRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const { db } = deps;

  api.post(
    path('by_hazard_reject'),
    {
      config: stepPost,
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
      config: stepPost,
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
      config: examine,
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
      config: examine,
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
      config: { permission: ['danger-dispose', 'danger-handle'], audit: { action: 'modify' } },
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
      config: examine,
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
      config: { permission: ['danger-handle', ...repairCreate] },
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
