import type { OperationAction, OperationModule, OperationSummary } from '@fireline/shared';

/** A call's input as sent and its answer's data: what a route's `describe` reads. */
export type AuditFacts = { body: Record<string, unknown>; query: Record<string, unknown>; answer: unknown };

/**
 * What a route's `config.audit` may say: `false` for a call that changes nothing (a POST that reads), or overrides —
 * the module, the action (a workflow step is its own: `confirm`, `assign`, …), and `describe`, the row's sentence as a
 * message key with its parameters (packages/shared operationMessages), from the input and the answer.
 */
export type AuditConfig =
  | false
  | {
      module?: OperationModule;
      /** The action, or how the input says it (one call for two steps: a hazard's disposal or review). */
      action?: OperationAction | ((input: Omit<AuditFacts, 'answer'>) => OperationAction);
      describe?: (facts: AuditFacts) => OperationSummary | undefined;
    };

/** How one kind of call is logged: its module and the input or answer fields that hold the changed record's id. */
type ModuleRule = { module: OperationModule; idKeys: readonly string[] };

const rule = (module: OperationModule, ...idKeys: string[]): ModuleRule => ({ module, idKeys });

const company = rule('company', 'company_id', 'company_ids');
const device = rule('device', 'device_id', 'device_ids', 'alarmer_id', 'video_id');
const event = rule('event', 'event_id', 'event_ids');
const maintenance = rule('maint', 'contract_id', 'building_ids', 'ids');

/**
 * The module of a call, by the first segment of its path after /api_proxy/ (a longer prefix wins: user/push_setting
 * is the push settings, not a user). A segment not listed is logged as `other`, with its path.
 */
const rules: Record<string, ModuleRule> = {
  user: rule('user', 'uid', 'user_id', 'user_ids'),
  'user/push_setting': rule('push_setting', 'uid'),
  // The caller's own organisation's archive (/systemmanage/basic/edit).
  'systemmanage/basic': company,
  department: rule('department', 'department_id', 'department_ids'),
  post: rule('post', 'post_id', 'post_ids'),
  role: rule('role', 'role_id', 'role_ids'),
  center: company,
  company,
  company_cared: company,
  company_maint: company,
  company_household: company,
  company_firestation: company,
  company_authority: company,
  company_nine_type: company,
  company_control_room: rule('control_room', 'company_id', 'control_room_id'),
  bind: rule('binding', 'bind_id', 'bind_ids'),
  building: rule('building', 'building_id', 'building_ids'),
  floor: rule('floor', 'floor_id', 'area_id'),
  device_map: rule('floor', 'dot_id', 'floor_id'),
  system: rule('system', 'system_id', 'system_ids'),
  device,
  send_cmd: device,
  sense: device,
  analog: device,
  equipment: rule('equipment', 'equipment_id', 'equipment_ids'),
  scene: rule('scene', 'scene_id', 'scene_ids'),
  event,
  enum_confirm_reason: event,
  shilter: rule('shield', 'shield_id', 'shield_ids'),
  'patrol/hazard': rule('hazard', 'hazard_id'),
  firecock: rule('hydrant', 'equipment_id', 'address_id'),
  maint: rule('repair', 'repair_id', 'order_id'),
  // Contracts, what they cover and the companies' entries (docs/maintenance.md); maint/repair stays the repair's.
  'maint/contract': maintenance,
  'maint/mt_building': maintenance,
  'maint/contract_related': maintenance,
  'maint/entry': maintenance,
  'maint/plan': rule('maint', 'id', 'contract_id'),
  'maint/task': rule('maint', 'id', 'item_id', 'contract_id'),
  'maint/charge': rule('maint', 'id', 'contract_id'),
  'maint/report': rule('maint', 'id', 'task_ids', 'contract_id'),
  // Repair tasks (docs/maintenance.md "Repair tasks"): the flow's calls name the task by `id`.
  'maint/repair': rule('repair', 'id', 'event_id'),
  notice: rule('notice', 'notice_id'),
  setting: rule('setting'),
  event_forward: rule('event_forward', 'rule_id', 'forward_id'),
  third_system: rule('third_system', 'system_id'),
  file: rule('file', 'file_id'),
  patrol: rule(
    'patrol',
    'site_id',
    'item_id',
    'route_id',
    'plan_id',
    'ctask_id',
    'task_id',
    'record_id',
    'record_item_id',
  ),
};

const other = rule('other');

/** The rule of a path under /api_proxy/ (`/api_proxy/building/info/` → building). */
export const moduleRuleOf = (path: string): ModuleRule => {
  const [first = '', second = ''] = path.replace(/^\/api_proxy\//, '').split('/');
  return rules[`${first}/${second}`] ?? rules[first] ?? other;
};

const actionsByMethod: Record<string, OperationAction> = {
  POST: 'add',
  PUT: 'modify',
  PATCH: 'modify',
  DELETE: 'delete',
};

/** The verbs that change something: the calls the operation log is written for. */
export const isMutatingMethod = (method: string) => method in actionsByMethod;

export const actionOf = (method: string): OperationAction => actionsByMethod[method] ?? 'other';

/**
 * A sentence about a task the call answered (`{id, task_name, related_resp_name}`: a repair or maintenance task):
 * the key with the task's id, its name and, when `withPerson`, the person it now goes to.
 */
export const taskSentence =
  (key: string, extra?: (facts: AuditFacts) => OperationSummary['params']) =>
  (facts: AuditFacts): OperationSummary | undefined => {
    const task = facts.answer as { id?: number; task_name?: string; related_resp_name?: string } | undefined;
    if (!task?.id) return undefined;
    return {
      key,
      params: { id: task.id, task: task.task_name ?? '', user: task.related_resp_name ?? '', ...extra?.(facts) },
    };
  };

/** A sentence about a record a call raised from another (its id under `idKey` in the answer, as `param`). */
export const raisedSentence =
  (key: string, idKey: string, param: string) =>
  (facts: AuditFacts): OperationSummary | undefined => {
    const id = (facts.answer as Record<string, unknown> | undefined)?.[idKey];
    return typeof id === 'number' ? { key, params: { [param]: id } } : undefined;
  };
