import { z } from 'zod';
import { langQueryField, zBigId, zId, zIdNumber, zName, zRemark, zText } from './field-schemas';
import { pageQuerySchema } from './paging';
import { pageSchema } from './responses';

/**
 * Fire patrol (消防巡查) of spec 002 §2–§9: sites (巡查点) with their check items (巡查项), routes, plans that the
 * scheduler turns into tasks (巡查任务) once per period, the patrol worker's check-in (打卡) and its records. The payloads
 * are ours (the spec shows none): docs/patrol.md lists them.
 */

/** Spec 002 §5 / §9. */
export const PATROL_ITEMS_MAX = 10;
export const PATROL_QUANTITY_MIN = 1;
export const PATROL_QUANTITY_MAX = 100;
export const PATROL_NAME_MAX = 50;
export const PATROL_PHOTOS_MAX = 5;

/** The spec's texts (002 §5, §8), zh beside en. */
export const patrolMessages = {
  notUnfit: {
    zh: 'record_item_id 只有不合格的巡查项可以报修',
    en: 'record_item_id: only an unfit patrol item can be sent for repair',
  },
  quantityRange: { zh: '数量不能小于1或大于100', en: 'quantity cannot be less than 1 or exceed 100' },
  itemsMax: { zh: '最多添加10项', en: 'maximum 10 items allowed' },
  completeItemFirst: { zh: '请先完善当前巡查项', en: 'complete the current item before adding another' },
  planPrerequisite: { zh: '请先选择单位和巡查点', en: 'a company and patrol points must be chosen first' },
  siteOfOtherUnit: { zh: '巡查点不属于该单位', en: 'a patrol point of another unit' },
  planRunning: { zh: '计划运行中，请先结束计划', en: 'the plan is running: end it first' },
  taskClosed: { zh: '任务已结束', en: 'the task has ended' },
  photoRequired: { zh: '该项需要拍照', en: 'a photo is required for this item' },
  unfitNeedsNote: { zh: '不合格项请填写说明或拍照', en: 'an unfit answer needs a remark or a photo' },
  readingRequired: { zh: '请填写读数', en: 'enter the reading' },
  answerMissing: { zh: '请完成全部巡查项', en: 'answer every item' },
  siteHasItems: { zh: '巡查点下有巡查项', en: 'the patrol point has items' },
  endBeforeStart: { zh: '结束时间须晚于开始时间', en: 'the end must be after the start' },
  noDataForExport: { zh: '暂无可导出的数据', en: 'no data available for export' },
} as const;

/** enum_site_position_type: where a site is: on a floor plan (x/y in percent) or outdoors (longitude / latitude). */
export const sitePositionTypes = { indoor: 1, outdoor: 2 } as const;
export const sitePositionTypeLabels: Record<number, { zh: string; en: string }> = {
  1: { zh: '室内', en: 'Indoor' },
  2: { zh: '室外', en: 'Outdoor' },
};

/** enum_pt_item_type (patrol/enum/list/enum_pt_item_type): what an item checks. */
export const patrolItemTypes = [
  { id: 1, zh: '灭火器', en: 'Fire extinguisher' },
  { id: 2, zh: '消火栓', en: 'Fire hydrant' },
  { id: 3, zh: '火灾自动报警', en: 'Fire alarm system' },
  { id: 4, zh: '疏散通道', en: 'Evacuation route' },
  { id: 5, zh: '应急照明', en: 'Emergency lighting' },
  { id: 6, zh: '消防水源', en: 'Fire water supply' },
  { id: 7, zh: '电气安全', en: 'Electrical safety' },
  { id: 8, zh: '其他', en: 'Other' },
] as const;
export const patrolItemTypeIds = patrolItemTypes.map((type) => type.id) as number[];

/** Periods of plans and cycle tasks (task_type / enum_pt_ctask_type). */
export const patrolPeriods = { daily: 1, weekly: 2, monthly: 3, yearly: 4 } as const;
export const patrolPeriodLabels: Record<number, { zh: string; en: string }> = {
  1: { zh: '每日', en: 'Daily' },
  2: { zh: '每周', en: 'Weekly' },
  3: { zh: '每月', en: 'Monthly' },
  4: { zh: '每年', en: 'Yearly' },
};

/** startup_status of a plan (start / end) and of its cycle task (enable / pause). */
export const startupStatuses = { stopped: 0, running: 1 } as const;

/** enum_task_status of a patrol task. */
export const patrolTaskStatuses = { pending: 1, inProgress: 2, completed: 3, overdue: 4, terminated: 5 } as const;
export const patrolTaskStatusLabels: Record<number, { zh: string; en: string }> = {
  1: { zh: '待执行', en: 'Pending' },
  2: { zh: '执行中', en: 'In progress' },
  3: { zh: '已完成', en: 'Completed' },
  4: { zh: '已逾期', en: 'Overdue' },
  5: { zh: '已终止', en: 'Terminated' },
};

/** A record's punch status: every item fit, or at least one unfit. */
export const punchStatuses = { normal: 1, abnormal: 2 } as const;
export const punchStatusLabels: Record<number, { zh: string; en: string }> = {
  1: { zh: '正常', en: 'Normal' },
  2: { zh: '异常', en: 'Abnormal' },
};

/** One item's result. */
export const itemResults = { fit: 1, unfit: 2 } as const;

/**
 * check_require_json: what the worker must answer for an item. `pass_fail`: fit or unfit; `reading`: a number, unfit
 * outside [min, max]; `photo_required`: at least one photo. `hint` is shown to the worker.
 */
export const checkRequireSchema = z
  .object({
    kind: z.enum(['pass_fail', 'reading']).default('pass_fail'),
    min: z.number().optional(),
    max: z.number().optional(),
    unit: zText(10).optional(),
    photo_required: z.boolean().default(false),
    hint: zText(200).optional(),
  })
  .refine(
    (value) => value.kind !== 'reading' || value.min === undefined || value.max === undefined || value.min <= value.max,
    {
      message: 'min > max',
      path: ['max'],
    },
  );
export type CheckRequire = z.infer<typeof checkRequireSchema>;

const epoch = z.coerce.number().int().min(0);
const dateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const idList = z.array(zIdNumber).max(500);
/** Ids in a query: `1,2,3`. */
const idsParam = z
  .string()
  .regex(/^\d+(,\d+)*$/)
  .transform((value) => value.split(',').map(Number));

/* ---------------- Sites (巡查点) and items (巡查项) ---------------- */

export const itemInputSchema = z.object({
  item_code: zText(40).optional(),
  name: zName(PATROL_NAME_MAX),
  enum_pt_item_type: z.number().int(),
  check_require_json: checkRequireSchema.default({ kind: 'pass_fail', photo_required: false }),
  /** equit_count in the spec: how many of the thing there are (1–100). */
  quantity: z.number().int(),
  remark: zRemark.optional(),
});
export type ItemInput = z.input<typeof itemInputSchema>;

const siteFields = {
  /** The unit; a unit's own people may leave it out. */
  company_cared_id: zIdNumber.optional(),
  site_code: zText(40).optional(),
  site_name: zName(PATROL_NAME_MAX),
  enum_site_position_type: z.number().int().min(1).max(2).default(1),
  building_id: zIdNumber.nullable().optional(),
  floor_id: zIdNumber.nullable().optional(),
  area_id: zIdNumber.nullable().optional(),
  /** Indoor: x / y in percent of the floor plan; outdoor: longitude / latitude. */
  point: z.object({ x: z.number(), y: z.number() }).nullable().optional(),
  site_location: zText(100).optional(),
  remark: zRemark.optional(),
  /** A facility of the archives this site is (a hydrant box, an extinguisher group). */
  equipment_id: zIdNumber.nullable().optional(),
};

/** POST patrol/site/info: a site with its items (at most 10). */
export const siteCreateSchema = z.object({ ...siteFields, items: z.array(itemInputSchema).default([]) });
export type SiteCreateInput = z.input<typeof siteCreateSchema>;
/** PUT patrol/site/info. */
export const siteUpdateSchema = z.object({ site_id: zIdNumber, ...siteFields });
export type SiteUpdateInput = z.input<typeof siteUpdateSchema>;

export const idQuerySchema = (name: string) => z.object({ ...langQueryField, [name]: zId });
export const siteIdQuerySchema = z.object({ ...langQueryField, site_id: zId });
export const itemIdQuerySchema = z.object({ ...langQueryField, item_id: zId });
export const planIdQuerySchema = z.object({ ...langQueryField, plan_id: zId });
export const routeIdQuerySchema = z.object({ ...langQueryField, route_id: zId });
export const taskIdQuerySchema = z.object({ ...langQueryField, task_id: zId });
export const recordIdQuerySchema = z.object({ ...langQueryField, record_id: zBigId });
export const labelCodeQuerySchema = z.object({
  ...langQueryField,
  label_code: z.string().regex(/^[A-Za-z0-9]{6,32}$/),
});

/** patrol/site/list_by_company_cared and site_list_by_company_cared_id. */
export const siteListQuerySchema = pageQuerySchema.extend({
  ...langQueryField,
  company_cared_id: zId.optional(),
  site_name: z.string().trim().max(50).optional(),
  building_id: zId.optional(),
});

export const patrolItemSchema = z.object({
  id: z.number(),
  item_code: z.string(),
  name: z.string(),
  site_id: z.number(),
  site_name: z.string(),
  company_cared_id: z.number(),
  enum_pt_item_type: z.object({ id: z.number(), name: z.string() }),
  check_require_json: z.object({
    kind: z.enum(['pass_fail', 'reading']),
    min: z.number().optional(),
    max: z.number().optional(),
    unit: z.string().optional(),
    photo_required: z.boolean(),
    hint: z.string().optional(),
  }),
  quantity: z.number(),
  remark: z.string(),
  create_time: z.number(),
});
export type PatrolItem = z.infer<typeof patrolItemSchema>;

export const patrolSiteSchema = z.object({
  id: z.number(),
  site_code: z.string(),
  site_name: z.string(),
  company_cared_id: z.number(),
  company_name: z.string(),
  enum_site_position_type: z.object({ id: z.number(), name: z.string() }),
  building_id: z.number().nullable(),
  building_name: z.string(),
  floor_id: z.number().nullable(),
  floor_name: z.string(),
  area_id: z.number().nullable(),
  area_name: z.string(),
  point: z.object({ x: z.number(), y: z.number() }).nullable(),
  site_location: z.string(),
  remark: z.string(),
  label_code: z.string(),
  equipment_id: z.number().nullable(),
  item_count: z.number(),
  /** The last check-in, epoch seconds (0: never). */
  last_check_time: z.number(),
  create_time: z.number(),
});
export type PatrolSite = z.infer<typeof patrolSiteSchema>;
export const patrolSitePageSchema = pageSchema(patrolSiteSchema);
export const patrolSiteDetailSchema = patrolSiteSchema.extend({ items: z.array(patrolItemSchema) });
export type PatrolSiteDetail = z.infer<typeof patrolSiteDetailSchema>;

/** patrol/common/gen_number: a fresh code for a site (XJD…), item (XJX…), plan or route. */
export const genNumberQuerySchema = z.object({
  ...langQueryField,
  kind: z.enum(['site', 'item', 'plan', 'route']).default('site'),
});
export const genNumberSchema = z.object({ number: z.string() });

/** POST / PUT patrol/item/info. */
export const itemCreateSchema = itemInputSchema.extend({ site_id: zIdNumber });
export const itemUpdateSchema = itemInputSchema.extend({ item_id: zIdNumber });
export const itemListQuerySchema = pageQuerySchema.extend({
  ...langQueryField,
  company_cared_id: zId.optional(),
  site_id: zId.optional(),
  name: z.string().trim().max(50).optional(),
  enum_pt_item_type: zId.optional(),
});
export const patrolItemPageSchema = pageSchema(patrolItemSchema);
export const itemTypeOptionsSchema = z.array(z.object({ id: z.number(), name: z.string() }));

/* ---------------- Routes (巡查路线) ---------------- */

export const routeCreateSchema = z.object({
  route_id: zIdNumber.optional(),
  company_cared_id: zIdNumber,
  route_name: zName(PATROL_NAME_MAX),
  /** The sites in walking order. */
  site_ids: idList.min(1),
  remark: zRemark.optional(),
});
export type RouteCreateInput = z.input<typeof routeCreateSchema>;
export const routeListQuerySchema = pageQuerySchema.extend({ ...langQueryField, company_cared_id: zId.optional() });
export const patrolRouteSchema = z.object({
  id: z.number(),
  route_name: z.string(),
  company_cared_id: z.number(),
  company_name: z.string(),
  site_count: z.number(),
  remark: z.string(),
  create_time: z.number(),
});
export type PatrolRoute = z.infer<typeof patrolRouteSchema>;
export const patrolRoutePageSchema = pageSchema(patrolRouteSchema);
export const routeSiteSchema = z.object({ order: z.number(), site: patrolSiteSchema });
export const patrolRouteDetailSchema = patrolRouteSchema.extend({ sites: z.array(patrolSiteSchema) });
export type PatrolRouteDetail = z.infer<typeof patrolRouteDetailSchema>;

/* ---------------- Plans (巡查计划) and cycle tasks ---------------- */

export const planCreateSchema = z.object({
  company_cared_id: zIdNumber.optional(),
  plan_name: zName(PATROL_NAME_MAX),
  task_type: z.number().int().min(1).max(4),
  /** Epoch seconds; the plan generates tasks between them. */
  start_time: z.number().int().min(0),
  end_time: z.number().int().min(0),
  /** relation_plan_site_list: the sites, in order; or a route's. */
  site_ids: idList.default([]),
  route_id: zIdNumber.nullable().optional(),
  /** plan_attr: the task requirements. */
  plan_attr: z
    .object({ require: zText(200).default(''), in_order: z.boolean().default(false) })
    .default({ require: '', in_order: false }),
  executor_id: zIdNumber.nullable().optional(),
  part_user_ids: idList.default([]),
});
export type PlanCreateInput = z.input<typeof planCreateSchema>;
export const planListQuerySchema = pageQuerySchema.extend({
  ...langQueryField,
  company_cared_id: zId.optional(),
  task_type: zId.optional(),
  startup_status: z.coerce.number().int().min(0).max(1).optional(),
  plan_name: z.string().trim().max(50).optional(),
});
export const planStartEndSchema = z.object({ plan_id: zIdNumber, startup_status: z.number().int().min(0).max(1) });

const personSchema = z.object({ id: z.number(), name: z.string() });
export const patrolPlanSchema = z.object({
  id: z.number(),
  plan_name: z.string(),
  company_cared_id: z.number(),
  company_name: z.string(),
  task_type: z.object({ id: z.number(), name: z.string() }),
  start_time: z.number(),
  end_time: z.number(),
  startup_status: z.number(),
  creater: z.string(),
  route_id: z.number().nullable(),
  site_count: z.number(),
  plan_attr: z.object({ require: z.string(), in_order: z.boolean() }),
  create_time: z.number(),
});
export type PatrolPlan = z.infer<typeof patrolPlanSchema>;
export const patrolPlanPageSchema = pageSchema(patrolPlanSchema);

export const cycleTaskSchema = z.object({
  id: z.number(),
  plan_id: z.number(),
  company_cared_id: z.number(),
  enum_pt_ctask_type: z.object({ id: z.number(), name: z.string() }),
  excutor: personSchema.nullable(),
  part_user: z.array(personSchema),
  start_time: z.number(),
  end_time: z.number(),
  startup_status: z.number(),
});
export type CycleTask = z.infer<typeof cycleTaskSchema>;
export const patrolPlanDetailSchema = patrolPlanSchema.extend({
  relation_plan_site_list: z.array(patrolSiteSchema),
  cycle_tasks: z.array(cycleTaskSchema),
});
export type PatrolPlanDetail = z.infer<typeof patrolPlanDetailSchema>;

export const setExecutorSchema = z.object({ ctask_id: zIdNumber, executor_id: zIdNumber });
export const setPartUserSchema = z.object({ ctask_id: zIdNumber, part_user_ids: idList });
export const enablePauseSchema = z.object({ ctask_id: zIdNumber, startup_status: z.number().int().min(0).max(1) });
export const cycleTaskListSchema = z.array(cycleTaskSchema);

/* ---------------- Tasks (巡查任务) ---------------- */

export const taskListQuerySchema = pageQuerySchema.extend({
  ...langQueryField,
  company_cared_id: zId.optional(),
  plan_id: zId.optional(),
  enum_task_status: zId.optional(),
  /** Tasks whose window overlaps [start_time, end_time], epoch seconds. */
  start_time: epoch.optional(),
  end_time: epoch.optional(),
  /** Only the caller's own (executor or participant). */
  mine: z.coerce.number().int().min(0).max(1).optional(),
});
export const patrolTaskSchema = z.object({
  id: z.number(),
  number: z.string(),
  plan_id: z.number(),
  plan_name: z.string(),
  ctask_id: z.number().nullable(),
  company_cared_id: z.number(),
  company_name: z.string(),
  start_time: z.number(),
  end_time: z.number(),
  enum_task_status: z.object({ id: z.number(), name: z.string() }),
  excutor: personSchema.nullable(),
  part_user: z.array(personSchema),
  site_count: z.number(),
  checked_site_count: z.number(),
  fit_count: z.number(),
  unfit_count: z.number(),
  finish_time: z.number(),
});
export type PatrolTask = z.infer<typeof patrolTaskSchema>;
export const patrolTaskPageSchema = pageSchema(patrolTaskSchema);
export const terminateTaskSchema = z.object({ task_id: zIdNumber, reason: zRemark.optional() });

/* ---------------- Check-in (打卡) and records ---------------- */

/** An unfit answer says what is wrong: a remark or a photo (issue 28). */
export const hasUnfitNote = (answer: { remark?: string; photo_file_ids?: readonly unknown[] }) =>
  Boolean(answer.remark?.trim()) || (answer.photo_file_ids?.length ?? 0) > 0;

export const itemAnswerSchema = z
  .object({
    item_id: zIdNumber,
    /** pass_fail: 1 fit, 2 unfit. A reading's result is decided by the server from its range. */
    result: z.number().int().min(1).max(2).optional(),
    reading: z.number().optional(),
    remark: zRemark.optional(),
    photo_file_ids: z
      .array(z.string().regex(/^[0-9a-f-]{36}$/))
      .max(PATROL_PHOTOS_MAX)
      .default([]),
  })
  .superRefine((answer, context) => {
    if (answer.result === 2 && !hasUnfitNote(answer))
      context.addIssue({ code: 'custom', path: ['remark'], message: patrolMessages.unfitNeedsNote.en });
  });
export type ItemAnswer = z.input<typeof itemAnswerSchema>;

/** POST patrol/details/info: the worker's check-in at a site. */
export const checkInSchema = z.object({
  site_id: zIdNumber,
  /** The client's idempotency key: a resend with the same key answers the first record. */
  client_key: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  /** When the answers were taken (a send delayed by a poor network keeps it), epoch seconds. */
  checked_at: z.number().int().min(0).optional(),
  answers: z.array(itemAnswerSchema).min(1).max(PATROL_ITEMS_MAX),
  latitude: z.number().min(-90).max(90).nullable().optional(),
  longitude: z.number().min(-180).max(180).nullable().optional(),
  remark: zRemark.optional(),
});
export type CheckInInput = z.input<typeof checkInSchema>;

export const recordItemSchema = z.object({
  id: z.number(),
  item_id: z.number(),
  item_name: z.string(),
  enum_pt_item_type: z.object({ id: z.number(), name: z.string() }),
  result: z.number(),
  reading: z.number().nullable(),
  remark: z.string(),
  photo_file_ids: z.array(z.string()),
  /** The repair task raised from this answer (报修, origin 4), when there is one. */
  repair_task_id: z.number().nullable().optional(),
});
export type RecordItem = z.infer<typeof recordItemSchema>;

/**
 * PUT patrol/record/item_repair: 报修, the repair task (origin 4) of an unfit answer. The maintenance company is
 * `company_maint_id` (one with a contract in force for the unit), else the unit's only one.
 */
export const patrolItemRepairSchema = z.object({ record_item_id: zIdNumber, company_maint_id: zIdNumber.optional() });
export type PatrolItemRepair = z.infer<typeof patrolItemRepairSchema>;

export const patrolRecordSchema = z.object({
  id: z.number(),
  site_id: z.number(),
  site_name: z.string(),
  site_code: z.string(),
  company_cared_id: z.number(),
  company_name: z.string(),
  task_id: z.number().nullable(),
  task_number: z.string(),
  checked_by: personSchema,
  /** Punch time, epoch seconds. */
  check_time: z.number(),
  punch_status: z.object({ id: z.number(), name: z.string() }),
  fit_count: z.number(),
  unfit_count: z.number(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  remark: z.string(),
});
export type PatrolRecord = z.infer<typeof patrolRecordSchema>;
export const patrolRecordPageSchema = pageSchema(patrolRecordSchema);
export const patrolRecordDetailSchema = patrolRecordSchema.extend({ items: z.array(recordItemSchema) });
export type PatrolRecordDetail = z.infer<typeof patrolRecordDetailSchema>;

/** patrol/record/list_by_day_person_site: records of a day range, a person, a site. */
export const recordListQuerySchema = pageQuerySchema.extend({
  ...langQueryField,
  company_cared_id: zId.optional(),
  /** Site days, both ends included. */
  start_date: dateText.optional(),
  end_date: dateText.optional(),
  checked_by: zId.optional(),
  site_id: zId.optional(),
  punch_status: zId.optional(),
});
export const siteRecordsQuerySchema = pageQuerySchema.extend({ ...langQueryField, site_id: zId });

/** patrol/record/list_record_site_by_task: each site of a task with its check-in, if any. */
export const taskSiteSchema = z.object({
  order: z.number(),
  site: patrolSiteSchema,
  record: patrolRecordSchema.nullable(),
});
export const taskSitesSchema = z.array(taskSiteSchema);
export type TaskSite = z.infer<typeof taskSiteSchema>;
/** patrol/record/list_record_item_by_task. */
export const taskItemSchema = recordItemSchema.extend({
  record_id: z.number(),
  site_id: z.number(),
  site_name: z.string(),
  check_time: z.number(),
});
export const taskItemsSchema = z.array(taskItemSchema);

/** patrol/record/check_data_by_date: per site day, what was checked. */
export const checkDataQuerySchema = z.object({
  ...langQueryField,
  company_cared_id: zId.optional(),
  start_date: dateText,
  end_date: dateText,
});
export const checkDataSchema = z.array(
  z.object({ date: z.string(), record_count: z.number(), site_count: z.number(), unfit_count: z.number() }),
);
export type CheckData = z.infer<typeof checkDataSchema>;

/** patrol/record/down_reocrd_by_date: a one-time link to the xlsx of the records of these days. */
export const recordDownloadQuerySchema = z.object({
  ...langQueryField,
  company_cared_id: zId.optional(),
  start_date: dateText,
  end_date: dateText,
});

/* ---------------- Reports ---------------- */

/** patrol/report/list_by_company_id: one row per unit and month of the year asked (or the month asked). */
export const reportQuerySchema = z.object({
  ...langQueryField,
  company_cared_id: zId.optional(),
  /** YYYY-MM or YYYY. */
  period: z.string().regex(/^\d{4}(-\d{2})?$/),
});
export const patrolReportSchema = z.object({
  company_cared_id: z.number(),
  company_name: z.string(),
  period: z.string(),
  plan_count: z.number(),
  task_count: z.number(),
  completed_count: z.number(),
  overdue_count: z.number(),
  terminated_count: z.number(),
  record_count: z.number(),
  fit_count: z.number(),
  unfit_count: z.number(),
  /** Completed tasks over tasks that have ended, percent. */
  completion_rate: z.number(),
});
export type PatrolReport = z.infer<typeof patrolReportSchema>;
export const patrolReportListSchema = z.array(patrolReportSchema);
/** patrol/report/git_pic: the report's picture, one point per site day of the period. */
export const reportPicSchema = z.object({
  period: z.string(),
  points: z.array(z.object({ date: z.string(), completed: z.number(), overdue: z.number(), unfit: z.number() })),
});
export type ReportPic = z.infer<typeof reportPicSchema>;

/** The home pages' inspection statistics card. */
export const patrolHomeStatsSchema = z.object({
  running_plans: z.number(),
  week_completed: z.number(),
  week_overdue: z.number(),
  week_unfit_items: z.number(),
});
export type PatrolHomeStats = z.infer<typeof patrolHomeStatsSchema>;
export const patrolHomeQuerySchema = z.object({ ...langQueryField, company_cared_id: zId.optional() });

/* ---------------- QR codes (/codeTwo) ---------------- */

/** GET /codeTwo/qrcode (params) and POST (form-encoded): a site's QR code as a PNG. */
export const qrcodeQuerySchema = z.object({
  site_id: zId,
  size: z.coerce.number().int().min(64).max(1024).default(256),
});
/** POST /codeTwo/zip/download: the chosen sites' labels in a zip. */
export const zipDownloadSchema = z.object({ site_ids: idList.min(1).max(200) });
/** patrol/site/qrcode_picture: the QR code as a data URL, and the URL it encodes. */
export const qrcodePictureSchema = z.object({ site_id: z.number(), url: z.string(), data_url: z.string() });

/** The worker page a site's QR code opens (a client route). */
export const PATROL_CHECK_IN_PATH = '/patrol/check_in';
export const patrolCheckInUrl = (origin: string, labelCode: string) =>
  `${origin}${PATROL_CHECK_IN_PATH}?label_code=${labelCode}`;

export const idsQueryParam = idsParam;
export const recordDeletedSchema = z.object({ id: z.number() });

/**
 * patrol/archive/list_by_company_id: a unit's archive for patrol (spec 002 §7): its facilities (equipment of the
 * archives: extinguishers, hydrants…), each with the patrol points that are it. The point form's facility picker uses it.
 */
export const archiveListQuerySchema = pageQuerySchema.extend({
  ...langQueryField,
  company_cared_id: zId.optional(),
  enum_equipment_type: zId.optional(),
  /** Part of the facility's name or number. */
  name: z.string().trim().max(50).optional(),
});
export const patrolArchiveSchema = z.object({
  equipment_id: z.number(),
  equipment_number: z.string(),
  equipment_name: z.string(),
  enum_equipment_type: z.object({ id: z.number(), name: z.string() }),
  building_id: z.number().nullable(),
  building_name: z.string(),
  floor_id: z.number().nullable(),
  floor_name: z.string(),
  area_id: z.number().nullable(),
  /** 1 indoor (point: percent of the floor plan), 2 outdoor. */
  enum_position_type: z.number(),
  position_desc: z.string(),
  point: z.object({ x: z.number(), y: z.number() }).nullable(),
  /** The live patrol points that are this facility. */
  sites: z.array(z.object({ id: z.number(), site_code: z.string(), site_name: z.string() })),
});
export type PatrolArchive = z.infer<typeof patrolArchiveSchema>;
export const patrolArchivePageSchema = pageSchema(patrolArchiveSchema);

export const ctaskQuerySchema = z.object({
  lang: z.string().max(10).optional(),
  ctask_id: z.coerce.number().int().min(1),
});
export const recordSiteQuerySchema = recordIdQuerySchema.extend({ site_id: z.coerce.number().int().min(1).optional() });
