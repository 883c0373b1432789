import {
  idAnswerSchema,
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
import { requestLang } from '../../core/envelope';
import { envelopeRoutes } from '../../core/envelope-routes';
import { callerOf } from '../../core/request-context';
import { documentRoutes } from '../exports';
import { reportManage, reportRead, reportWrite } from './permissions';
import { writeReportPdf } from './report-pdf';
import { writeReportXlsx } from './report-xlsx';
import {
  autoCreateReport,
  createReport,
  deleteReport,
  getReport,
  listReports,
  manageReports,
  reportCandidates,
  reportDocument,
  reportDownloadLink,
} from './reports.service';

const tags = ['maint'];
const path = (name: string) => `/api_proxy/maint/report/${name}/`;

/** Maintenance reports (spec 002 §3, §5, §7; docs/maintenance.md "Reports"). */
export const reportRoutes = (app: FastifyInstance) => {
  const route = envelopeRoutes(app, { tags });
  const { db, siteTime } = app.deps;

  route.get(path('list'), {
    permission: reportRead,
    summary: 'Maintenance reports',
    input: maintReportListQuerySchema,
    answer: maintReportPageSchema,
    act: (caller, query) => listReports(db, caller, query),
  });
  route.get(path('info'), {
    permission: reportRead,
    summary: 'One report with its tasks',
    input: maintReportIdQuerySchema,
    answer: maintReportDetailSchema,
    act: (caller, query) => getReport(db, caller, query.id),
  });
  route.post(path('info'), {
    permission: reportWrite,
    summary: 'Make a report from completed tasks',
    input: maintReportCreateSchema,
    answer: maintReportDetailSchema,
    act: (caller, body) => createReport(app.deps, caller, body),
  });
  route.delete(path('info'), {
    permission: reportWrite,
    summary: 'Delete a report made by hand (its tasks are free again)',
    input: maintReportIdQuerySchema,
    answer: idAnswerSchema,
    act: (caller, query) => deleteReport(db, caller, query.id),
  });
  route.post(path('auto_create_report'), {
    permission: reportManage,
    summary: "The contract's report of its last finished month (the same one when made already)",
    input: maintAutoReportSchema,
    answer: maintReportDetailSchema,
    act: (caller, body) => autoCreateReport(app.deps, caller, body.contract_id),
  });
  route.get(path('tasks'), {
    permission: reportWrite,
    summary: 'Completed tasks in no report (report generation)',
    input: maintReportTaskQuerySchema,
    answer: maintReportCandidatePageSchema,
    act: (caller, query) => reportCandidates(app.deps, caller, query),
  });
  route.get(path('manage'), {
    permission: reportManage,
    summary: "Report management: per contract, its reports and last month's automatic one",
    input: maintReportManageQuerySchema,
    answer: maintReportManagePageSchema,
    act: (caller, query) => manageReports(app.deps, caller, query),
  });
  documentRoutes(app, {
    tags,
    permission: reportRead,
    input: maintReportDownloadQuerySchema,
    link: {
      path: path('download'),
      summary: "A one-time link to the report's PDF or xlsx",
      prepare: async ({ request, input }) => reportDownloadLink(db, await callerOf(request), input),
    },
    download: {
      path: '/export/maint_report',
      summary: 'The PDF or xlsx report/download links to',
      write: async ({ request, input }) => {
        const lang = requestLang(request);
        const report = await reportDocument(db, await callerOf(request), input.id);
        const body =
          input.format === 'pdf'
            ? await writeReportPdf(report, { lang, siteTime })
            : await writeReportXlsx(report, { lang, siteTime });
        return { body, filename: `${report.report_name}.${input.format}`, type: input.format };
      },
    },
  });
};
