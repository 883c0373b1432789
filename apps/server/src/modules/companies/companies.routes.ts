import {
  answers,
  centerCreateSchema,
  centerUpdateSchema,
  companyCreateSchema,
  companyIdQuerySchema,
  deletedCompanySchema,
  companyRecordSchema,
  companyUpdateSchema,
  type OrgKind,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import { createCompany, deleteCompany, getCompany, updateCompany } from './companies.service';

type InfoPath = { path: string; kind: OrgKind; reads: readonly OrgKind[]; read: string; write: string; create: string };

const unit = { read: 'networkcompany', write: 'networkcompany-info-edit', create: 'networkcompany-new' };
const district = { read: 'district', write: 'systemmanage-manage', create: 'systemmanage-manage' };

/**
 * The info call of each organisation kind (spec 001 §6 "company-kind info switch"). The cared path also answers for
 * households (the switch sends info_company_household there); the centre path is the fallback for any other kind.
 */
const infoPaths: InfoPath[] = [
  { path: 'company_cared/info', kind: 'cared', reads: ['cared', 'household'], ...unit },
  { path: 'company_household/info', kind: 'household', reads: ['household'], ...unit },
  { path: 'company_control_room/info', kind: 'control_room', reads: ['control_room'], ...unit },
  { path: 'company_nine_type/info', kind: 'nine_type', reads: ['nine_type'], ...unit },
  { path: 'company_firestation/info', kind: 'firestation', reads: ['firestation'], ...district },
  { path: 'company_authority/info', kind: 'authority', reads: ['authority'], ...district },
  { path: 'company_maint/info', kind: 'maint', reads: ['maint'], ...district },
  { path: 'center/info', kind: 'center', reads: ['center'], ...district },
];

/** Organisation archives of every kind: read, create, update; delete for networked units. */
export const companyRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  for (const info of infoPaths) {
    const url = `/api_proxy/${info.path}/`;
    const tags = ['companies'];
    api.get(
      url,
      {
        config: { permission: info.read },
        schema: {
          tags,
          summary: `One ${info.kind} archive`,
          querystring: companyIdQuerySchema,
          response: answers(companyRecordSchema),
        },
      },
      async (request) =>
        ok(request, await getCompany(db, await callerOf(request), request.query.company_id, info.reads)),
    );
    // A regulatory centre's form has the account section (spec 001 §3 "Regulatory centre account").
    const body = info.kind === 'center' ? centerCreateSchema : companyCreateSchema;
    api.post(
      url,
      {
        config: { permission: info.create },
        schema: { tags, summary: `New ${info.kind}`, body, response: answers(companyRecordSchema) },
      },
      async (request) => ok(request, await createCompany(db, await callerOf(request), info.kind, request.body)),
    );
    api.put(
      url,
      {
        config: { permission: info.write },
        schema: {
          tags,
          summary: `Change a ${info.kind} archive`,
          body: info.kind === 'center' ? centerUpdateSchema : companyUpdateSchema,
          response: answers(companyRecordSchema),
        },
      },
      async (request) => ok(request, await updateCompany(db, await callerOf(request), info.reads, request.body)),
    );
  }

  api.delete(
    '/api_proxy/company_cared/info/delete/',
    {
      config: { permission: 'networkcompany-del' },
      schema: {
        tags: ['companies'],
        summary: 'Delete a networked unit',
        querystring: companyIdQuerySchema,
        response: answers(deletedCompanySchema),
      },
    },
    async (request) => ok(request, await deleteCompany(db, await callerOf(request), request.query.company_id)),
  );
};
