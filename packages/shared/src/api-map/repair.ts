import { downloadTicketAnswerSchema } from '../downloads';
import { createRepairBodySchema } from '../event-handling';
import {
  repairAssignSchema,
  repairCancelSchema,
  repairCheckSchema,
  repairCompleteSchema,
  repairConfirmSchema,
  repairContractOptionsSchema,
  repairDepartmentOptionsSchema,
  repairEventQuerySchema,
  repairExportQuerySchema,
  repairIdBodySchema,
  repairIdQuerySchema,
  repairListQuerySchema,
  repairPageSchema,
  repairPeopleSchema,
  repairTaskDetailSchema,
  repairUnitQuerySchema,
  repairUpdateSchema,
} from '../repair';
import {
  repairReportCandidatePageSchema,
  repairReportCreateSchema,
  repairReportDetailSchema,
  repairReportDownloadQuerySchema,
  repairReportIdQuerySchema,
  repairReportListQuerySchema,
  repairReportPageSchema,
  repairReportTaskQuerySchema,
} from '../repair-reports';
import { idAnswerSchema } from '../responses';
import type { ApiEntries } from './entry';

/** The calls of the server's `repair` module: the schema objects its routes register. */
export const repairApi = {
  'GET /api_proxy/maint/repair/list/': { query: repairListQuerySchema, answer: repairPageSchema },
  'GET /api_proxy/maint/repair/info/': { query: repairIdQuerySchema, answer: repairTaskDetailSchema },
  'PUT /api_proxy/maint/repair/info/': { body: repairUpdateSchema, answer: repairTaskDetailSchema },
  'GET /api_proxy/maint/repair/resp_options/': { query: repairIdQuerySchema, answer: repairPeopleSchema },
  'PUT /api_proxy/maint/repair/assign/': { body: repairAssignSchema, answer: repairTaskDetailSchema },
  'PUT /api_proxy/maint/repair/receive/': { body: repairIdBodySchema, answer: repairTaskDetailSchema },
  'PUT /api_proxy/maint/repair/complete/': { body: repairCompleteSchema, answer: repairTaskDetailSchema },
  'PUT /api_proxy/maint/repair/confirm/': { body: repairConfirmSchema, answer: repairTaskDetailSchema },
  'GET /api_proxy/maint/repair/export/': { query: repairExportQuerySchema, answer: downloadTicketAnswerSchema },
  'PUT /api_proxy/maint/repair/cancel/': { body: repairCancelSchema, answer: repairTaskDetailSchema },
  'GET /api_proxy/maint/repair/report/list/': { query: repairReportListQuerySchema, answer: repairReportPageSchema },
  'GET /api_proxy/maint/repair/report/info/': { query: repairReportIdQuerySchema, answer: repairReportDetailSchema },
  'POST /api_proxy/maint/repair/report/info/': { body: repairReportCreateSchema, answer: repairReportDetailSchema },
  'DELETE /api_proxy/maint/repair/report/info/': { query: repairReportIdQuerySchema, answer: idAnswerSchema },
  'GET /api_proxy/maint/repair/report/tasks/': {
    query: repairReportTaskQuerySchema,
    answer: repairReportCandidatePageSchema,
  },
  'GET /api_proxy/maint/repair/report/download/': {
    query: repairReportDownloadQuerySchema,
    answer: downloadTicketAnswerSchema,
  },
  'GET /api_proxy/maint/contract/list_by_company_cared_id/': {
    query: repairUnitQuerySchema,
    answer: repairContractOptionsSchema,
  },
  'GET /api_proxy/maint/repair/department_options/': {
    query: repairUnitQuerySchema,
    answer: repairDepartmentOptionsSchema,
  },
  'GET /api_proxy/maint/repair/check_apply/': { query: repairEventQuerySchema, answer: repairCheckSchema },
  'POST /api_proxy/maint/repair/info/': { body: createRepairBodySchema, answer: repairTaskDetailSchema },
} satisfies ApiEntries;
