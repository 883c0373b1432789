import {
  answers,
  hazardBodySchema,
  hazardExamineQuerySchema,
  hazardIdQuerySchema,
  hazardInfoQuerySchema,
  hazardListQuerySchema,
  hazardPageSchema,
  hazardRecordSchema,
  hazardUnitPageSchema,
  hazardUnitQuerySchema,
  idAnswerSchema,
  updateHazardBodySchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { hazardAudit } from './hazard-audit';
import { hazardCallerOf } from './hazard-caller';
import { listExamineHazards, listHazards, listHazardUnits } from './hazard-lists.service';
import { changeHazard, getHazard, removeHazard, reportHazard } from './hazards.service';

const tags = ['hazards'];
const path = (name: string) => `/api_proxy/patrol/hazard/${name}/`;
const read = { permission: ['danger-list', 'danger-examine'] };
const report = { permission: 'danger-new' };

/** The hidden-danger lists and the report itself (spec 002 §7 patrol/hazard/*; docs/hazards.md). */
export const hazardRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const { db } = deps;

  api.get(
    path('list_by_company_cared_hazard'),
    {
      config: read,
      schema: {
        tags,
        summary: 'Hazards of the units in scope',
        querystring: hazardListQuerySchema,
        response: answers(hazardPageSchema),
      },
    },
    async (request) =>
      ok(request, await listHazards(db, { caller: await hazardCallerOf(request), query: request.query })),
  );
  api.get(
    path('list_by_company_hazard'),
    {
      config: { permission: 'danger-examine' },
      schema: {
        tags,
        summary: 'Hazards waiting for their unit’s examination',
        querystring: hazardExamineQuerySchema,
        response: answers(hazardPageSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await listExamineHazards(db, {
          caller: await hazardCallerOf(request),
          companyId: request.query.company_id,
          status: request.query.status,
          page_no: request.query.page_no,
          page_size: request.query.page_size,
        }),
      ),
  );
  api.get(
    path('list_by_company'),
    {
      config: read,
      schema: {
        tags,
        summary: 'Units in scope with their hazard counts',
        querystring: hazardUnitQuerySchema,
        response: answers(hazardUnitPageSchema),
      },
    },
    async (request) =>
      ok(request, await listHazardUnits(db, { caller: await hazardCallerOf(request), ...request.query })),
  );
  api.get(
    path('info'),
    {
      config: read,
      schema: {
        tags,
        summary: 'A hazard, by id or by the alarm event it was raised from',
        querystring: hazardInfoQuerySchema,
        response: answers(hazardRecordSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await getHazard(db, {
          caller: await hazardCallerOf(request),
          id: request.query.id,
          eventId: request.query.event_id,
        }),
      ),
  );
  api.post(
    path('info'),
    {
      config: { ...report, audit: { describe: hazardAudit.report } },
      schema: {
        tags,
        summary: 'Report a hazard by hand',
        body: hazardBodySchema,
        response: answers(hazardRecordSchema),
      },
    },
    async (request) =>
      ok(request, await reportHazard(deps, { caller: await hazardCallerOf(request), body: request.body })),
  );
  api.put(
    path('info'),
    {
      config: { ...report, audit: { describe: hazardAudit.change } },
      schema: {
        tags,
        summary: 'Change a report waiting for confirmation',
        body: updateHazardBodySchema,
        response: answers(hazardRecordSchema),
      },
    },
    async (request) =>
      ok(request, await changeHazard(db, { caller: await hazardCallerOf(request), body: request.body })),
  );
  api.delete(
    path('info'),
    {
      config: report,
      schema: {
        tags,
        summary: 'Withdraw a report waiting for confirmation',
        querystring: hazardIdQuerySchema,
        response: answers(idAnswerSchema),
      },
    },
    async (request) =>
      ok(request, await removeHazard(db, { caller: await hazardCallerOf(request), id: request.query.id })),
  );
};
