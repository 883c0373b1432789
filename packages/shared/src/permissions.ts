import type { PermissionNodeType, UserControlNode } from './session';

/**
 * The permission catalogue: every left-nav, header-nav, company-list and button node the spec names.
 * Roles grant node ids; the login answer turns the catalogue into the user's user_control tree.
 */
export type PermissionNode = {
  id: string;
  route: string;
  type: PermissionNodeType;
  zh: string;
  en: string;
  children?: PermissionNode[];
};

const node = (
  type: PermissionNodeType,
  id: string,
  route: string,
  zh: string,
  en: string,
  children?: PermissionNode[],
): PermissionNode => ({ id, route, type, zh, en, ...(children ? { children } : {}) });
const left = (id: string, route: string, zh: string, en: string, children?: PermissionNode[]) =>
  node('left-nav', id, route, zh, en, children);
const tab = (id: string, route: string, zh: string, en: string, children?: PermissionNode[]) =>
  node('header-nav', id, route, zh, en, children);
const list = (id: string, route: string, zh: string, en: string) => node('company-list', id, route, zh, en);
const button = (id: string, zh: string, en: string) => node('button', id, '', zh, en);

export const permissionCatalogue: PermissionNode[] = [
  left('home', '/home_page', '首页', 'Home page', [
    tab('home-center', '/home_page/center', '监控中心首页', 'Centre home'),
    tab('home-centerV2', '/home_page/centerV2', '监控中心首页V2', 'Centre home V2'),
    tab('home-company', '/home_page/company', '单位首页', 'Unit home'),
    tab('home-authority', '/home_page/authority', '监管首页', 'Authority home'),
  ]),
  // The maintenance company's engineer's own home (issue 28): today's and overdue tasks, contracts ending, repairs.
  left('maint_home', '/home_page/maint', '维保首页', 'Maintenance home'),
  left('networkcompany', '/new_company_list', '联网单位', 'Networked units', [
    list('networkcompany-key_unit', '/new_company_list?category=key_unit', '重点单位', 'Key unit'),
    list('networkcompany-small_venue', '/new_company_list?category=small_venue', '小型场所', 'Small-scale venues'),
    list('networkcompany-family', '/new_company_list?category=family', '家庭', 'Family'),
    list(
      'networkcompany-micro_station',
      '/new_company_list?category=micro_station',
      '微型消防站',
      'Micro fire station',
    ),
    list('networkcompany-control_room', '/companyControlRoom/list', '消防控制室', 'Fire control room'),
    tab('company-home_page', '/company/home_page', '首页', 'Home'),
    tab('company-company', '/company/company', '单位信息', 'Unit'),
    tab('company-building_list', '/company/building_list', '建筑信息', 'Buildings'),
    tab('company-firesystem', '/company/firesystem', '消防系统', 'Fire systems'),
    tab('company-component', '/company/component', '设备部件', 'Components'),
    tab('company-device', '/company/device', '物联设备', 'IoT devices'),
    tab('company-equipment_list', '/company/equipment_list', '消防设施', 'Equipment'),
    tab('company-scene_list', '/company/scene_list', '场景信息', 'Scenes'),
    tab('company-historyalarm', '/company/historyalarm', '历史告警', 'Alarm history'),
    tab('company-video', '/company/video', '视频监控', 'Video'),
    tab('company-user', '/company/user', '账号信息', 'Accounts'),
    tab('company-maint', '/company/maint', '维保', 'Maintenance'),
    // Spec 001 "Under /company": adim beside maint — the fire safety director's view of this one unit (docs/maintenance.md).
    tab('company-adim', '/company/adim', '维保概况', 'Maint. overview'),
    tab('company-planning', '/company/planning', '数字预案', 'Emergency plans'),
    button('networkcompany-new', '新增单位', 'New unit'),
    button('networkcompany-import', '导入单位', 'Import units'),
    button('networkcompany-building-info-new', '新增建筑', 'New building'),
    button('networkcompany-building-info-del', '删除建筑', 'Delete building'),
    button('networkcompany-info-edit', '编辑单位信息', 'Edit unit information'),
    button('networkcompany-del', '删除单位', 'Delete unit'),
    button('networkcompany-bind-handle', '处理绑定申请', 'Handle binding requests'),
    button('networkcompany-system-info-new', '新增系统', 'New system'),
    button('networkcompany-system-info-del', '删除系统', 'Delete system'),
    button('networkcompany-device-info-alonedevice', '独立设备', 'Independent devices'),
    button('networkcompany-device-info-dtu', '传输设备', 'Transmission devices'),
    button('networkcompany-device-info-component', '部件', 'Components'),
    button('networkcompany-device-info-alarm', '控制器', 'Controllers'),
    button('networkcompany-device-command', '设备远程命令', 'Remote device commands'),
    // Writing a device archive (issue 28): the class nodes above open a class's list; these add, change and delete, so
    // a role that reads every device tab (an authority) does not write them.
    button('networkcompany-device-info-new', '新增设备', 'New device'),
    button('networkcompany-device-info-edit', '编辑设备', 'Edit device'),
    button('networkcompany-device-info-del', '删除设备', 'Delete device'),
    // The same split for the unit page's 账号信息, 维保 and 消防安全负责人 tabs: reading them is not writing there.
    button('networkcompany-user-edit', '维护单位账号', 'Keep unit accounts'),
    button('networkcompany-maint-edit', '维护维保合同', 'Keep maintenance contracts'),
    button('networkcompany-adim-task', '申请维保任务', 'Ask for maintenance tasks'),
    button('networkcompany-equipment-info-new', '新增设施', 'New facility'),
    button('networkcompany-equipment-info-edit', '编辑设施', 'Edit facility'),
    button('networkcompany-equipment-info-del', '删除设施', 'Delete facility'),
    button('networkcompany-scene-info-new', '新增场景', 'New scene'),
    button('networkcompany-scene-info-edit', '编辑场景', 'Edit scene'),
    button('networkcompany-scene-info-del', '删除场景', 'Delete scene'),
  ]),
  left('patrol', '/patrol', '消防巡查', 'Fire patrol', [
    tab('patrol-plan', '/patrol/patrol_plan', '巡查计划', 'Patrol plans'),
    // Spec 002 §2 labels the tabs patrol plan, patrol task and patrol points: patrol_administer holds the tasks,
    // patrol_route the points (and the routes through them).
    tab('patrol-administer', '/patrol/patrol_administer', '巡查任务', 'Patrol tasks'),
    tab('patrol-record', '/patrol/patrol_record', '巡查记录', 'Patrol records'),
    tab('patrol-route', '/patrol/patrol_route', '巡查点', 'Patrol points'),
    tab('patrol-item', '/patrol/patrol_item', '巡查项', 'Patrol items'),
  ]),
  left('district', '/systemmanage/manage', '辖区机构', 'District organisations', [
    tab('district-center', '/systemmanage/manage/1', '监管中心', 'Regulatory centre'),
    tab('district-maint', '/systemmanage/manage/2', '维保公司', 'Maintenance company'),
    tab('district-cared', '/systemmanage/manage/3', '联网单位', 'Networked unit'),
    tab('district-authority', '/systemmanage/manage/4', '消防主管部门', 'Fire authority'),
    button('district-bind', '绑定单位', 'Bind units'),
    button('district-import', '导入辖区机构', 'Import district organisations'),
  ]),
  left('firecock', '/firecock', '市政消火栓', 'Municipal hydrant', [
    tab('firecock-present', '/firecock/present_firecock', '消火栓概况', 'Overview'),
    tab('firecock-list', '/firecock/fire_list', '消火栓列表', 'Hydrant list'),
    tab('firecock-alarm', '/firecock/alarm_list', '告警列表', 'Alarm list'),
    tab('firecock-map', '/firecock/map_firecock', '消火栓地图', 'Hydrant map'),
    tab('firecock-address', '/firecock/Address_list', '地址管理', 'Addresses'),
    button('firecock-info-new', '新增消火栓', 'New hydrant'),
    button('firecock-info-edit', '编辑消火栓', 'Edit hydrant'),
    button('firecock-info-del', '删除消火栓', 'Delete hydrant'),
    button('firecock-import', '导入消火栓', 'Import hydrants'),
    button('firecock-address-edit', '维护地址', 'Maintain addresses'),
  ]),
  left('statistic', '/statisticv2', '统计分析', 'Statistical analysis', [
    tab('statistic-company', '/statisticv2/company/type', '单位信息', 'Company info'),
    tab('statistic-building', '/statisticv2/building/type', '建筑信息', 'Building info'),
    tab('statistic-system', '/statisticv2/system/type', '消防系统', 'Fire system'),
    tab('statistic-alarm', '/statisticv2/alarm/type', '告警', 'Alarm'),
    tab('statistic-device', '/statisticv2/device/type', '设备', 'Device'),
    tab('statistic-ranking', '/statisticv2/ranking', '排名', 'Ranking'),
    tab('statistic-center', '/statisticv2/center', '增长监控', 'Growth'),
  ]),
  left('systemmanage', '/systemmanage', '系统管理', 'System management', [
    tab('systemmanage-internet', '/systemmanage/internet', '已绑定单位', 'Bound units'),
    tab('systemmanage-manage', '/systemmanage/manage/1', '辖区机构', 'District organisations'),
    tab('systemmanage-basic', '/systemmanage/basic', '基础信息管理', 'Basic info', [
      // Changing the organisation's own archive (/systemmanage/basic/edit): its administrator's, not every reader's.
      button('systemmanage-basic-edit', '编辑基础信息', 'Edit basic information'),
    ]),
    tab('systemmanage-account', '/systemmanage/account', '账号管理', 'Accounts'),
    tab('systemmanage-department', '/systemmanage/department', '部门管理', 'Departments'),
    tab('systemmanage-post', '/systemmanage/post', '岗位管理', 'Posts'),
    // Not in the spec's tab list: an organisation's roles and their permission trees (issue 18; docs/system-management.md).
    tab('systemmanage-role', '/systemmanage/role', '角色管理', 'Roles'),
    tab('systemmanage-belongs', '/systemmanage/belongs', '所属中心', 'Centres'),
    tab('systemmanage-log', '/systemmanage/log', '操作日志', 'Operation log'),
    tab('systemmanage-setup', '/systemmanage/setup', '系统设置', 'Settings'),
    tab('systemmanage-eventForward', '/systemmanage/eventForward', '告警转发', 'Alarm forwarding'),
  ]),
  left('danger', '/danger', '隐患', 'Hazard', [
    tab('danger-list', '/danger/hidden_danger_list', '隐患列表', 'Hazard list'),
    tab('danger-examine', '/danger/examine_hazard_list', '隐患审核', 'Hazard review'),
    // Issue 19 (docs/hazards.md): who reports, who examines (confirm, reject, designate, review, close) and who disposes.
    button('danger-new', '上报隐患', 'Report hazards'),
    button('danger-handle', '审核隐患', 'Examine hazards'),
    button('danger-dispose', '整改隐患', 'Dispose of hazards'),
  ]),
  left('alarmdeal', '/alarmdeal', '告警受理', 'Alarm handling', [
    tab('alarmdeal-list', '/alarmdeal/alarmdeal_list/fire', '告警列表', 'Alarm list'),
    tab('alarmdeal-shielded', '/alarmdeal/alarmdeal_shielded/fire', '屏蔽列表', 'Shielded list'),
    tab('alarmdeal-device', '/alarmdeal/device_new', '设备视图', 'Device view'),
    // Not in the spec: devices that report to the centre without an archive (issue 4; docs/ingest.md), for centre-level people.
    tab('alarmdeal-unregistered', '/alarmdeal/unregistered', '未注册设备', 'Unregistered devices'),
    button('alarmdeal-handle', '告警处理', 'Handle alarms'),
    button('alarmdeal-shield', '屏蔽', 'Shield'),
    button('servicecompany-maintain-new', '申请报修', 'Apply for repair'),
    // The repair form a handled fault leads to (spec 000 §2 /vyborg/new): a page of alarm handling until the maintenance area owns it.
    list('alarmdeal-repair-new', '/vyborg/new', '新建报修单', 'New repair order'),
  ]),
  // Maintenance (spec 002 §2: /vyborg redirects to manage). `manage` is the area's landing page, not a tab: it opens
  // the first header tab the user holds. The tabs are the spec's (docs/maintenance.md "Screens" maps its eight header
  // tabs onto these nodes), in the order of the work, each named for what its page shows (issue 28, docs/maintenance.md
  // "Names"): the spec's 任务管理 lists plans, its 报告管理 the reports' delivery, its 消防安全负责人 the units' overview.
  left('vyborg', '/vyborg', '维保', 'Maintenance', [
    list('vyborg-manage', '/vyborg/manage', '维保管理', 'Maintenance management'),
    tab('vyborg-contract', '/vyborg/contract', '维保合同', 'Contracts'),
    tab('vyborg-project', '/vyborg/project', '维保项目', 'Projects'),
    tab('vyborg-plan', '/vyborg/plan', '维保计划', 'Plans'),
    tab('vyborg-task', '/vyborg/task', '维保任务', 'Tasks'),
    tab('vyborg-report', '/vyborg/report', '维保报告', 'Reports'),
    // Spec 002 §2 "report management": per contract, its automatic reports and what each unit was delivered.
    tab('vyborg-report-manage', '/vyborg/report_manage', '报告交付', 'Report delivery'),
    tab('vyborg-adim', '/vyborg/adim', '单位维保概况', 'Unit overview'),
    tab('vyborg-charge', '/vyborg/charge', '收费', 'Charges'),
    // Spec 002 §2's "repair task" header tab: the repair-task list, the same page as the left-nav 报修 entry
    // (docs/maintenance.md "Repair tasks"); working a task (assign, receive, complete, confirm) is the service's rule.
    tab('vyborg-repair', '/vyborg/repair/report', '维修任务', 'Repair tasks'),
    // Spec 002 §2's "repair report" header tab: the same page's reports view (one route, /vyborg/repair/report).
    tab('vyborg-repair-report', '/vyborg/repair/report?view=reports', '维修报告', 'Repair reports'),
  ]),
  left('video', '/video', '视频监控', 'Video surveillance', [
    tab('video-list', '/video/videoList', '视频列表', 'Video list'),
  ]),
  left('resource', '/resource', '资源', 'Resources', [
    tab('resource-user', '/resource/user_list', '人员列表', 'User list'),
    tab('resource-equip', '/resource/equip_list', '设备列表', 'Device list'),
  ]),
  left('notice', '/notice', '通知公告', 'Announcements', [
    tab('notice-receive', '/notice/receive', '收到的', 'Received'),
    tab('notice-sent', '/notice/sent', '发出的', 'Sent'),
  ]),
  left('loginLog', '/loginLogList', '登录日志', 'Login log'),
  left('operationLog', '/logList', '操作日志', 'Operation log'),
  left('risk', '/risk_management', '风险管理', 'Risk management', [
    tab('risk-evaluation', '/risk_management/evaluation', '风险评估', 'Evaluation'),
    tab('risk-score', '/risk_management/score', '评分', 'Score'),
  ]),
  left('repair', '/vyborg/repair/report', '报修', 'Repair'),
  // Spec 002 §2 /thirdsystem/*: external systems of each kind, their API keys, units and entry links (docs/third-party.md).
  left('thirdsystem', '/thirdsystem', '第三方系统', 'Third-party systems', [
    tab('thirdsystem-regulatory_center', '/thirdsystem/regulatory_center', '监管中心', 'Regulatory centre'),
    tab('thirdsystem-maint_company', '/thirdsystem/maint_company', '维保公司', 'Maintenance company'),
    tab('thirdsystem-company', '/thirdsystem/company', '联网单位', 'Networked unit'),
    tab('thirdsystem-company_control_room', '/thirdsystem/company_control_room', '消防控制室', 'Fire control room'),
    tab('thirdsystem-fire_manage', '/thirdsystem/fire_manage', '消防主管部门', 'Fire authority'),
    tab('thirdsystem-fire_center', '/thirdsystem/fire_center', '消防指挥中心', 'Fire command centre'),
    tab('thirdsystem-third_enter', '/thirdsystem/third_enter', '第三方接入', 'Third-party entry'),
    tab('thirdsystem-import', '/thirdsystem/import', '导入', 'Import'),
    button('thirdsystem-edit', '新增/编辑第三方系统', 'New / edit third-party systems'),
    button('thirdsystem-key', '管理接入密钥', 'Manage API keys'),
  ]),
];

const walk = (nodes: PermissionNode[], visit: (node: PermissionNode) => void) => {
  for (const item of nodes) {
    visit(item);
    if (item.children) walk(item.children, visit);
  }
};

export const allPermissionIds = (): string[] => {
  const ids: string[] = [];
  walk(permissionCatalogue, (item) => ids.push(item.id));
  return ids;
};

export const findPermission = (id: string): PermissionNode | undefined => {
  let found: PermissionNode | undefined;
  walk(permissionCatalogue, (item) => {
    if (item.id === id) found = item;
  });
  return found;
};

/**
 * Areas whose pages are not built yet (issue 17 "No dead ends"): their nodes (and everything under them) answer
 * `is_active` 0 in user_control, so no client shows an entry that leads nowhere, whatever a role grants. The issue
 * that builds an area removes its ids here; `apps/web/src/app/navigation.test.tsx` fails when an id is listed but its
 * page is served, or an active node's page is not.
 */
export const notYetBuilt: ReadonlySet<string> = new Set([
  // Not filed yet: video, resources, notices, digital plans, risk.
  'company-video',
  'company-planning',
  'video',
  'resource',
  'notice',
  'risk',
]);

/**
 * The user's tree: every catalogue node, auth 1 where granted (a child granted implies its parent), is_active 0 for
 * an area not built yet and everything under it.
 */
export const buildUserControl = (granted: ReadonlySet<string>): UserControlNode[] => {
  const build = (nodes: PermissionNode[], parentActive: boolean): UserControlNode[] =>
    nodes.map((item) => {
      const active = parentActive && !notYetBuilt.has(item.id);
      const children = build(item.children ?? [], active);
      const isGranted = granted.has(item.id) || children.some((child) => child.auth === 1 && child.type !== 'button');
      const isActive = active ? 1 : 0;
      return {
        id: item.id,
        route: item.route,
        type: item.type,
        auth: isGranted ? 1 : 0,
        is_active: isActive,
        children,
      };
    });
  return build(permissionCatalogue, true);
};

/** Ancestor ids of every catalogue node, so a granted tab also opens the left-nav entry above it. */
const ancestorsById = (() => {
  const map = new Map<string, string[]>();
  const visit = (nodes: PermissionNode[], trail: string[]) => {
    for (const item of nodes) {
      map.set(item.id, trail);
      visit(item.children ?? [], [...trail, item.id]);
    }
  };
  visit(permissionCatalogue, []);
  return map;
})();

/**
 * The ids a role holds when it lists whole branches: a listed node grants its subtree and its ancestors;
 * `except` takes single nodes (and their subtrees) back out, e.g. the delete buttons of a read-only role.
 */
export const expandGrants = (ids: readonly string[], except: readonly string[] = []): Set<string> => {
  const granted = new Set<string>();
  for (const id of ids) {
    const item = findPermission(id);
    if (!item) throw new Error(`unknown permission id ${id}`);
    walk([item], (child) => granted.add(child.id));
    for (const ancestor of ancestorsById.get(id) ?? []) granted.add(ancestor);
  }
  for (const id of except) {
    const item = findPermission(id);
    if (!item) throw new Error(`unknown permission id ${id}`);
    walk([item], (child) => granted.delete(child.id));
  }
  return granted;
};

/** The ids above a catalogue node, from its left-nav entry down to its parent (empty for a top node or an unknown id). */
export const ancestorsOf = (id: string): readonly string[] => ancestorsById.get(id) ?? [];

/** The ids with the ancestors of each: what a role stores once its tree is ticked (a ticked node ticks its ancestors). */
export const withAncestors = (ids: Iterable<string>): Set<string> => {
  const closed = new Set<string>();
  for (const id of ids) {
    closed.add(id);
    for (const ancestor of ancestorsOf(id)) closed.add(ancestor);
  }
  return closed;
};
