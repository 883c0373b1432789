import { affiliatedOrgListSchema, answers, ownOrgSchema, ownOrgUpdateSchema } from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import { BASIC_EDIT_NODE, getOwnOrg, listAffiliations, updateOwnOrg } from './org-settings.service';

const tags = ['org-settings'];

/**
 * The caller's own organisation under system management (spec 001 §2 basic, basic/edit, belongs; docs/archives.md
 * "Own organisation"). Its networked units (internet) are company_cared/bond_list_by_account.
 */
export const orgSettingsRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  api.get(
    '/api_proxy/systemmanage/basic/info/',
    {
      config: { permission: 'systemmanage-basic' },
      schema: {
        tags,
        summary: "The caller's own organisation, with whether they may change it and the fields they may not",
        response: answers(ownOrgSchema),
      },
    },
    async (request) => ok(request, await getOwnOrg(db, await callerOf(request))),
  );
  api.put(
    '/api_proxy/systemmanage/basic/info/',
    {
      config: { permission: BASIC_EDIT_NODE },
      schema: {
        tags,
        summary: "Change the caller's own organisation's archive",
        body: ownOrgUpdateSchema,
        response: answers(ownOrgSchema),
      },
    },
    async (request) => ok(request, await updateOwnOrg(db, await callerOf(request), request.body)),
  );
  api.get(
    '/api_proxy/systemmanage/belongs/list/',
    {
      config: { permission: 'systemmanage-belongs' },
      schema: {
        tags,
        summary: 'The centres the caller’s organisation is affiliated to, with their contact details',
        response: answers(affiliatedOrgListSchema),
      },
    },
    async (request) => ok(request, await listAffiliations(db, await callerOf(request))),
  );
};
