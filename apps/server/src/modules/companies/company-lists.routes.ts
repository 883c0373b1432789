import {
  bindingCandidatesQuerySchema,
  companyIdQuerySchema,
  companyListQuerySchema,
  districtListQuerySchema,
  integrityQuerySchema,
  pageQuerySchema,
  zId,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../core/envelope';
import { requireSession } from '../../core/request-context';
import {
  adminUser,
  bindingCandidates,
  boundListByAccount,
  boundToThing,
  childUnits,
  companyTypeStatistics,
  integrityInfo,
  listCompanies,
  listDistrict,
  simpleInfo,
  unitsBoundTo,
} from './company-lists.service';

const id = zId;

/** Lists around organisations: the unit list, bindings, children, statistics and the integrity record. */
export const companyListRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const tags = ['companies'];
  const read = { permission: 'networkcompany' };
  const caller = async (request: Parameters<typeof requireSession>[0]) => ({
    session: requireSession(request),
    scope: await request.scope(),
  });

  api.get(
    '/api_proxy/company_cared/list/',
    {
      config: read,
      schema: {
        tags,
        summary: 'Networked units of the scope with filters, paged',
        querystring: companyListQuerySchema,
      },
    },
    async (request) => ok(request, await listCompanies(db, await caller(request), request.query)),
  );
  api.get(
    '/api_proxy/company/district_list/',
    {
      config: { permission: 'district' },
      schema: {
        tags,
        summary: 'One district-organisation tab (centres, maintenance companies, units, authorities), paged',
        querystring: districtListQuerySchema,
      },
    },
    async (request) => ok(request, await listDistrict(db, await caller(request), request.query)),
  );
  api.get(
    '/api_proxy/company_cared/simpleInfo/',
    { config: read, schema: { tags, summary: "A unit's name, kind and place", querystring: companyIdQuerySchema } },
    async (request) => ok(request, await simpleInfo(db, await caller(request), request.query.company_id)),
  );
  api.get(
    '/api_proxy/company_cared/list_by_authority_id/',
    {
      config: read,
      schema: {
        tags,
        summary: 'Units bound to a fire authority',
        querystring: pageQuerySchema.extend({ authority_id: id }),
      },
    },
    async (request) =>
      ok(
        request,
        await unitsBoundTo(db, await caller(request), request.query.authority_id, ['authority'], request.query, true),
      ),
  );
  api.get(
    '/api_proxy/company_cared/list_by_maint_id/',
    {
      config: read,
      schema: {
        tags,
        summary: 'Units bound to a maintenance company',
        querystring: pageQuerySchema.extend({ maint_id: id }),
      },
    },
    async (request) =>
      ok(
        request,
        await unitsBoundTo(db, await caller(request), request.query.maint_id, ['maint'], request.query, true),
      ),
  );
  api.get(
    '/api_proxy/company_cared/get_admin_user/',
    { config: read, schema: { tags, summary: "A unit's administrator account", querystring: companyIdQuerySchema } },
    async (request) => ok(request, await adminUser(db, await caller(request), request.query.company_id)),
  );
  api.get(
    '/api_proxy/company_cared/statistical_company_type/',
    { config: read, schema: { tags, summary: 'Unit counts per kind and category' } },
    async (request) => ok(request, await companyTypeStatistics(db, await caller(request))),
  );
  api.get(
    '/api_proxy/company_cared/bond_list_by_account/',
    { config: read, schema: { tags, summary: "The units of the caller's account", querystring: pageQuerySchema } },
    async (request) => ok(request, await boundListByAccount(db, await caller(request), request.query)),
  );
  api.get(
    '/api_proxy/center/bond_list_by_center/',
    {
      config: read,
      schema: {
        tags,
        summary: 'Units bound to a centre, with the binding state',
        querystring: pageQuerySchema.extend({ center_id: id.optional() }),
      },
    },
    async (request) =>
      ok(
        request,
        await unitsBoundTo(
          db,
          await caller(request),
          request.query.center_id ?? requireSession(request).orgId,
          ['center'],
          request.query,
          false,
        ),
      ),
  );
  api.get(
    '/api_proxy/company/circular_bound_list/',
    {
      config: { permission: 'district' },
      schema: {
        tags,
        summary: 'Binding dialog: units (tab 0) or individuals (tab 1) with their binding state',
        querystring: bindingCandidatesQuerySchema,
      },
    },
    async (request) => ok(request, await bindingCandidates(db, await caller(request), request.query)),
  );
  api.get(
    '/api_proxy/company/company_list_by_company_id/',
    {
      config: read,
      schema: {
        tags,
        summary: 'Units whose parent is this organisation',
        querystring: pageQuerySchema.extend({ company_id: id }),
      },
    },
    async (request) =>
      ok(
        request,
        await childUnits(
          db,
          await caller(request),
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
        querystring: pageQuerySchema.extend({ company_id: id }),
      },
    },
    async (request) =>
      ok(
        request,
        await childUnits(db, await caller(request), request.query.company_id, ['control_room'], request.query),
      ),
  );
  api.get(
    '/api_proxy/company/getCompanyListByThingIdAndThingType/',
    {
      config: read,
      schema: {
        tags,
        summary: 'The other side of a unit or organisation’s bindings',
        querystring: pageQuerySchema.extend({ thing_id: id, thing_type: z.string().trim().min(1).max(40) }),
      },
    },
    async (request) =>
      ok(
        request,
        await boundToThing(db, await caller(request), request.query.thing_id, request.query.thing_type, request.query),
      ),
  );
  api.get(
    '/api_proxy/integrity/info/',
    { config: read, schema: { tags, summary: 'Integrity record of an archive', querystring: integrityQuerySchema } },
    async (request) =>
      ok(request, await integrityInfo(db, await caller(request), request.query.thing_id, request.query.thing_type)),
  );
};
