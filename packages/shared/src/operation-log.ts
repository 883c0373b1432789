import { z } from 'zod';
import { zId } from './field-schemas';
import { pageQuerySchema } from './paging';
import { pageSchema } from './responses';
import { loginLogQuerySchema } from './session';

/**
 * The operation log (spec 001 §3 "Other records"): who changed what, written by the request pipeline for every
 * successful create, update and delete under /api_proxy/ (docs/architecture.md "Operation log").
 */

/**
 * What a call did: its verb by default (POST add, PUT / PATCH modify, DELETE delete), or the route's own
 * `config.audit.action` — each workflow step (a hazard's confirm, a repair's receive, …) is its own action.
 */
export const operationActions = [
  'add',
  'delete',
  'modify',
  'other',
  'confirm',
  'reject',
  'assign',
  'receive',
  'dispose',
  'complete',
  'review',
  'close',
  'cancel',
  'record',
  'raise',
] as const;
export type OperationAction = (typeof operationActions)[number];

export const operationActionLabels: Record<OperationAction, { zh: string; en: string }> = {
  add: { zh: '新增', en: 'Add' },
  delete: { zh: '删除', en: 'Delete' },
  modify: { zh: '修改', en: 'Modify' },
  other: { zh: '其他', en: 'Other' },
  confirm: { zh: '确认', en: 'Confirm' },
  reject: { zh: '驳回', en: 'Reject' },
  assign: { zh: '交办', en: 'Assign' },
  receive: { zh: '接收', en: 'Receive' },
  dispose: { zh: '整改', en: 'Rectify' },
  complete: { zh: '完成', en: 'Complete' },
  review: { zh: '复查', en: 'Review' },
  close: { zh: '关闭', en: 'Close' },
  cancel: { zh: '取消', en: 'Cancel' },
  record: { zh: '记录结果', en: 'Record result' },
  raise: { zh: '转报', en: 'Raise' },
};

/**
 * A row's own words (issue 28): a message key and its parameters, stored as they are (structured: numbers, names as
 * they were, dates as epoch seconds) and rendered in the reader's language by `describeOperation` — in the client and
 * in the xlsx export alike. A date is `{date: epoch seconds}`, shown as the site's day; an enum value is
 * `{enum: table, value}`, shown by its name; anything else as it is.
 */
export const operationParamSchema = z.union([
  z.string(),
  z.number(),
  z.object({ date: z.number() }),
  z.object({ enum: z.string(), value: z.union([z.string(), z.number()]) }),
]);
export type OperationParam = z.infer<typeof operationParamSchema>;
export const operationSummarySchema = z.object({
  key: z.string(),
  params: z.record(z.string(), operationParamSchema),
});
export type OperationSummary = z.infer<typeof operationSummarySchema>;

type Words = { zh: string; en: string };

/** The enum tables a summary's parameters name (values shown by their names). */
const operationEnums: Record<string, Record<string, Words>> = {
  hazard_level: { '1': { zh: '一般隐患', en: 'general hazard' }, '2': { zh: '重大隐患', en: 'major hazard' } },
  review_result: { pass: { zh: '合格', en: 'passed' }, fail: { zh: '不合格', en: 'failed' } },
  repair_confirm: { '1': { zh: '确认完成', en: 'accepted' }, '0': { zh: '退回重修', en: 'sent back' } },
};

/** The sentences, `{name}` standing for a parameter. */
export const operationMessages: Record<string, Words> = {
  'hazard.report': { zh: '上报隐患 #{id}：{description}', en: 'Reported hazard #{id}: {description}' },
  'hazard.change': { zh: '修改隐患 #{id}：{description}', en: 'Changed hazard #{id}: {description}' },
  'hazard.confirm': {
    zh: '确认隐患 #{id}：{level}，期限 {deadline}',
    en: 'Confirmed hazard #{id}: {level}, deadline {deadline}',
  },
  'hazard.reject': { zh: '驳回隐患 #{id}：{reason}', en: 'Rejected hazard #{id}: {reason}' },
  'hazard.assign_user': {
    zh: '交办隐患 #{id} 给 {user}，期限 {deadline}',
    en: 'Assigned hazard #{id} to {user}, deadline {deadline}',
  },
  'hazard.assign_company': {
    zh: '交办隐患 #{id} 给 {company}，期限 {deadline}',
    en: 'Assigned hazard #{id} to {company}, deadline {deadline}',
  },
  'hazard.dispose': { zh: '提交隐患 #{id} 的整改：{comment}', en: 'Rectified hazard #{id}: {comment}' },
  'hazard.review': { zh: '复查隐患 #{id}：{result}', en: 'Reviewed hazard #{id}: {result}' },
  'hazard.close': { zh: '关闭隐患 #{id}', en: 'Closed hazard #{id}' },
  'hazard.repair': { zh: '隐患 #{id} 转报修', en: 'Raised a repair task for hazard #{id}' },
  'repair.assign': {
    zh: '指派维修任务 #{id}「{task}」给 {user}',
    en: 'Assigned repair task #{id} "{task}" to {user}',
  },
  'repair.receive': { zh: '接收维修任务 #{id}「{task}」', en: 'Received repair task #{id} "{task}"' },
  'repair.complete': { zh: '完成维修任务 #{id}「{task}」', en: 'Completed repair task #{id} "{task}"' },
  'repair.confirm': {
    zh: '验收维修任务 #{id}「{task}」：{result}',
    en: 'Checked repair task #{id} "{task}": {result}',
  },
  'repair.cancel': { zh: '取消维修任务 #{id}「{task}」', en: 'Cancelled repair task #{id} "{task}"' },
  'maint_task.assign': {
    zh: '指派维保任务 #{id}「{task}」给 {user}',
    en: 'Assigned maintenance task #{id} "{task}" to {user}',
  },
  'maint_task.receive': { zh: '接收维保任务 #{id}「{task}」', en: 'Received maintenance task #{id} "{task}"' },
  'maint_task.finish': { zh: '完成维保任务 #{id}「{task}」', en: 'Completed maintenance task #{id} "{task}"' },
  'maint_task.equip': {
    zh: '调整维保任务 #{id}「{task}」的设施',
    en: 'Changed the equipment of maintenance task #{id} "{task}"',
  },
  'maint_task.result': {
    zh: '记录维保任务 #{id}「{task}」的检查项结果',
    en: 'Recorded an item result of maintenance task #{id} "{task}"',
  },
  'maint_task.item_repair': {
    zh: '维保检查项不合格，转报修任务 #{repair}',
    en: 'Raised repair task #{repair} from a failed maintenance item',
  },
  'maint_task.item_hazard': {
    zh: '维保检查项不合格，上报隐患 #{hazard}',
    en: 'Reported hazard #{hazard} from a failed maintenance item',
  },
};

const pad = (value: number) => String(value).padStart(2, '0');

/** An epoch second as the site's day (the site's offset from UTC, in minutes). */
export const siteDateOf = (epochSeconds: number, utcOffsetMinutes: number) => {
  const at = new Date(epochSeconds * 1000 + utcOffsetMinutes * 60_000);
  return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
};

const paramText = (value: OperationParam | undefined, lang: 'zh' | 'en', utcOffsetMinutes: number): string => {
  if (value === undefined) return '–';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if ('date' in value) return siteDateOf(value.date, utcOffsetMinutes);
  return operationEnums[value.enum]?.[String(value.value)]?.[lang] ?? String(value.value);
};

/**
 * What a row says in a language: its summary's sentence, or for a call without one, the action, the module and the
 * records' ids ("修改 建筑 #12" / "Modify Building #12").
 */
export const describeOperation = (
  row: { module: string; action: string; record_ids: string[]; summary?: OperationSummary | null },
  lang: 'zh' | 'en',
  utcOffsetMinutes: number,
) => {
  const message = row.summary ? operationMessages[row.summary.key] : undefined;
  if (message && row.summary) {
    const params = row.summary.params;
    return message[lang].replace(/\{(\w+)\}/g, (_, name: string) => paramText(params[name], lang, utcOffsetMinutes));
  }
  const action = (operationActionLabels as Record<string, Words>)[row.action]?.[lang] ?? row.action;
  const ids = row.record_ids.map((id) => `#${id}`).join(lang === 'zh' ? '、' : ', ');
  return [action, operationModuleLabel(row.module, lang), ids].filter(Boolean).join(' ');
};

/**
 * The modules a row names, stored as these keys and translated on display. A call's module comes from its first path
 * segment (apps/server/src/core/operation-log-modules.ts) or its route's `config.audit.module`.
 */
export const operationModuleLabels = {
  user: { zh: '用户', en: 'User' },
  department: { zh: '部门', en: 'Department' },
  post: { zh: '岗位', en: 'Post' },
  role: { zh: '角色', en: 'Role' },
  company: { zh: '单位', en: 'Unit' },
  control_room: { zh: '消防控制室', en: 'Fire control room' },
  binding: { zh: '绑定', en: 'Binding' },
  building: { zh: '建筑', en: 'Building' },
  floor: { zh: '楼层', en: 'Floor' },
  system: { zh: '消防系统', en: 'Fire system' },
  device: { zh: '设备', en: 'Device' },
  equipment: { zh: '消防设施', en: 'Fire equipment' },
  scene: { zh: '场景', en: 'Scene' },
  event: { zh: '告警', en: 'Alarm' },
  shield: { zh: '屏蔽', en: 'Shield' },
  hydrant: { zh: '市政消火栓', en: 'Municipal hydrant' },
  repair: { zh: '报修', en: 'Repair' },
  maint: { zh: '维保', en: 'Maintenance' },
  hazard: { zh: '隐患', en: 'Hazard' },
  notice: { zh: '通知公告', en: 'Announcement' },
  push_setting: { zh: '推送设置', en: 'Push settings' },
  setting: { zh: '系统设置', en: 'System settings' },
  event_forward: { zh: '告警转发', en: 'Alarm forwarding' },
  third_system: { zh: '第三方系统', en: 'Third-party system' },
  file: { zh: '文件', en: 'File' },
  patrol: { zh: '消防巡查', en: 'Fire patrol' },
  other: { zh: '其他', en: 'Other' },
} as const;
export type OperationModule = keyof typeof operationModuleLabels;
export const operationModules = Object.keys(operationModuleLabels) as OperationModule[];

/** A module key as people read it; a key this release does not know (a later module's) is shown as stored. */
export const operationModuleLabel = (module: string, lang: 'zh' | 'en') =>
  (operationModuleLabels as Record<string, { zh: string; en: string }>)[module]?.[lang] ?? module;

/** The remark holds at most this many characters (the fields sent, secrets masked). */
export const OPERATION_REMARK_MAX = 1000;

const epochSeconds = z.coerce.number().int().min(0);

/** The log's filters, shared by the list and its export. */
export const operationLogFilterSchema = z.object({
  module: z.string().trim().max(40).optional(),
  action: z.enum(operationActions).optional(),
  /** Part of the operator's account or name. */
  user_name: z.string().trim().max(50).optional(),
  /** Time range, epoch seconds, both ends included. */
  start_time: epochSeconds.optional(),
  end_time: epochSeconds.optional(),
  /** One organisation of the caller's reach: the caller's own or a unit of its scope. */
  company_id: zId.optional(),
});
export type OperationLogFilter = z.infer<typeof operationLogFilterSchema>;

/** GET log/operation_log_list. */
export const operationLogQuerySchema = pageQuerySchema.extend(operationLogFilterSchema.shape);

export const operationLogSchema = z.object({
  id: z.number(),
  module: z.string(),
  action: z.enum(operationActions),
  uid: z.number(),
  user_name: z.string(),
  real_name: z.string(),
  company_id: z.number(),
  company_name: z.string(),
  ip: z.string().nullable(),
  /** The ids of the records the call changed (from its answer or its input). */
  record_ids: z.array(z.string()),
  /** The fields and values sent, passwords, tokens and secrets masked (the details under the sentence). */
  remark: z.string(),
  /** What happened, stored structured (null for a call that has no sentence of its own)… */
  summary: operationSummarySchema.nullable(),
  /** …and said in the request's language, dates on the site's clock (`describeOperation`). */
  description: z.string(),
  /** The call: method and path. */
  method: z.string(),
  path: z.string(),
  create_time: z.number(),
});
export type OperationLog = z.infer<typeof operationLogSchema>;
export const operationLogPageSchema = pageSchema(operationLogSchema);

/** The login log's filters (log/login_log_list) without paging: its export takes the same. */
export const loginLogFilterSchema = loginLogQuerySchema.omit({ page_no: true, page_size: true });

/** What the login log's operation and status columns say (login_logs.operation, .status). */
export const loginOperationLabels: Record<string, { zh: string; en: string }> = {
  login: { zh: '登录', en: 'Log in' },
  logout: { zh: '退出', en: 'Log out' },
  replaced: { zh: '被新登录替换', en: 'Replaced by a new login' },
};
export const loginStatusLabels: Record<string, { zh: string; en: string }> = {
  success: { zh: '成功', en: 'Success' },
  failure: { zh: '失败', en: 'Failure' },
};
/** Why a login failed (login_logs.reason). */
export const loginReasonLabels: Record<string, { zh: string; en: string }> = {
  captcha: { zh: '验证码错误', en: 'Wrong captcha' },
  'wrong password': { zh: '密码错误', en: 'Wrong password' },
  'unknown user': { zh: '用户不存在', en: 'Unknown user' },
  disabled: { zh: '账号已停用', en: 'Account disabled' },
  'locked for this source': { zh: '该来源已锁定', en: 'Locked for this source' },
  'locked for all sources': { zh: '账号已锁定', en: 'Account locked' },
};
