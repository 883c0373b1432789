import {
  answers,
  childCompaniesQuerySchema,
  companyAdminUserSchema,
  companyIdQuerySchema,
  companyListQuerySchema,
  companyPageSchema,
  companySimpleInfoSchema,
  companyTypeCountsSchema,
  integrityQuerySchema,
  integrityRecordSchema,
  unitPickerPageSchema,
  unitPickerQuerySchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import {
  adminUser,
  childUnits,
  companyTypeStatistics,
  integrityInfo,
  listCompanies,
  listUnitsForPicker,
  simpleInfo,
} from './company-lists.service';

/** Lists around units: the unit list, the picker, children, statistics and the integrity record. */
export const companyListRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const tags = ['companies'];
  const read = { permission: 'networkcompany' };

  api.get(
    '/api_proxy/company_cared/list/',
    {
      config: read,
      schema: {
        tags,
        summary: 'Networked units of the scope with filters, paged',
        querystring: companyListQuerySchema,
        response: answers(companyPageSchema),
      },
    },
    async (request) => ok(request, await listCompanies(db, await callerOf(request), request.query)),
  );
  api.get(
    '/api_proxy/other/GetCompanyList',
    {
      schema: {
        tags: ['other'],
        summary: 'Cared units in scope, paged (the shared unit picker)',
        querystring: unitPickerQuerySchema,
        response: answers(unitPickerPageSchema),
      },
    },
    async (request) => ok(request, await listUnitsForPicker(db, await request.scope(), request.query)),
  );
  api.get(
    '/api_proxy/company_cared/simpleInfo/',
    {
      config: read,
      schema: {
        tags,
        summary: "A unit's name, kind and place",
        querystring: companyIdQuerySchema,
        response: answers(companySimpleInfoSchema),
      },
    },
    async (request) => ok(request, await simpleInfo(db, await callerOf(request), request.query.company_id)),
  );
  api.get(
    '/api_proxy/company_cared/get_admin_user/',
    {
      config: read,
      schema: {
        tags,
        summary: "A unit's administrator account",
        querystring: companyIdQuerySchema,
        response: answers(companyAdminUserSchema),
      },
    },
    async (request) => ok(request, await adminUser(db, await callerOf(request), request.query.company_id)),
  );
  api.get(
    '/api_proxy/company_cared/statistical_company_type/',
    {
      config: read,
      schema: { tags, summary: 'Unit counts per kind and category', response: answers(companyTypeCountsSchema) },
    },
    async (request) => ok(request, await companyTypeStatistics(db, await callerOf(request))),
  );
  api.get(
    '/api_proxy/company/company_list_by_company_id/',
    {
      config: read,
      schema: {
        tags,
        summary: 'Units whose parent is this organisation',
        querystring: childCompaniesQuerySchema,
        response: answers(companyPageSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await childUnits(
          db,
          await callerOf(request),
          request.query.company_id,
          ['cared', 'household', 'nine_type', 'control_room'],
          request.query,
        ),
      ),
  );
  api.get(
    '/api_proxy/company_control_room_list_by_company/',
    {
      config: read,
      schema: {
        tags,
        summary: 'Fire control rooms of a unit',
        querystring: childCompaniesQuerySchema,
        response: answers(companyPageSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await childUnits(db, await callerOf(request), request.query.company_id, ['control_room'], request.query),
      ),
  );
  api.get(
    '/api_proxy/integrity/info/',
    {
      config: read,
      schema: {
        tags,
        summary: 'Integrity record of an archive',
        querystring: integrityQuerySchema,
        response: answers(integrityRecordSchema),
      },
    },
    async (request) =>
      ok(request, await integrityInfo(db, await callerOf(request), request.query.thing_id, request.query.thing_type)),
  );
};
