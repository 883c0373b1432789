import { z } from 'zod';
import { langQueryField, zId, zIdNumber, zName, zRemark } from './field-schemas';
import { zDay } from './maint';
import { pageQuerySchema } from './paging';
import { pageSchema } from './responses';

/**
 * Maintenance plans and tasks (spec 002 §3 "Maintenance task", §4 states and breakdown, §5 "maintenance items must be
 * selected first"; docs/maintenance.md "Plans and tasks"). Days are the site's calendar days, "YYYY-MM-DD".
 */

/** enum_task_type of a maintenance task: 1 maintenance (维保), 2 repair (modules/repair's tasks), 3 testing (检测). */
export const maintTaskTypes = [1, 3] as const;
export type MaintTaskType = (typeof maintTaskTypes)[number];
/** enum_maint_status: 1 to assign, 2 to receive, 3 in progress, 4 completed. */
export const maintStatuses = { to_assign: 1, to_receive: 2, in_progress: 3, completed: 4 } as const;
export type MaintStatus = (typeof maintStatuses)[keyof typeof maintStatuses];
/** A task item's result: 0 not yet recorded, 1 pass, 2 fail, 3 not checked. */
export const maintItemResults = { none: 0, pass: 1, fail: 2, not_checked: 3 } as const;

/**
 * Task breakdown (spec 002 §4): 0 none (one task over the plan's period), 1 by day (list: weekdays 1–7), 2 by month
 * (list: days 1–28), 3 by quarter (list: months 1–3 of the quarter), 4 by half year (months 1–6), 5 by year (months
 * 1–12). Each listed slot of each cycle within the plan's period is one task, generated once.
 */
export const maintBreakdownTypes = { none: 0, day: 1, month: 2, quarter: 3, half_year: 4, year: 5 } as const;
export type MaintBreakdownType = (typeof maintBreakdownTypes)[keyof typeof maintBreakdownTypes];
export const maintBreakdownListMax: Record<MaintBreakdownType, number> = { 0: 0, 1: 7, 2: 28, 3: 3, 4: 6, 5: 12 };

export const maintTaskMessages = {
  breakdownNeedsList: { zh: '分解需要类型和非空列表', en: 'a breakdown needs a type and a non-empty list' },
  itemsFirst: { zh: '请先选择维保项目', en: 'maintenance items must be selected first' },
  notUnderContract: { zh: '不是该合同的维保设施', en: 'is not equipment under the contract' },
  wrongState: { zh: '任务当前状态不允许此操作', en: 'the task is not in a state that allows this' },
  notAssignee: { zh: '只有任务负责人可以执行此操作', en: 'only the person the task is assigned to may do this' },
  planOutside: { zh: '须在合同期限内', en: 'must lie within the contract period' },
  notFailedHazard: {
    zh: 'item_id 只有不合格的维保项可以上报隐患',
    en: 'item_id: only a failed maintenance item can raise a hazard',
  },
} as const;

const flag = z.union([z.literal(0), z.literal(1)]);
const taskType = z.union([z.literal(1), z.literal(3)]);
const statusValue = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

export const maintBreakdownSchema = z
  .object({
    type: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
    list: z.array(z.number().int().min(1).max(28)).max(28).default([]),
  })
  .superRefine((value, context) => {
    const max = maintBreakdownListMax[value.type];
    if (value.type !== 0 && (value.list.length === 0 || value.list.some((slot) => slot > max)))
      context.addIssue({ code: 'custom', path: ['list'], message: maintTaskMessages.breakdownNeedsList.en });
  });
export type MaintBreakdown = z.infer<typeof maintBreakdownSchema>;

// ---- Plans ----

const planFields = {
  contract_id: zIdNumber,
  plan_name: zName(50).min(1),
  enum_task_type: taskType.default(1),
  /** The plan's first and last day, within the contract period. */
  plan_period: z.tuple([zDay, zDay]),
  /** The maintenance company's person its tasks go to (to receive), or null (to assign). */
  related_resp_uid: zIdNumber.nullable().default(null),
  /** Maintenance items: ids of the contract's equipment under contract (contract_related). */
  related_ids: z.array(zIdNumber).max(500),
  breakdown: maintBreakdownSchema,
  remark: zRemark.default(''),
};
export const maintPlanCreateSchema = z.object(planFields);
export type MaintPlanCreate = z.infer<typeof maintPlanCreateSchema>;
export type MaintPlanCreateInput = z.input<typeof maintPlanCreateSchema>;
export const maintPlanUpdateSchema = z.object({ id: zIdNumber, ...planFields });
export type MaintPlanUpdate = z.infer<typeof maintPlanUpdateSchema>;
export const maintPlanIdQuerySchema = z.object({ ...langQueryField, id: zId });
export const maintPlanListQuerySchema = pageQuerySchema.extend({
  ...langQueryField,
  contract_id: zId.optional(),
  plan_name: z.string().trim().max(50).optional(),
});
export type MaintPlanListQuery = z.infer<typeof maintPlanListQuerySchema>;

const taskCounts = z.object({
  to_assign: z.number(),
  to_receive: z.number(),
  in_progress: z.number(),
  completed: z.number(),
});
export type MaintTaskCounts = z.infer<typeof taskCounts>;

export const maintPlanSchema = z.object({
  id: z.number(),
  contract_id: z.number(),
  project_name: z.string(),
  company_maint_id: z.number(),
  company_maint_name: z.string(),
  plan_name: z.string(),
  enum_task_type: taskType,
  plan_period: z.tuple([z.string(), z.string()]),
  related_resp_uid: z.number().nullable(),
  related_resp_name: z.string(),
  related_ids: z.array(z.number()),
  breakdown: z.object({ type: z.number(), list: z.array(z.number()) }),
  remark: z.string(),
  /** Its tasks by state (the plan list's counts: in progress, to be assigned, to be received, completed). */
  counts: taskCounts,
  can_work: flag,
  create_time: z.number(),
});
export type MaintPlan = z.infer<typeof maintPlanSchema>;
export const maintPlanPageSchema = pageSchema(maintPlanSchema);
export type MaintPlanPage = z.infer<typeof maintPlanPageSchema>;

// ---- Tasks ----

const taskFields = {
  contract_id: zIdNumber,
  task_name: zName(50).min(1),
  enum_task_type: taskType.default(1),
  plan_start_time: zDay,
  plan_end_time: zDay,
  related_resp_uid: zIdNumber.nullable().default(null),
  related_ids: z.array(zIdNumber).max(500),
};
/** POST maint/task/info: a task made by hand (tasknew). */
export const maintTaskCreateSchema = z.object(taskFields);
export type MaintTaskCreate = z.infer<typeof maintTaskCreateSchema>;
export type MaintTaskCreateInput = z.input<typeof maintTaskCreateSchema>;
/** PUT maint/task/info: name, type, days of a task not completed. */
export const maintTaskUpdateSchema = z.object({
  id: zIdNumber,
  task_name: taskFields.task_name,
  enum_task_type: taskFields.enum_task_type,
  plan_start_time: zDay,
  plan_end_time: zDay,
});
export type MaintTaskUpdate = z.infer<typeof maintTaskUpdateSchema>;
export const maintTaskIdQuerySchema = z.object({ ...langQueryField, id: zId });
export const maintTaskIdBodySchema = z.object({ id: zIdNumber });
/** PUT maint/task/assign: the person who will receive it. */
export const maintTaskAssignSchema = z.object({ id: zIdNumber, related_resp_uid: zIdNumber });
/** PUT maint/task/equip: the task's equipment (taskequipedit). */
export const maintTaskEquipSchema = z.object({ id: zIdNumber, related_ids: z.array(zIdNumber).max(500) });
/** PUT maint/task/result: one item's result while the task is in progress. */
export const maintTaskResultSchema = z.object({
  item_id: zIdNumber,
  result: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  reading: z.string().trim().max(50).default(''),
  remark: zRemark.default(''),
  /** File ids of /upload/jupiter/image (at most 2). */
  photos: z.array(z.string().trim().min(1).max(64)).max(2).default([]),
});
export type MaintTaskResult = z.infer<typeof maintTaskResultSchema>;
/** PUT maint/task/item_repair: raise the repair task of a failed item (once per item; modules/repair). */
export const maintTaskItemRepairSchema = z.object({ item_id: zIdNumber });
/** PUT maint/task/item_hazard: raise the hazard (上报隐患) of a failed item (once per item; modules/hazards). */
export const maintTaskItemHazardSchema = z.object({ item_id: zIdNumber });
export const maintTaskItemHazardAnswerSchema = z.object({ hazard_id: z.number(), created: z.boolean() });

export const maintTaskListQuerySchema = pageQuerySchema.extend({
  ...langQueryField,
  contract_id: zId.optional(),
  plan_id: zId.optional(),
  status: z.coerce.number().pipe(statusValue).optional(),
  enum_task_type: z.coerce.number().pipe(taskType).optional(),
  task_name: z.string().trim().max(50).optional(),
  /** A covered unit (the unit page). */
  company_id: zId.optional(),
  /**
   * Not completed and due on the site's today (`today`: its days include today) or past its last day (`overdue`): the
   * engineer's home.
   */
  due: z.enum(['today', 'overdue']).optional(),
});
export type MaintTaskListQuery = z.infer<typeof maintTaskListQuerySchema>;

const person = { uid: z.number().nullable(), name: z.string(), time: z.number().nullable() };
export const maintTaskSchema = z.object({
  id: z.number(),
  contract_id: z.number(),
  project_name: z.string(),
  company_maint_id: z.number(),
  company_maint_name: z.string(),
  plan_id: z.number().nullable(),
  plan_name: z.string(),
  task_name: z.string(),
  enum_task_type: taskType,
  plan_start_time: z.string(),
  plan_end_time: z.string(),
  related_resp_uid: z.number().nullable(),
  related_resp_name: z.string(),
  enum_maint_status: statusValue,
  assigned: z.object(person),
  received: z.object(person),
  finished: z.object(person),
  finish_time: z.number().nullable(),
  item_count: z.number(),
  fail_count: z.number(),
  can_work: flag,
  /** The caller is the person it is assigned to (receive, record results, complete). */
  is_mine: flag,
  create_time: z.number(),
});
export type MaintTask = z.infer<typeof maintTaskSchema>;
export const maintTaskPageSchema = pageSchema(maintTaskSchema).extend({ counts: taskCounts });
export type MaintTaskPage = z.infer<typeof maintTaskPageSchema>;

export const maintTaskItemSchema = z.object({
  item_id: z.number(),
  related_id: z.number(),
  equipment_id: z.number(),
  equipment_name: z.string(),
  enum_equipment_type: z.number(),
  building_name: z.string(),
  position_desc: z.string(),
  check_items: z.array(z.object({ item_name: z.string(), check_require: z.string() })),
  result: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  reading: z.string(),
  remark: z.string(),
  photos: z.array(z.object({ file_id: z.string(), name: z.string() })),
  checked_by_name: z.string(),
  checked_time: z.number().nullable(),
  /** The hazard raised from this item (上报隐患), when there is one. */
  hazard_id: z.number().nullable(),
});
export type MaintTaskItem = z.infer<typeof maintTaskItemSchema>;
export const maintTaskDetailSchema = maintTaskSchema.extend({ items: z.array(maintTaskItemSchema) });
export type MaintTaskDetail = z.infer<typeof maintTaskDetailSchema>;

/** GET maint/statistic_of_task_type: per task type, its tasks by state. */
export const maintTaskStatQuerySchema = z.object({
  ...langQueryField,
  contract_id: zId.optional(),
  company_id: zId.optional(),
});
export const maintTaskStatSchema = z.array(taskCounts.extend({ enum_task_type: z.number(), total: z.number() }));
export type MaintTaskStat = z.infer<typeof maintTaskStatSchema>;
