import { z } from 'zod';
import { langQueryField, zId, zIdNumber, zName } from './field-schemas';
import { zDay } from './maint';
import { maintTaskSchema } from './maint-tasks';
import { pageQuerySchema } from './paging';
import { pageSchema } from './responses';

/**
 * Maintenance reports (维保报告, spec 002 §3 "Maintenance report", §5 "Report generation", §7 report list, info,
 * auto_create_report; docs/maintenance.md "Reports"). A report is made of completed tasks of one contract (so of one
 * maintenance company); a task is in at most one report.
 */

export const maintReportMessages = {
  sameCompany: { zh: '请选择同一公司的任务', en: 'please select tasks from the same company' },
  sameContract: { zh: '请选择同一合同的任务', en: 'please select tasks of the same contract' },
  nameRequired: { zh: '报告名称不能为空', en: 'a report name is required' },
  noTasks: {
    zh: '没有可生成报告的任务，请重新查询任务',
    en: 'no tasks available for report generation, please requery tasks',
  },
  notCompleted: { zh: '任务未完成', en: 'the task is not completed' },
  alreadyReported: { zh: '任务已在其他报告中', en: 'the task is already in a report' },
  noDataForExport: { zh: '暂无可导出的数据', en: 'no data available for export' },
  autoNoDelete: { zh: '自动生成的报告不能删除', en: 'an automatic report cannot be deleted' },
} as const;

/** A report's type on display and in its documents. */
export const maintReportTypeLabels = {
  0: { zh: '综合', en: 'Mixed' },
  1: { zh: '维保', en: 'Maintenance' },
  3: { zh: '检测', en: 'Testing' },
} as const;

/** A report's task type: 1 maintenance, 3 testing, 0 both kinds. */
const reportTaskType = z.union([z.literal(0), z.literal(1), z.literal(3)]);
const flag = z.union([z.literal(0), z.literal(1)]);

/** POST maint/report/info: a report from these tasks. */
export const maintReportCreateSchema = z.object({
  /** 1–50 characters; empty → 8998 "a report name is required" (the service answers it, in both languages). */
  report_name: zName(50).default(''),
  task_ids: z.array(zIdNumber).max(500),
});
export type MaintReportCreate = z.infer<typeof maintReportCreateSchema>;
export type MaintReportCreateInput = z.input<typeof maintReportCreateSchema>;

/** POST maint/report/auto_create_report: the contract's report of its last finished month. */
export const maintAutoReportSchema = z.object({ contract_id: zIdNumber });

export const maintReportIdQuerySchema = z.object({ ...langQueryField, id: zId });

export const maintReportListQuerySchema = pageQuerySchema.extend({
  ...langQueryField,
  contract_id: zId.optional(),
  company_maint_id: zId.optional(),
  /** A unit the report's contract covers. */
  company_id: zId.optional(),
  enum_task_type: z.coerce.number().pipe(reportTaskType).optional(),
  report_name: z.string().trim().max(50).optional(),
  /** Reports whose period meets [start_day, end_day]. */
  start_day: zDay.optional(),
  end_day: zDay.optional(),
  is_auto: z.coerce.number().pipe(flag).optional(),
});
export type MaintReportListQuery = z.infer<typeof maintReportListQuerySchema>;

/** GET maint/report/tasks: completed tasks in no report yet, which the caller may put in a report. */
export const maintReportTaskQuerySchema = pageQuerySchema.extend({
  ...langQueryField,
  contract_id: zId.optional(),
  company_maint_id: zId.optional(),
  company_id: zId.optional(),
  enum_task_type: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(3)]))
    .optional(),
  task_name: z.string().trim().max(50).optional(),
  /** Tasks finished on these site days. */
  start_day: zDay.optional(),
  end_day: zDay.optional(),
});
export type MaintReportTaskQuery = z.infer<typeof maintReportTaskQuerySchema>;

export const maintReportSummarySchema = z.object({
  tasks: z.number(),
  items: z.number(),
  pass: z.number(),
  fail: z.number(),
  not_checked: z.number(),
});
export type MaintReportSummary = z.infer<typeof maintReportSummarySchema>;

export const maintReportSchema = z.object({
  id: z.number(),
  report_name: z.string(),
  enum_task_type: reportTaskType,
  contract_id: z.number(),
  project_name: z.string(),
  company_maint_id: z.number(),
  company_maint_name: z.string(),
  /** The units the contract covers. */
  companies: z.array(z.object({ company_id: z.number(), company_name: z.string() })),
  period: z.tuple([z.string(), z.string()]),
  is_auto: flag,
  summary: maintReportSummarySchema,
  created_by: z.number().nullable(),
  created_by_name: z.string(),
  create_time: z.number(),
  /** The caller may delete it (the contract's workers). */
  can_delete: flag,
});
export type MaintReport = z.infer<typeof maintReportSchema>;
export const maintReportPageSchema = pageSchema(maintReportSchema);
export type MaintReportPage = z.infer<typeof maintReportPageSchema>;

export const maintReportFailedItemSchema = z.object({
  task_id: z.number(),
  task_name: z.string(),
  equipment_name: z.string(),
  building_name: z.string(),
  position_desc: z.string(),
  reading: z.string(),
  remark: z.string(),
});
export type MaintReportFailedItem = z.infer<typeof maintReportFailedItemSchema>;

export const maintReportTaskRowSchema = maintTaskSchema
  .pick({
    id: true,
    task_name: true,
    enum_task_type: true,
    plan_start_time: true,
    plan_end_time: true,
    finish_time: true,
    related_resp_name: true,
  })
  .extend({ items: z.number(), pass: z.number(), fail: z.number(), not_checked: z.number() });
export type MaintReportTaskRow = z.infer<typeof maintReportTaskRowSchema>;

export const maintReportDetailSchema = maintReportSchema.extend({
  tasks: z.array(maintReportTaskRowSchema),
  failed_items: z.array(maintReportFailedItemSchema),
});
export type MaintReportDetail = z.infer<typeof maintReportDetailSchema>;

/** GET maint/report/download: a one-time link to the report's PDF or xlsx. */
export const maintReportDownloadQuerySchema = z.object({
  ...langQueryField,
  id: zId,
  format: z.enum(['pdf', 'xlsx']),
});

/** GET maint/report/manage: per contract, its automatic reports and the reports delivered to its units. */
export const maintReportManageQuerySchema = pageQuerySchema.extend({
  ...langQueryField,
  project_name: z.string().trim().max(50).optional(),
});
export const maintReportManageRowSchema = z.object({
  contract_id: z.number(),
  project_name: z.string(),
  company_maint_name: z.string(),
  companies: z.array(z.object({ company_id: z.number(), company_name: z.string() })),
  period: z.tuple([z.string(), z.string()]),
  /** The last finished month ("YYYY-MM") and whether its automatic report exists. */
  last_month: z.string(),
  last_month_report_id: z.number().nullable(),
  report_count: z.number(),
  auto_count: z.number(),
  last_report_time: z.number().nullable(),
});
export type MaintReportManageRow = z.infer<typeof maintReportManageRowSchema>;
export const maintReportManagePageSchema = pageSchema(maintReportManageRowSchema);
export type MaintReportManagePage = z.infer<typeof maintReportManagePageSchema>;

/** A task report/tasks offers: completed, in no report yet. */
export const maintReportCandidateSchema = maintReportTaskRowSchema.extend({
  contract_id: z.number(),
  project_name: z.string(),
  company_maint_id: z.number(),
  company_maint_name: z.string(),
});
export type MaintReportCandidate = z.infer<typeof maintReportCandidateSchema>;
export const maintReportCandidatePageSchema = pageSchema(maintReportCandidateSchema);
export type MaintReportCandidatePage = z.infer<typeof maintReportCandidatePageSchema>;
