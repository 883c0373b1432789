import {
  answers,
  idAnswerSchema,
  repairReportCandidatePageSchema,
  repairReportCreateSchema,
  repairReportDetailSchema,
  repairReportDownloadQuerySchema,
  repairReportIdQuerySchema,
  repairReportListQuerySchema,
  repairReportPageSchema,
  repairReportTaskQuerySchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, requestLang } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import { documentRoutes } from '../exports';
import { repairReportRead, repairReportWork } from './permissions';
import { writeRepairReportPdf, writeRepairReportXlsx } from './repair-report-documents';
import {
  createRepairReport,
  getRepairReport,
  listRepairReports,
  removeRepairReport,
  repairReportCandidates,
  repairReportDocument,
  repairReportDownloadLink,
} from './repair-reports.service';

const tags = ['repair'];
const path = (name: string) => `/api_proxy/maint/repair/report/${name}/`;

/** Repair reports (spec 002 §2 "repair report", §3 "Repair report"; docs/maintenance.md "Repair reports"). */
export const repairReportRoutes = (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, siteTime } = app.deps;
  const detail = answers(repairReportDetailSchema);

  api.get(
    path('list'),
    {
      config: { permission: repairReportRead },
      schema: {
        tags,
        summary: 'Repair reports',
        querystring: repairReportListQuerySchema,
        response: answers(repairReportPageSchema),
      },
    },
    async (request) => ok(request, await listRepairReports(db, await callerOf(request), request.query)),
  );
  api.get(
    path('info'),
    {
      config: { permission: repairReportRead },
      schema: {
        tags,
        summary: 'One repair report with its tasks',
        querystring: repairReportIdQuerySchema,
        response: detail,
      },
    },
    async (request) => ok(request, await getRepairReport(db, await callerOf(request), request.query.id)),
  );
  api.post(
    path('info'),
    {
      config: { permission: repairReportWork },
      schema: {
        tags,
        summary: 'Make a repair report from completed or closed tasks of one maintenance company',
        body: repairReportCreateSchema,
        response: detail,
      },
    },
    async (request) => ok(request, await createRepairReport(app.deps, await callerOf(request), request.body)),
  );
  api.delete(
    path('info'),
    {
      config: { permission: repairReportWork },
      schema: {
        tags,
        summary: 'Delete a repair report (its tasks are free again)',
        querystring: repairReportIdQuerySchema,
        response: answers(idAnswerSchema),
      },
    },
    async (request) => ok(request, await removeRepairReport(db, await callerOf(request), request.query.id)),
  );
  api.get(
    path('tasks'),
    {
      config: { permission: repairReportWork },
      schema: {
        tags,
        summary: 'Completed or closed repair tasks in no report (report generation)',
        querystring: repairReportTaskQuerySchema,
        response: answers(repairReportCandidatePageSchema),
      },
    },
    async (request) => ok(request, await repairReportCandidates(db, await callerOf(request), request.query)),
  );
  documentRoutes(app, {
    tags,
    permission: repairReportRead,
    input: repairReportDownloadQuerySchema,
    link: {
      path: path('download'),
      summary: "A one-time link to the repair report's PDF or xlsx",
      prepare: async ({ request, input }) => repairReportDownloadLink(db, await callerOf(request), input),
    },
    download: {
      path: '/export/repair_report',
      summary: 'The PDF or xlsx repair/report/download links to',
      write: async ({ request, input }) => {
        const lang = requestLang(request);
        const report = await repairReportDocument(db, await callerOf(request), input.id);
        const body =
          input.format === 'pdf'
            ? await writeRepairReportPdf(report, { lang, siteTime })
            : await writeRepairReportXlsx(report, { lang, siteTime });
        return { body, filename: `${report.report_name}.${input.format}`, type: input.format };
      },
    },
  });
};
