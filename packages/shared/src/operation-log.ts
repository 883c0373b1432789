import { z } from 'zod';
import { zId } from './field-schemas';
import { pageQuerySchema } from './paging';
import { pageSchema } from './responses';
import { loginLogQuerySchema } from './session';

/**
 * The operation log (spec 001 §3 "Other records"): who changed what, written by the request pipeline for every
 * successful create, update and delete under /api_proxy/ (docs/architecture.md "Operation log").
 */

/** What a call did: its verb by default (POST add, PUT / PATCH modify, DELETE delete), or the route's own `config.audit`. */
export const operationActions = ['add', 'delete', 'modify', 'other'] as const;
export type OperationAction = (typeof operationActions)[number];

export const operationActionLabels: Record<OperationAction, { zh: string; en: string }> = {
  add: { zh: '新增', en: 'Add' },
  delete: { zh: '删除', en: 'Delete' },
  modify: { zh: '修改', en: 'Modify' },
  other: { zh: '其他', en: 'Other' },
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
  /** The fields and values sent, passwords, tokens and secrets masked. */
  remark: z.string(),
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
