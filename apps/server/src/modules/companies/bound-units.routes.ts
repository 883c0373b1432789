import {
  answers,
  authorityUnitsQuerySchema,
  bindingCandidatePageSchema,
  bindingCandidatesQuerySchema,
  boundListByAccountQuerySchema,
  boundToThingPageSchema,
  boundToThingQuerySchema,
  boundUnitPageSchema,
  centerUnitsQuerySchema,
  maintUnitsQuerySchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import { bindingCandidates, boundListByAccount, boundToThing, unitsBoundTo } from './bound-units.service';

/** Units as their bindings tie them to district organisations (spec 001 §7 `company_cared/*`, `center/*` lists). */
export const boundUnitRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const tags = ['companies'];
  const read = { permission: 'networkcompany' };
  const boundUnits = { tags, response: answers(boundUnitPageSchema) };

  api.get(
    '/api_proxy/company_cared/list_by_authority_id/',
    {
      config: read,
      schema: {
        ...boundUnits,
        summary: 'Units bound to a fire authority',
        querystring: authorityUnitsQuerySchema,
      },
    },
    async (request) =>
      ok(
        request,
        await unitsBoundTo(db, await callerOf(request), request.query.authority_id, ['authority'], request.query, true),
      ),
  );
  api.get(
    '/api_proxy/company_cared/list_by_maint_id/',
    {
      config: read,
      schema: {
        ...boundUnits,
        summary: 'Units bound to a maintenance company',
        querystring: maintUnitsQuerySchema,
      },
    },
    async (request) =>
      ok(
        request,
        await unitsBoundTo(db, await callerOf(request), request.query.maint_id, ['maint'], request.query, true),
      ),
  );
  api.get(
    '/api_proxy/company_cared/bond_list_by_account/',
    {
      // Also the list of /systemmanage/internet (已绑定单位, the spec's 用户管理: the organisation's networked units).
      config: { permission: ['networkcompany', 'systemmanage-internet'] },
      schema: {
        ...boundUnits,
        summary: "The units of the caller's account, by name and binding state",
        querystring: boundListByAccountQuerySchema,
      },
    },
    async (request) => ok(request, await boundListByAccount(db, await callerOf(request), request.query)),
  );
  api.get(
    '/api_proxy/center/bond_list_by_center/',
    {
      config: read,
      schema: {
        ...boundUnits,
        summary: 'Units bound to a centre, with the binding state',
        querystring: centerUnitsQuerySchema,
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      const centerId = request.query.center_id ?? caller.session.orgId;
      return ok(request, await unitsBoundTo(db, caller, centerId, ['center'], request.query, false));
    },
  );
  api.get(
    '/api_proxy/company/circular_bound_list/',
    {
      config: { permission: 'district' },
      schema: {
        tags,
        summary: 'Binding dialog: units (tab 0) or individuals (tab 1) with their binding state',
        querystring: bindingCandidatesQuerySchema,
        response: answers(bindingCandidatePageSchema),
      },
    },
    async (request) => ok(request, await bindingCandidates(db, await callerOf(request), request.query)),
  );
  api.get(
    '/api_proxy/company/getCompanyListByThingIdAndThingType/',
    {
      config: read,
      schema: {
        tags,
        summary: 'The other side of a unit or organisation’s bindings',
        querystring: boundToThingQuerySchema,
        response: answers(boundToThingPageSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await boundToThing(
          db,
          await callerOf(request),
          request.query.thing_id,
          request.query.thing_type,
          request.query,
        ),
      ),
  );
};
