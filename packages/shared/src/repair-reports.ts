import { z } from 'zod';
import { langQueryField, zId, zIdNumber, zName } from './field-schemas';
import { pageQuerySchema } from './paging';
import { repairTaskSchema } from './repair';
import { pageSchema } from './responses';

/**
 * Repair reports (维修报告, spec 002 §2 header tab "repair report", §3 "Repair report: report_name";
 * docs/maintenance.md "Repair reports"). A report is made of completed or closed repair tasks of one maintenance
 * company; a task is in at most one report.
 */

/** POST maint/repair/report/info: a report from these tasks (the name is checked by the service, in both languages). */
export const repairReportCreateSchema = z.object({
  report_name: zName(50).default(''),
  task_ids: z.array(zIdNumber).max(500),
});
export type RepairReportCreate = z.infer<typeof repairReportCreateSchema>;
export type RepairReportCreateInput = z.input<typeof repairReportCreateSchema>;

export const repairReportIdQuerySchema = z.object({ ...langQueryField, id: zId });

export const repairReportListQuerySchema = pageQuerySchema.extend({
  ...langQueryField,
  company_maint_id: zId.optional(),
  report_name: z.string().trim().max(50).optional(),
});
export type RepairReportListQuery = z.infer<typeof repairReportListQuerySchema>;

/** GET maint/repair/report/tasks: completed or closed tasks in no report (the generate dialog). */
export const repairReportTaskQuerySchema = pageQuerySchema.extend({
  ...langQueryField,
  company_maint_id: zId.optional(),
  task_name: z.string().trim().max(50).optional(),
});
export type RepairReportTaskQuery = z.infer<typeof repairReportTaskQuerySchema>;
export const repairReportCandidatePageSchema = pageSchema(repairTaskSchema);

export const repairReportSchema = z.object({
  id: z.number(),
  report_name: z.string(),
  company_maint_id: z.number(),
  company_maint_name: z.string(),
  /** The units of its tasks. */
  companies: z.array(z.object({ company_id: z.number(), company_name: z.string() })),
  /** The first and the last finish day (site days) of its tasks. */
  period: z.tuple([z.string(), z.string()]),
  summary: z.object({ tasks: z.number(), completed: z.number(), closed: z.number() }),
  created_by: z.number().nullable(),
  created_by_name: z.string(),
  create_time: z.number(),
  can_delete: z.union([z.literal(0), z.literal(1)]),
});
export type RepairReport = z.infer<typeof repairReportSchema>;
export const repairReportPageSchema = pageSchema(repairReportSchema);
export type RepairReportPage = z.infer<typeof repairReportPageSchema>;

export const repairReportTaskRowSchema = z.object({
  id: z.number(),
  task_name: z.string(),
  company_cared_name: z.string(),
  enum_task_origin: z.number(),
  enum_task_level: z.number(),
  enum_maint_status: z.number(),
  equip_name: z.string(),
  facility_address: z.string(),
  facility_fault_desc: z.string(),
  related_resp_name: z.string(),
  test_result: z.string(),
  finish_time: z.number().nullable(),
});
export type RepairReportTaskRow = z.infer<typeof repairReportTaskRowSchema>;
export const repairReportDetailSchema = repairReportSchema.extend({ tasks: z.array(repairReportTaskRowSchema) });
export type RepairReportDetail = z.infer<typeof repairReportDetailSchema>;

/** GET maint/repair/report/download: a one-time link to the report's PDF or xlsx. */
export const repairReportDownloadQuerySchema = z.object({
  ...langQueryField,
  id: zId,
  format: z.enum(['pdf', 'xlsx']),
});
