import {
  answers,
  certificateCreateSchema,
  certificateIdQuerySchema,
  certificateListQuerySchema,
  certificateRecordSchema,
  certificateRecordsSchema,
  certificateUpdateSchema,
  deletedCertificateSchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import * as service from './certificates.service';
import { PEOPLE_WRITERS } from './user-access';

const tags = ['user'];
const path = '/api_proxy/user/certificate/info/';

/** A person's certificates (spec 001 §3, §7 user/certificate/info), kept with their record. */
export const certificateRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  api.get(
    path,
    {
      schema: {
        tags,
        summary: "A person's certificates",
        querystring: certificateListQuerySchema,
        response: answers(certificateRecordsSchema),
      },
    },
    async (request) => ok(request, await service.listCertificates(db, await callerOf(request), request.query.user_id)),
  );
  api.post(
    path,
    {
      config: { permission: PEOPLE_WRITERS },
      schema: {
        tags,
        summary: 'Add a certificate',
        body: certificateCreateSchema,
        response: answers(certificateRecordSchema),
      },
    },
    async (request) => ok(request, await service.addCertificate(db, await callerOf(request), request.body)),
  );
  api.put(
    path,
    {
      config: { permission: PEOPLE_WRITERS },
      schema: {
        tags,
        summary: 'Change a certificate',
        body: certificateUpdateSchema,
        response: answers(certificateRecordSchema),
      },
    },
    async (request) => ok(request, await service.changeCertificate(db, await callerOf(request), request.body)),
  );
  api.delete(
    path,
    {
      config: { permission: PEOPLE_WRITERS },
      schema: {
        tags,
        summary: 'Delete a certificate',
        querystring: certificateIdQuerySchema,
        response: answers(deletedCertificateSchema),
      },
    },
    async (request) =>
      ok(request, await service.removeCertificate(db, await callerOf(request), request.query.certificate_id)),
  );
};
