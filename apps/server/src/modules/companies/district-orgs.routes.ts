import {
  answers,
  companyPageSchema,
  districtListQuerySchema,
  moreAddAnswerSchema,
  moreAddSchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, requestLang } from '../../core/envelope';
import { callerOf, requireSession } from '../../core/request-context';
import { addDistrictOrgs, listDistrict } from './district-orgs.service';

/** District organisations (spec 001 §2 `systemmanage/manage/*`): the tabs' list and several created at once. */
export const districtOrgRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const tags = ['companies'];

  api.get(
    '/api_proxy/company/district_list/',
    {
      config: { permission: 'district' },
      schema: {
        tags,
        summary: 'One district-organisation tab (centres, maintenance companies, units, authorities), paged',
        querystring: districtListQuerySchema,
        response: answers(companyPageSchema),
      },
    },
    async (request) => ok(request, await listDistrict(db, await callerOf(request), request.query)),
  );
  api.post(
    '/api_proxy/company/more_add/',
    {
      config: { permission: 'systemmanage-manage' },
      schema: {
        tags,
        summary: 'Several centres, maintenance companies or authorities at once (all or none)',
        body: moreAddSchema,
        response: answers(moreAddAnswerSchema),
      },
    },
    async (request) =>
      ok(request, await addDistrictOrgs(db, requireSession(request).userId, request.body, requestLang(request))),
  );
};
