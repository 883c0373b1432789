import {
  answersOrFailure,
  devicePositionStartSchema,
  importJobViewSchema,
  importResultQuerySchema,
  importStartQuerySchema,
  importTemplateQuerySchema,
  type ImportKind,
  type OperationModule,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { failure, ok, requestLang } from '../../core/envelope';
import { callerOf, requireSession } from '../../core/request-context';
import { createImportRunner } from './import-runner';
import { failStaleJobs } from './imports.repo';
import { importTemplate, readImportResult, startImport } from './imports.service';
import './importers';
import { sendDocument } from '../../core/documents';

/** Start calls of spec 001 §7 "Imports" (plus hydrants) and the button each needs; the service checks the importer's own too. */
/**
 * Start calls of spec 001 §7 "Imports" (plus hydrants), the button each needs (the service checks the importer's own
 * too), and the operation log's module of what they create (a start is logged as one `add`).
 */
const startCalls: { path: string; kind: ImportKind; permission: string; module: OperationModule }[] = [
  { path: '/import/import_company', kind: 'company', permission: 'networkcompany-import', module: 'company' },
  // The class's node (dtu, component) is the importer's own, checked by the service.
  { path: '/import/import_dtu', kind: 'dtu', permission: 'networkcompany-device-info-new', module: 'device' },
  {
    path: '/import/import_component',
    kind: 'component',
    permission: 'networkcompany-device-info-new',
    module: 'device',
  },
  { path: '/import/import_firecock', kind: 'firecock', permission: 'firecock-import', module: 'hydrant' },
  // District organisations of /systemmanage/manage/import?tab=1|2|4 (not named by the spec; docs/archives.md).
  { path: '/import/import_center', kind: 'district_center', permission: 'district-import', module: 'company' },
  { path: '/import/import_maint', kind: 'district_maint', permission: 'district-import', module: 'company' },
  { path: '/import/import_authority', kind: 'district_authority', permission: 'district-import', module: 'company' },
  // Third-party systems of /thirdsystem/import (docs/third-party.md).
  {
    path: '/import/import_third_system',
    kind: 'third_system',
    permission: 'thirdsystem-import',
    module: 'third_system',
  },
];

/**
 * Batch imports. Like /upload/ and /address/, these paths are outside /api_proxy/: a session (Authorization header) is
 * needed, no signature. A job answers at once with its id and runs in this process; the row is the truth.
 */
export const importRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage, logger } = app.deps;
  const runner = createImportRunner({ db, storage, logger });
  app.addHook('preClose', async () => runner.close());
  // Jobs a previous process left running (crash, restart) are failed now rather than polled for ever.
  await failStaleJobs(db);
  const tags = ['import'];

  for (const { path, kind, permission, module } of startCalls) {
    api.get(
      path,
      {
        config: { permission, audit: { module, action: 'add' } },
        schema: {
          tags,
          summary: `Start an import job (${kind})`,
          querystring: importStartQuerySchema,
          response: answersOrFailure(importJobViewSchema),
        },
      },
      async (request) =>
        ok(
          request,
          await startImport({
            db,
            runner,
            caller: await callerOf(request),
            kind,
            query: request.query,
            lang: requestLang(request),
          }),
        ),
    );
  }

  // Spec 001 §7 "Creates": a signed POST under /api_proxy/ whose job is polled like the others (docs/archives.md).
  api.post(
    '/api_proxy/device/updateDevicePositionByFile/',
    {
      config: { permission: 'networkcompany-building-info-new', audit: { action: 'modify' } },
      schema: {
        tags,
        summary: 'Place devices on floor plans from an xlsx (an import job)',
        body: devicePositionStartSchema,
        response: answersOrFailure(importJobViewSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await startImport({
          db,
          runner,
          caller: await callerOf(request),
          kind: 'device_position',
          query: request.body,
          lang: requestLang(request),
        }),
      ),
  );

  api.get(
    '/import/import_result',
    {
      schema: {
        tags,
        summary: 'Poll an import job: 0 finished, 1 in progress, 9995 missing',
        querystring: importResultQuerySchema,
        // Code 1 (in progress) and 9995 carry the job too, in the failure envelope's data.
        response: answersOrFailure(importJobViewSchema),
      },
    },
    async (request) => {
      const answer = await readImportResult({ db, session: requireSession(request), jobId: request.query.job_id });
      if (answer.code === 1) {
        const lang = requestLang(request);
        return { code: 1, msg: answer.detail![lang], eng_msg: answer.detail!.en, data: answer.data };
      }
      if (answer.code === 0)
        return { ...ok(request, answer.data), msg: answer.detail![requestLang(request)], eng_msg: answer.detail!.en };
      return failure(request, answer.code, { detail: answer.detail, data: answer.data });
    },
  );

  // A link the browser opens: a one-time download ticket stands in for the header.
  api.get(
    '/import/template',
    {
      config: { ticket: true },
      schema: { tags, summary: 'The xlsx template of an import kind', querystring: importTemplateQuerySchema },
    },
    async (request, reply) => {
      const { buffer, filename } = await importTemplate({
        session: requireSession(request),
        kind: request.query.kind,
        lang: requestLang(request),
      });
      return sendDocument(reply, { body: buffer, filename, type: 'xlsx' });
    },
  );
};
