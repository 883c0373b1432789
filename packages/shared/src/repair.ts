import { z } from 'zod';
import { langQueryField, zBigId, zId, zIdNumber, zName } from './field-schemas';
import { pageQuerySchema } from './paging';
import { namedSchema, pageSchema } from './responses';

/** The repair request raised from a fault alarm (spec 000 §3, §9; 002 §3 "Repair task"). */

/** maint/contract/list_by_company_cared_id: a maintenance company with a contract in force for the unit. */
export const repairContractOptionSchema = z.object({
  is_active: z.number(),
  project_id: z.number(),
  contract_id: z.number(),
  company_maint_id: z.number(),
  company_cared_id: z.number(),
  /** The maintenance company's name. */
  company_name: z.string(),
  project_name: z.string(),
});
export type RepairContractOption = z.infer<typeof repairContractOptionSchema>;

/** maint/repair/check_apply: whether the apply-repair box may be ticked, and why not. */
export const repairCheckSchema = z.object({
  can_apply: z.boolean(),
  /** '' when it may; not_fault, or already_applied with the live task's id. */
  reason: z.string(),
  repair_task_id: z.number().optional(),
});
export type RepairCheck = z.infer<typeof repairCheckSchema>;

/**
 * Repair-task states (docs/maintenance.md "Repair tasks"): to assign → to receive → in progress → completed (awaiting
 * the unit's confirmation) → closed; the unit may send a completed task back (→ in progress); cancelled ends it.
 */
export const repairStatuses = {
  to_assign: 1,
  to_receive: 2,
  in_progress: 3,
  completed: 4,
  closed: 5,
  cancelled: 6,
} as const;
export type RepairStatus = (typeof repairStatuses)[keyof typeof repairStatuses];
export const repairStatusValues = [1, 2, 3, 4, 5, 6] as const;
/**
 * The nodes that create a repair task (the server's `repairCreate`): the repair areas (维修任务 tab, 报修) and alarm
 * handling's apply-repair button. The client shows 报修 / 转报修 to their holders.
 */
export const repairCreateNodes = ['vyborg-repair', 'repair', 'servicecompany-maintain-new'] as const;

/** What a repair task was raised from (enum_task_origin): by hand, a failed maintenance item, a fault alarm, a patrol item, a hazard. */
export const repairOrigins = { manual: 1, maint_item: 2, fault_alarm: 3, patrol_item: 4, hazard: 5 } as const;
export type RepairOrigin = (typeof repairOrigins)[keyof typeof repairOrigins];
/** enum_task_level (urgency): 1 normal, 2 urgent, 3 critical. */
export const repairLevels = [1, 2, 3] as const;
/** The steps recorded with who and when. */
export const repairStepActions = [
  'create',
  'edit',
  'assign',
  'receive',
  'complete',
  'confirm',
  'send_back',
  'cancel',
] as const;
export type RepairStepAction = (typeof repairStepActions)[number];

export const repairMessages = {
  created: { zh: '新建维修任务成功', en: 'new repair task created successfully' },
  wrongState: { zh: '维修任务当前状态不允许此操作', en: 'the repair task is not in a state that allows this' },
  notAssignee: { zh: '只有维修任务的执行人可以执行此操作', en: 'only the executor of the repair task may do this' },
  notMaintPerson: { zh: '须为该维保单位的人员', en: 'must be a person of the maintenance company' },
  testResultRequired: { zh: '请填写测试结果', en: 'please enter the test result' },
  photosRequired: { zh: '请上传确认照片', en: 'please upload the confirmation photos' },
  reasonRequired: { zh: '请填写退回原因', en: 'please enter the reason for sending it back' },
  taskNameRequired: { zh: '请输入任务名称', en: 'please enter the task name' },
  unitRequired: { zh: '请选择单位', en: 'please select a unit' },
  ownUnitOnly: { zh: '只能为本单位报修', en: 'may only be your own unit' },
  notEventUnit: { zh: '须为告警所在的单位', en: 'must be the unit of the alarm' },
  notFailed: { zh: '只有不合格的维保项可以发起维修', en: 'only a failed maintenance item can raise a repair task' },
  noExport: { zh: '暂无可导出的数据', en: 'no data available for export' },
} as const;

const enumRef = z.object({ id: z.number() });
const statusValue = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)]);
const fileRef = z.object({ file_id: z.string(), name: z.string() });
const fileIds = (max: number) => z.array(z.string().trim().min(1).max(64)).max(max);

/** A repair task (POST maint/repair/info answers it; the list and detail too). */
export const repairTaskSchema = z.object({
  id: z.number(),
  task_name: z.string(),
  project_id: z.number().nullable(),
  contract_id: z.number().nullable(),
  company_maint_id: z.number(),
  company_cared_id: z.number(),
  enum_task_origin: enumRef,
  enum_task_type: enumRef,
  enum_task_status: enumRef,
  thing_id: z.number().nullable(),
  thing_type: z.number().nullable(),
  event_id: z.number().nullable(),
  equip_id: z.number(),
  creater_id: z.number(),
  mt_task_confirm: z.object({ fault_desc: z.string() }),
  source_id: z.number().nullable(),
  project_name: z.string(),
  company_maint_name: z.string(),
  company_cared_name: z.string(),
  department_id: z.number().nullable(),
  enum_task_level: z.number(),
  equip_name: z.string(),
  facility_address: z.string(),
  facility_fault_desc: z.string(),
  remark: z.string(),
  /** The same value as enum_task_status.id (the maintenance tasks' name for it). */
  enum_maint_status: statusValue,
  related_resp_uid: z.number().nullable(),
  related_resp_name: z.string(),
  related_part_user: z.array(z.number()),
  related_part_names: z.array(z.string()),
  finish_time: z.number().nullable(),
  test_result: z.string(),
  task_confirm_graph: z.array(fileRef),
  attachments: z.array(fileRef),
  creater_name: z.string(),
  create_time: z.number(),
  /** What the caller may do now (the server's rule; the client only shows the buttons). */
  can: z.object({
    edit: z.boolean(),
    assign: z.boolean(),
    receive: z.boolean(),
    complete: z.boolean(),
    confirm: z.boolean(),
    cancel: z.boolean(),
  }),
});
export type RepairTask = z.infer<typeof repairTaskSchema>;

export const repairStepSchema = z.object({
  action: z.enum(repairStepActions),
  uid: z.number().nullable(),
  name: z.string(),
  time: z.number(),
  remark: z.string(),
});
export type RepairStep = z.infer<typeof repairStepSchema>;
/**
 * Where a raised repair task came from, as the page that shows it: a maintenance task (origin 2, the failed item's
 * task), a patrol check-in (4: the record and its site), a hazard (5), an alarm (3). The client links it when the
 * viewer may open that page.
 */
export const repairSourceLinkSchema = z.object({
  kind: z.enum(['maint_task', 'patrol_record', 'hazard', 'event']),
  id: z.number(),
  site_id: z.number().nullable(),
});
export type RepairSourceLink = z.infer<typeof repairSourceLinkSchema>;
export const repairTaskDetailSchema = repairTaskSchema.extend({
  steps: z.array(repairStepSchema),
  source_link: repairSourceLinkSchema.nullable(),
});
export type RepairTaskDetail = z.infer<typeof repairTaskDetailSchema>;

export const repairListQuerySchema = pageQuerySchema.extend({
  ...langQueryField,
  status: z.coerce.number().pipe(statusValue).optional(),
  enum_task_origin: z.coerce.number().int().min(1).max(5).optional(),
  enum_task_level: z.coerce.number().int().min(1).max(3).optional(),
  task_name: z.string().trim().max(50).optional(),
  company_cared_id: zId.optional(),
  company_maint_id: zId.optional(),
  /** The source alarm (its detail shows the repair's progress). */
  event_id: zId.optional(),
  /** A component's repairs (/alarmdeal/detailsinfo/componentrepair). */
  thing_id: zId.optional(),
  /** Only those whose executor is the caller. */
  mine: z.coerce.number().int().min(0).max(1).optional(),
});
export type RepairListQuery = z.infer<typeof repairListQuerySchema>;
/** GET maint/repair/export (a one-time xlsx link) and the link itself: the list's filters without paging. */
export const repairExportQuerySchema = repairListQuerySchema.omit({ page_no: true, page_size: true });
export type RepairExportQuery = z.infer<typeof repairExportQuerySchema>;
const repairCounts = z.object({
  all: z.number(),
  to_assign: z.number(),
  to_receive: z.number(),
  in_progress: z.number(),
  completed: z.number(),
  closed: z.number(),
  cancelled: z.number(),
});
export type RepairCounts = z.infer<typeof repairCounts>;
export const repairPageSchema = pageSchema(repairTaskSchema).extend({ counts: repairCounts });
export type RepairPage = z.infer<typeof repairPageSchema>;

export const repairIdQuerySchema = z.object({ ...langQueryField, id: zId });
export const repairIdBodySchema = z.object({ id: zIdNumber });

/** PUT maint/repair/info (/vyborg/edit?type=edit&id=): the fields a repair task's people may change before it is done. */
export const repairUpdateSchema = z.object({
  id: zIdNumber,
  task_name: zName(100).min(1),
  department_id: zIdNumber.nullable().default(null),
  enum_task_level: z.number().int().min(1).max(3).default(1),
  equip_name: z.string().trim().max(100).default(''),
  facility_address: z.string().trim().max(200).default(''),
  facility_fault_desc: z.string().trim().min(1).max(200),
  remark: z.string().trim().max(200).default(''),
  related_part_user: z.array(zIdNumber).max(20).default([]),
  attachments: fileIds(5).default([]),
});
export type RepairUpdate = z.infer<typeof repairUpdateSchema>;
/** PUT maint/repair/assign: the executor (a person of the maintenance company) and the participants. */
export const repairAssignSchema = z.object({
  id: zIdNumber,
  related_resp_uid: zIdNumber,
  related_part_user: z.array(zIdNumber).max(20).optional(),
});
/** PUT maint/repair/complete: the test result and the confirmation photos (/upload/jupiter/image), both required. */
export const repairCompleteSchema = z.object({
  id: zIdNumber,
  test_result: z.string().trim().max(200).default(''),
  task_confirm_graph: fileIds(5).default([]),
});
/** PUT maint/repair/confirm: the unit accepts the repair (closed) or sends it back (in progress) with a reason. */
export const repairConfirmSchema = z.object({
  id: zIdNumber,
  /** 1 accept, 0 send back. */
  accept: z.union([z.literal(0), z.literal(1)]),
  reason: z.string().trim().max(200).default(''),
});
export const repairCancelSchema = z.object({ id: zIdNumber, reason: z.string().trim().max(200).default('') });
/** GET maint/repair/resp_options: the maintenance company's people (executor, participants). */
export const repairPersonSchema = z.object({ uid: z.number(), real_name: z.string(), mobile: z.string() });

export const repairPeopleSchema = z.array(repairPersonSchema);
export const repairUnitQuerySchema = z.object({ ...langQueryField, company_cared_id: zId });
export const repairContractOptionsSchema = z.array(repairContractOptionSchema);
export const repairDepartmentOptionsSchema = z.array(namedSchema);
export const repairEventQuerySchema = z.object({ ...langQueryField, event_id: zBigId });
