import {
  answers,
  downloadTicketAnswerSchema,
  maintAutoReportSchema,
  maintReportCandidatePageSchema,
  maintReportCreateSchema,
  maintReportDetailSchema,
  maintReportDownloadQuerySchema,
  maintReportIdQuerySchema,
  maintReportListQuerySchema,
  maintReportManagePageSchema,
  maintReportManageQuerySchema,
  maintReportPageSchema,
  maintReportTaskQuerySchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, requestLang } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import { reportManage, reportRead, reportWrite } from './permissions';
import { writeReportPdf } from './report-pdf';
import { writeReportXlsx } from './report-xlsx';
import { REPORT_EXPORT_PATH, type ReportService } from './reports.service';

const tags = ['maint'];
const path = (name: string) => `/api_proxy/maint/report/${name}/`;

/** Maintenance reports (spec 002 §3, §5, §7; docs/maintenance.md "Reports"). */
export const reportRoutes = (app: FastifyInstance, reports: ReportService) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { siteTime } = app.deps;
  const detail = answers(maintReportDetailSchema);

  api.get(
    path('list'),
    {
      config: { permission: reportRead },
      schema: {
        tags,
        summary: 'Maintenance reports',
        querystring: maintReportListQuerySchema,
        response: answers(maintReportPageSchema),
      },
    },
    async (request) => ok(request, await reports.listReports(await callerOf(request), request.query)),
  );
  api.get(
    path('info'),
    {
      config: { permission: reportRead },
      schema: { tags, summary: 'One report with its tasks', querystring: maintReportIdQuerySchema, response: detail },
    },
    async (request) => ok(request, await reports.getReport(await callerOf(request), request.query.id)),
  );
  api.post(
    path('info'),
    {
      config: { permission: reportWrite },
      schema: { tags, summary: 'Make a report from completed tasks', body: maintReportCreateSchema, response: detail },
    },
    async (request) => ok(request, await reports.createReport(await callerOf(request), request.body)),
  );
  api.delete(
    path('info'),
    {
      config: { permission: reportWrite },
      schema: {
        tags,
        summary: 'Delete a report made by hand (its tasks are free again)',
        querystring: maintReportIdQuerySchema,
        response: answers(z.object({ id: z.number() })),
      },
    },
    async (request) => ok(request, await reports.deleteReport(await callerOf(request), request.query.id)),
  );
  api.post(
    path('auto_create_report'),
    {
      config: { permission: reportManage },
      schema: {
        tags,
        summary: "The contract's report of its last finished month (the same one when made already)",
        body: maintAutoReportSchema,
        response: detail,
      },
    },
    async (request) => ok(request, await reports.autoCreate(await callerOf(request), request.body.contract_id)),
  );
  api.get(
    path('tasks'),
    {
      config: { permission: reportWrite },
      schema: {
        tags,
        summary: 'Completed tasks in no report (report generation)',
        querystring: maintReportTaskQuerySchema,
        response: answers(maintReportCandidatePageSchema),
      },
    },
    async (request) => ok(request, await reports.candidates(await callerOf(request), request.query)),
  );
  api.get(
    path('manage'),
    {
      config: { permission: reportManage },
      schema: {
        tags,
        summary: "Report management: per contract, its reports and last month's automatic one",
        querystring: maintReportManageQuerySchema,
        response: answers(maintReportManagePageSchema),
      },
    },
    async (request) => ok(request, await reports.manage(await callerOf(request), request.query)),
  );
  api.get(
    path('download'),
    {
      config: { permission: reportRead },
      schema: {
        tags,
        summary: "A one-time link to the report's PDF or xlsx",
        querystring: maintReportDownloadQuerySchema,
        response: answers(downloadTicketAnswerSchema),
      },
    },
    async (request) =>
      ok(request, await reports.downloadLink(await callerOf(request), request.query, requestLang(request))),
  );
  api.get(
    REPORT_EXPORT_PATH,
    {
      config: { ticket: true, permission: reportRead },
      schema: {
        tags,
        summary: 'The PDF or xlsx report/download links to',
        querystring: maintReportDownloadQuerySchema,
      },
    },
    async (request, reply) => {
      const lang = requestLang(request);
      const report = await reports.documentOf(await callerOf(request), request.query.id);
      const isPdf = request.query.format === 'pdf';
      const body = isPdf
        ? await writeReportPdf(report, { lang, siteTime })
        : await writeReportXlsx(report, { lang, siteTime });
      const filename = `${report.report_name}.${request.query.format}`;
      return reply
        .header(
          'content-type',
          isPdf ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        )
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};
