import { THIRD_ENTER_LANDING, thirdSystemKinds } from '@fireline/shared';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, matchPath, Navigate, type RouteObject } from 'react-router';
import type { MessageKey } from '../locales/en-US';
import { DocumentTitle, type ConsoleRoute, type PageHandle, type RouteTitle } from '../lib/page-title';
import { RequireRecord } from '../components/RequireRecord';
import { RequireSession } from './RequireSession';
import { registerServedPaths } from '../lib/served-pages';
import { LoginPage } from '../features/auth/routes';
import { NotFoundPage } from '../features/errors/routes';
import { SetupPage } from '../features/settings/routes';
import { DepartmentPage, PostListPage } from '../features/departments/routes';
import { RoleListPage, RoleEditPage } from '../features/roles/routes';
import {
  companyEditMode,
  CompanyListPage,
  CompanyEditPage,
  CompanyImportPage,
  CompanyInfoPage,
  ControlRoomListPage,
  ControlRoomEditPage,
} from '../features/companies/routes';
import { DeviceImportPage } from '../features/imports/routes';
import {
  CenterHomePage,
  CenterWallPage,
  AuthorityHomePage,
  EngineerHomePage,
  UnitHomePage,
  CompanyHomeTabPage,
} from '../features/home/routes';
import {
  MapDistributionCard,
  UnitLocationCard,
  GisPage,
  CompanyMapPage,
  MonitorScreenPage,
} from '../features/gis/routes';
import { BuildingListPage, BuildingEditPage, BuildingInfoPage, BuildingFloorPage } from '../features/buildings/routes';
import {
  EventListPage,
  ShieldedListPage,
  DeviceViewPage,
  UnregisteredPage,
  EventDetailPage,
  EventHistoryPage,
} from '../features/events/routes';
import { RepairEditPage, RepairListPage, RepairDetailPage, RepairReportDetailPage } from '../features/repair/routes';
import { DeviceListPage, DeviceInfoPage, DeviceRedirect, DeviceEditPage } from '../features/devices/routes';
import { FireSystemPage, SystemEditPage } from '../features/systems/routes';
import {
  EquipmentListPage,
  EquipmentEditPage,
  EquipmentInfoPage,
  EquipmentDevicePage,
} from '../features/equipment/routes';
import {
  SceneListPage,
  SceneEditPage,
  SceneInfoPage,
  SceneBindDevicePage,
  SceneBindEquipmentPage,
} from '../features/scenes/routes';
import {
  HydrantOverviewPage,
  HydrantListPage,
  HydrantEditPage,
  HydrantDetailsRoute,
  HydrantEventListPage,
  HydrantAddressPage,
  HydrantImportPage,
  HydrantMapPage,
} from '../features/hydrants/routes';
import {
  DistrictListPage,
  DistrictAddPage,
  DistrictDetailsPage,
  BindingUnitPage,
  DistrictImportPage,
  DistrictMoreAddPage,
} from '../features/district/routes';
import {
  StatisticReportPage,
  StatisticIndexPage,
  ArchiveStatPage,
  AlarmStatPage,
  DeviceStatPage,
  GroupStatPage,
  RankingStatPage,
  CenterStatPage,
  StatisticExportPage,
} from '../features/stats/routes';
import { SysMonitorPage } from '../features/sys-monitor/routes';
import { OperationLogPage, LoginLogPage } from '../features/logs/routes';
import { BasicInfoPage, BasicEditPage, NetworkedUnitsPage, BelongsPage } from '../features/org-settings/routes';
import {
  ThirdSystemListPage,
  ThirdSystemEditPage,
  ThirdSystemDetailPage,
  ThirdSystemUnitsPage,
  ThirdSystemImportPage,
  ThirdEnterPage,
} from '../features/third-systems/routes';
import { EventForwardListPage, EventForwardInfoPage, EventForwardEditPage } from '../features/event-forward/routes';
import {
  UserListPage,
  UserFormPage,
  UserInfoPage,
  AlarmRulesPage,
  AlarmSetupPage,
  AlarmInfoPage,
  MyHomePage,
} from '../features/users/routes';
import {
  PatrolFrame,
  PlanListPage,
  PlanNewPage,
  PlanDetailsPage,
  TaskListPage,
  TaskDetailsPage,
  SiteListPage,
  SiteNewPage,
  SiteDetailPage,
  SiteHistoryPage,
  ItemListPage,
  ItemNewPage,
  ItemDetailPage,
  RecordPage,
  RecordDetailListPage,
  RecordSiteDetailPage,
  RouteDetailsPage,
  DownloadFilePage,
  CheckInPage,
} from '../features/patrol/routes';
import {
  VyborgFrame,
  MaintManagePage,
  ContractListPage,
  UnitContractListPage,
  ContractEditPage,
  UnitContractEditPage,
  ContractDetailPage,
  UnitContractDetailPage,
  MaintBuildingPage,
  UnitMaintBuildingPage,
  ProjectListPage,
  MaintPlanListPage,
  PlanEditPage,
  PlanDetailPage,
  MaintTaskListPage,
  TaskEditPage,
  TaskDetailPage,
  TaskEquipEditPage,
  ChargeListPage,
  ChargeCountPage,
  DirectorListPage,
  DirectorUnitPage,
  ClientListPage,
  DirectorTaskNewPage,
  ReportListPage,
  ReportGeneratePage,
  ReportDetailPage,
  ReportManagePage,
} from '../features/maint/routes';
import { HazardListPage, HazardExaminePage, HazardDetailPage, HazardEditPage } from '../features/hazards/routes';

const Layout = lazy(() => import('./Layout'));
// Lazy like the pages: its tab bar (antd Tabs and their overflow menu) is not needed by the login page.
const CompanyFrame = lazy(() =>
  import('../components/CompanyFrame').then((module) => ({ default: module.CompanyFrame })),
);
const SystemManageFrame = lazy(() =>
  import('../components/SystemManageFrame').then((module) => ({ default: module.SystemManageFrame })),
);
// The home pages' map cards (map mode's feature) are handed to the home pages here so the two features stay apart.
const unitMapCard = (companyId: number) => <UnitLocationCard companyId={companyId} />;

/** Forms are in edit mode with type=edit, else new (spec 001 §3): their title follows. */
const editOr =
  (newTitle: MessageKey, editTitle: MessageKey): RouteTitle =>
  ({ search }) =>
    search.get('type') === 'edit' ? editTitle : newTitle;
const deviceListTitles: Record<string, MessageKey> = {
  all_device_list: 'route.devices.all',
  device_independent_list: 'route.devices.independent',
  device_dtu_list: 'route.devices.dtu',
  component_list: 'route.devices.component',
  device_alarm_list: 'route.devices.controller',
};

/**
 * The route table: each page with its title (header, breadcrumb, browser tab) and the list it belongs to (the way
 * back). Feature pages join `consoleRoutes` as their issues land; a path no feature serves yet shows the not-found
 * page inside the console rather than anything pretending to work.
 */
export const consoleRoutes: ConsoleRoute[] = [
  { path: '/home_page', element: <Navigate to="/home_page/center" replace /> },
  {
    path: '/home_page/center',
    element: <CenterHomePage mapCard={<MapDistributionCard />} />,
    title: 'route.homeCenter',
  },
  { path: '/home_page/centerV2', element: <CenterWallPage />, title: 'route.homeCenterV2' },
  { path: '/home_page/company', element: <UnitHomePage mapCard={unitMapCard} />, title: 'route.homeCompany' },
  {
    path: '/home_page/authority',
    element: <AuthorityHomePage mapCard={<MapDistributionCard />} />,
    title: 'route.homeAuthority',
  },
  { path: '/home_page/maint', element: <EngineerHomePage />, title: 'route.homeMaint' },
  // System management (spec 001 §2): /systemmanage opens basic; each tab's page sits under the area's tabs.
  { path: '/systemmanage', element: <Navigate to="/systemmanage/basic" replace /> },
  { path: '/systemmanage/basic', element: <BasicInfoPage />, title: 'route.basic' },
  {
    path: '/systemmanage/basic/edit',
    element: <BasicEditPage />,
    title: 'route.basicEdit',
    parent: '/systemmanage/basic',
  },
  { path: '/systemmanage/internet', element: <NetworkedUnitsPage />, title: 'route.internet' },
  { path: '/systemmanage/belongs', element: <BelongsPage />, title: 'route.belongs' },
  { path: '/systemmanage/setup', element: <SetupPage />, title: 'route.setup' },
  // The operation log in system management and in the left navigation: one list; the login log beside it.
  { path: '/systemmanage/log', element: <OperationLogPage />, title: 'route.operationLog' },
  { path: '/logList', element: <OperationLogPage />, title: 'route.operationLog' },
  { path: '/loginLogList', element: <LoginLogPage />, title: 'route.loginLog' },
  { path: '/systemmanage/eventForward', element: <EventForwardListPage />, title: 'route.eventForward' },
  {
    path: '/systemmanage/eventForward/info',
    element: <EventForwardInfoPage />,
    title: 'route.eventForwardInfo',
    parent: '/systemmanage/eventForward',
  },
  {
    path: '/systemmanage/eventForward/edit',
    element: <EventForwardEditPage />,
    title: editOr('route.eventForwardNew', 'route.eventForwardEdit'),
    parent: '/systemmanage/eventForward',
  },
  // Fire control rooms (left nav 联网单位 › 消防控制室).
  { path: '/companyControlRoom', element: <Navigate to="/companyControlRoom/list" replace /> },
  { path: '/companyControlRoom/list', element: <ControlRoomListPage />, title: 'route.controlRoomList' },
  {
    path: '/companyControlRoom/edit',
    element: <ControlRoomEditPage />,
    title: editOr('route.controlRoomNew', 'route.controlRoomEdit'),
    parent: '/companyControlRoom/list',
  },
  { path: '/systemmanage/department', element: <DepartmentPage />, title: 'route.department' },
  { path: '/systemmanage/post', element: <PostListPage />, title: 'route.post' },
  // Not in the spec's list: roles and their permission trees (docs/system-management.md "Roles").
  { path: '/systemmanage/role', element: <RoleListPage />, title: 'route.role' },
  {
    path: '/systemmanage/role/edit',
    element: <RoleEditPage />,
    title: ({ search }) => (search.get('id') ? 'route.roleEdit' : 'route.roleNew'),
    parent: '/systemmanage/role',
  },
  // Account management (spec 001 §2 account, account_user, account_info, alarm, alarmsetup, alarminfo).
  {
    path: '/systemmanage/account',
    element: <UserListPage area="system" />,
    title: 'users.route.list',
  },
  {
    path: '/systemmanage/account/account_user',
    element: <UserFormPage area="system" />,
    title: editOr('users.route.new', 'users.route.edit'),
    parent: '/systemmanage/account',
  },
  {
    path: '/systemmanage/account/account_info',
    element: <UserInfoPage area="system" />,
    title: 'users.route.info',
    parent: '/systemmanage/account',
    record: ['user_id'],
  },
  {
    path: '/systemmanage/account/alarm',
    element: <AlarmRulesPage />,
    title: 'users.route.alarm',
    parent: '/systemmanage/account',
  },
  {
    path: '/systemmanage/account/alarmsetup',
    element: <AlarmSetupPage />,
    title: 'users.route.alarmSetup',
    parent: '/systemmanage/account/alarm',
    record: ['user_id'],
  },
  {
    path: '/systemmanage/account/alarminfo',
    element: <AlarmInfoPage />,
    title: 'users.route.alarmInfo',
    parent: '/systemmanage/account/alarm',
    record: ['user_id'],
  },
  // The top bar's user centre (spec 001 §2 /myhome): one's avatar, name and password.
  { path: '/myhome', element: <MyHomePage />, title: 'users.route.myhome' },
  { path: '/new_company_list', element: <CompanyListPage />, title: 'route.companyList' },
  {
    path: '/new_company_list/new',
    element: <CompanyEditPage />,
    title: editOr('route.companyNew', 'route.companyEdit'),
    parent: '/new_company_list',
  },
  {
    path: '/new_company_list/import',
    element: <CompanyImportPage />,
    title: 'route.companyImport',
    parent: '/new_company_list',
  },
  { path: '/company/home_page', element: <CompanyHomeTabPage mapCard={unitMapCard} />, title: 'route.companyHome' },
  { path: '/company/company', element: <CompanyInfoPage />, title: 'route.companyInfo' },
  {
    path: '/company/company/edit',
    element: <CompanyEditPage />,
    title: ({ search }) =>
      companyEditMode('/company/company/edit', search) === 'edit' ? 'route.companyEdit' : 'route.companyNew',
    parent: '/company/company',
  },
  { path: '/company/building_list', element: <BuildingListPage />, title: 'route.buildingList' },
  {
    path: '/company/building_list/floor',
    element: <BuildingFloorPage />,
    title: 'route.buildingFloor',
    parent: '/company/building_list',
  },
  {
    path: '/company/building/edit',
    element: <BuildingEditPage />,
    title: editOr('route.buildingNew', 'route.buildingEdit'),
    parent: '/company/building_list',
  },
  {
    path: '/company/building_list/info',
    element: <BuildingInfoPage />,
    title: 'route.buildingInfo',
    parent: '/company/building_list',
  },
  { path: '/alarmdeal', element: <Navigate to="/alarmdeal/alarmdeal_list/fire" replace /> },
  { path: '/alarmdeal/alarmdeal_list/:category', element: <EventListPage />, title: 'route.alarmList' },
  { path: '/alarmdeal/alarmdeal_shielded/:category', element: <ShieldedListPage />, title: 'route.shieldedList' },
  { path: '/alarmdeal/device_new', element: <DeviceViewPage />, title: 'route.deviceView' },
  { path: '/alarmdeal/unregistered', element: <UnregisteredPage />, title: 'route.unregistered' },
  {
    path: '/alarmdeal/detailsinfo/:page',
    element: <EventDetailPage />,
    title: 'route.alarmDetail',
    parent: '/alarmdeal/alarmdeal_list/fire',
  },
  // A bare parent path opens its first tab (the page redirects an unknown tab to fire_info).
  { path: '/company/historyalarm', element: <EventHistoryPage />, title: 'route.alarmHistory' },
  { path: '/company/historyalarm/:tab', element: <EventHistoryPage />, title: 'route.alarmHistory' },
  {
    path: '/alarmdeal/historyalarm/:tab',
    element: <EventHistoryPage />,
    title: 'route.alarmHistory',
    parent: '/alarmdeal/alarmdeal_list/fire',
  },
  // Maintenance (spec 002 §2: /vyborg redirects to manage, which opens the first tab held; docs/maintenance.md).
  { path: '/vyborg', element: <Navigate to="/vyborg/manage" replace /> },
  { path: '/vyborg/manage', element: <MaintManagePage /> },
  { path: '/vyborg/contract', element: <ContractListPage />, title: 'maint.route.contract' },
  {
    path: '/vyborg/contractnew',
    element: <ContractEditPage />,
    title: editOr('maint.route.contractNew', 'maint.route.contractEdit'),
    parent: '/vyborg/contract',
  },
  {
    path: '/vyborg/contractdetail',
    element: <ContractDetailPage />,
    title: 'maint.route.contractDetail',
    parent: '/vyborg/contract',
  },
  {
    path: '/vyborg/building',
    element: <MaintBuildingPage />,
    title: 'maint.route.building',
    parent: '/vyborg/contract',
  },
  { path: '/vyborg/project', element: <ProjectListPage />, title: 'maint.route.project' },
  // Plans (维保计划, the spec's 任务管理) and tasks (维保任务): docs/maintenance.md "Plans and tasks".
  { path: '/vyborg/plan', element: <MaintPlanListPage />, title: 'maint.route.plan' },
  {
    path: '/vyborg/plannew',
    element: <PlanEditPage />,
    title: editOr('maint.route.planNew', 'maint.route.planEdit'),
    parent: '/vyborg/plan',
  },
  { path: '/vyborg/plandetail', element: <PlanDetailPage />, title: 'maint.route.planDetail', parent: '/vyborg/plan' },
  { path: '/vyborg/task', element: <MaintTaskListPage />, title: 'maint.route.task' },
  {
    path: '/vyborg/tasknew',
    element: <TaskEditPage />,
    title: editOr('maint.route.taskNew', 'maint.route.taskEdit'),
    parent: '/vyborg/task',
  },
  { path: '/vyborg/taskdetail', element: <TaskDetailPage />, title: 'maint.route.taskDetail', parent: '/vyborg/task' },
  {
    path: '/vyborg/taskequipedit',
    element: <TaskEquipEditPage />,
    title: 'maint.route.taskEquipEdit',
    parent: '/vyborg/task',
  },
  // Charges (收费) and their counts: docs/maintenance.md "Charges".
  { path: '/vyborg/charge', element: <ChargeListPage />, title: 'maint.route.charge' },
  {
    path: '/vyborg/chargecount',
    element: <ChargeCountPage />,
    title: 'maint.route.chargeCount',
    parent: '/vyborg/charge',
  },
  // The fire safety director (消防安全负责人): the units at a glance, one unit, asking for a task, the clients.
  { path: '/vyborg/adim', element: <DirectorListPage />, title: 'maint.route.adim' },
  {
    path: '/vyborg/adimdetail',
    element: <DirectorUnitPage />,
    title: 'maint.route.adimDetail',
    parent: '/vyborg/adim',
  },
  {
    path: '/vyborg/adim_newtask',
    element: <DirectorTaskNewPage />,
    title: 'maint.route.adimNewTask',
    parent: '/vyborg/adim',
  },
  { path: '/vyborg/client', element: <ClientListPage />, title: 'maint.route.client', parent: '/vyborg/adim' },
  // The same on a unit's page (spec 002 "Under /company": adim/client|taskdetail|edit, adim_newtask, adimdetail,
  // taskdetail/equipedit), the unit's tabs kept.
  { path: '/company/adim', element: <DirectorUnitPage />, title: 'maint.route.unitOverview' },
  {
    path: '/company/adimdetail',
    element: <DirectorUnitPage />,
    title: 'maint.route.adimDetail',
    parent: '/company/adim',
  },
  { path: '/company/adim/client', element: <ClientListPage />, title: 'maint.route.client', parent: '/company/adim' },
  {
    path: '/company/adim/taskdetail',
    element: <TaskDetailPage />,
    title: 'maint.route.taskDetail',
    parent: '/company/adim',
  },
  {
    path: '/company/adim/edit',
    element: <TaskEditPage />,
    title: editOr('maint.route.taskNew', 'maint.route.taskEdit'),
    parent: '/company/adim',
  },
  {
    path: '/company/adim_newtask',
    element: <DirectorTaskNewPage />,
    title: 'maint.route.adimNewTask',
    parent: '/company/adim',
  },
  {
    path: '/company/taskdetail/equipedit',
    element: <TaskEquipEditPage />,
    title: 'maint.route.taskEquipEdit',
    parent: '/company/adim',
  },
  // Reports (维保报告) and their delivery (报告交付, the spec's 报告管理): docs/maintenance.md "Reports".
  { path: '/vyborg/report', element: <ReportListPage />, title: 'maint.route.report' },
  {
    path: '/vyborg/generatereport',
    element: <ReportGeneratePage />,
    title: 'maint.route.generateReport',
    parent: '/vyborg/report',
  },
  {
    path: '/vyborg/adim_newreport',
    element: <ReportGeneratePage />,
    title: 'maint.route.generateReport',
    parent: '/vyborg/report',
  },
  {
    path: '/vyborg/reportdetail',
    element: <ReportDetailPage />,
    title: 'maint.route.reportDetail',
    parent: '/vyborg/report',
  },
  { path: '/vyborg/report_manage', element: <ReportManagePage />, title: 'maint.route.reportManage' },
  // Repair tasks (维修任务 tab, left-nav 报修; docs/maintenance.md "Repair tasks"): spec 002 §2's repair/report, new
  // (type=new; from a handled fault it carries event_id) and edit (type=edit&id=); the detail is ours.
  {
    path: '/vyborg/repair/report',
    element: <RepairListPage />,
    title: ({ search }) => (search.get('view') === 'reports' ? 'repair.view.reports' : 'repair.route.list'),
  },
  {
    path: '/vyborg/new',
    element: <RepairEditPage />,
    title: 'repair.route.new',
    parent: '/vyborg/repair/report',
  },
  {
    path: '/vyborg/edit',
    element: <RepairEditPage />,
    title: 'repair.route.edit',
    parent: '/vyborg/repair/report',
  },
  {
    path: '/vyborg/repair/detail',
    element: <RepairDetailPage />,
    title: 'repair.route.detail',
    parent: '/vyborg/repair/report',
  },
  // Repair reports: a view of the list page (?view=reports); the detail is ours.
  {
    path: '/vyborg/repair/reportdetail',
    element: <RepairReportDetailPage />,
    title: 'repair.route.reportDetail',
    parent: '/vyborg/repair/report',
  },
  // A unit's 维保 tab: its contracts, and the same contract pages under the unit's tabs.
  { path: '/company/maint', element: <UnitContractListPage />, title: 'maint.route.unitMaint' },
  {
    path: '/company/adim_newreport',
    element: <ReportGeneratePage />,
    title: 'maint.route.generateReport',
    parent: '/company/maint',
  },
  {
    path: '/company/maint/contractnew',
    element: <UnitContractEditPage />,
    title: editOr('maint.route.contractNew', 'maint.route.contractEdit'),
    parent: '/company/maint',
  },
  {
    path: '/company/maint/contractdetail',
    element: <UnitContractDetailPage />,
    title: 'maint.route.contractDetail',
    parent: '/company/maint',
  },
  {
    path: '/company/maint/building',
    element: <UnitMaintBuildingPage />,
    title: 'maint.route.building',
    parent: '/company/maint',
  },
  { path: '/company/device', element: <DeviceRedirect />, title: 'route.devices' },
  {
    path: '/company/component',
    element: <DeviceRedirect list="component/component_list" />,
    title: 'route.devices.component',
  },
  { path: '/company/device/all_device_list', element: <DeviceListPage />, title: 'route.devices.all' },
  { path: '/company/firesystem', element: <FireSystemPage />, title: 'route.fireSystem' },
  {
    path: '/company/firesystem/edit',
    element: <SystemEditPage />,
    title: editOr('route.systemNew', 'route.systemEdit'),
    parent: '/company/firesystem',
  },
  { path: '/company/device/info', element: <DeviceInfoPage />, title: 'route.deviceInfo', parent: '/company/device' },
  {
    path: '/company/device/edit',
    element: <DeviceEditPage />,
    title: editOr('route.deviceNew', 'route.deviceEdit'),
    parent: '/company/device',
  },
  {
    path: '/company/component/import',
    element: <DeviceImportPage />,
    title: 'route.deviceImport',
    parent: '/company/device',
  },
  ...Object.entries(deviceListTitles)
    .filter(([list]) => list !== 'all_device_list')
    .map(([list, title]) => ({ path: `/company/:company_tab/${list}`, element: <DeviceListPage />, title })),
  { path: '/company/equipment_list', element: <EquipmentListPage />, title: 'route.equipmentList' },
  {
    path: '/company/equipment/edit',
    element: <EquipmentEditPage />,
    title: editOr('route.equipmentNew', 'route.equipmentEdit'),
    parent: '/company/equipment_list',
  },
  {
    path: '/company/equipment/info',
    element: <EquipmentInfoPage />,
    title: 'route.equipmentInfo',
    parent: '/company/equipment_list',
    record: ['equipment_id'],
  },
  {
    path: '/company/equipment/device',
    element: <EquipmentDevicePage />,
    title: 'route.equipmentDevice',
    parent: '/company/equipment_list',
  },
  { path: '/company/scene_list', element: <SceneListPage />, title: 'route.sceneList' },
  {
    path: '/company/scene_list/edit',
    element: <SceneEditPage />,
    title: editOr('route.sceneNew', 'route.sceneEdit'),
    parent: '/company/scene_list',
  },
  {
    path: '/company/scene_list/info',
    element: <SceneInfoPage />,
    title: 'route.sceneInfo',
    parent: '/company/scene_list',
    record: ['scene_id'],
  },
  {
    path: '/company/scene_list/bindDevice',
    element: <SceneBindDevicePage />,
    title: 'route.sceneBindDevice',
    parent: '/company/scene_list',
    record: ['scene_id'],
  },
  {
    path: '/company/scene_list/bindEquipment',
    element: <SceneBindEquipmentPage />,
    title: 'route.sceneBindEquipment',
    parent: '/company/scene_list',
    record: ['scene_id'],
  },
  { path: '/company/companyMap', element: <CompanyMapPage />, title: 'route.companyMap' },
  // A unit's accounts (账号信息 tab, spec 001 §2 user, user/edit, user/info): the account pages for its company_id.
  { path: '/company/user', element: <UserListPage area="unit" />, title: 'users.route.unitList' },
  {
    path: '/company/user/edit',
    element: <UserFormPage area="unit" />,
    title: editOr('users.route.new', 'users.route.edit'),
    parent: '/company/user',
  },
  {
    path: '/company/user/info',
    element: <UserInfoPage area="unit" />,
    title: 'users.route.info',
    parent: '/company/user',
    record: ['user_id'],
  },
  // A unit's page this client does not have keeps the unit's tabs, with the not-found content inside them.
  { path: '/company/*', element: <NotFoundPage />, title: 'route.notFound', parent: '/company/company' },
  // Map mode (spec 000 §2): all units; ?maptype=filter adds the filter panel.
  { path: '/gis', element: <GisPage />, title: 'route.gis' },
  { path: '/firecock', element: <Navigate to="/firecock/present_firecock" replace /> },
  { path: '/firecock/present_firecock', element: <HydrantOverviewPage />, title: 'route.hydrantOverview' },
  { path: '/firecock/fire_list', element: <HydrantListPage />, title: 'route.hydrantList' },
  {
    path: '/firecock/add_firecock',
    element: <HydrantEditPage />,
    title: editOr('route.hydrantNew', 'route.hydrantEdit'),
    parent: '/firecock/fire_list',
  },
  {
    path: '/firecock/details_firecock',
    element: <HydrantDetailsRoute alarmPage={<EventDetailPage />} />,
    title: 'route.hydrantDetails',
    parent: '/firecock/fire_list',
    record: ['equipment_id', 'event_id'],
  },
  { path: '/firecock/alarm_list', element: <HydrantEventListPage />, title: 'route.hydrantAlarms' },
  { path: '/firecock/Address_list', element: <HydrantAddressPage />, title: 'route.hydrantAddresses' },
  // Permission node firecock-map (spec 001 §2 map_firecock).
  { path: '/firecock/map_firecock', element: <HydrantMapPage />, title: 'route.hydrantMap' },
  {
    path: '/firecock/import_firecock',
    element: <HydrantImportPage />,
    title: 'route.hydrantImport',
    parent: '/firecock/fire_list',
  },
  { path: '/systemmanage/manage', element: <Navigate to="/systemmanage/manage/1" replace /> },
  {
    path: '/systemmanage/manage/company_add',
    element: <DistrictAddPage />,
    title: editOr('route.districtNew', 'route.districtEdit'),
    parent: '/systemmanage/manage/1',
  },
  {
    path: '/systemmanage/manage/details',
    element: <DistrictDetailsPage />,
    title: 'route.districtDetails',
    parent: '/systemmanage/manage/1',
  },
  {
    path: '/systemmanage/manage/details_center_info',
    element: <DistrictDetailsPage kind="center" />,
    title: 'route.centerDetails',
    parent: '/systemmanage/manage/1',
  },
  {
    path: '/systemmanage/manage/binding_unit',
    element: <BindingUnitPage />,
    title: 'route.districtBinding',
    parent: '/systemmanage/manage/1',
  },
  {
    path: '/systemmanage/manage/import',
    element: <DistrictImportPage />,
    title: 'route.districtImport',
    parent: '/systemmanage/manage/1',
  },
  {
    path: '/systemmanage/manage/more_add',
    element: <DistrictMoreAddPage />,
    title: 'route.districtMoreAdd',
    parent: '/systemmanage/manage/1',
  },
  { path: '/systemmanage/manage/:type', element: <DistrictListPage />, title: 'route.districtList' },
  // Statistics (spec 001 §2 "Other screens"): the report, then /statisticv2's tabs; a bare tab path opens its first
  // sub-kind, the bare area its first tab.
  { path: '/statistic', element: <StatisticReportPage />, title: 'route.statistic' },
  { path: '/statisticv2', element: <StatisticIndexPage /> },
  { path: '/statisticv2/company', element: <Navigate to="/statisticv2/company/type" replace /> },
  { path: '/statisticv2/company/:by', element: <ArchiveStatPage area="company" />, title: 'route.statCompany' },
  { path: '/statisticv2/building', element: <Navigate to="/statisticv2/building/type" replace /> },
  { path: '/statisticv2/building/:by', element: <ArchiveStatPage area="building" />, title: 'route.statBuilding' },
  { path: '/statisticv2/system', element: <Navigate to="/statisticv2/system/type" replace /> },
  { path: '/statisticv2/system/:by', element: <ArchiveStatPage area="system" />, title: 'route.statSystem' },
  { path: '/statisticv2/alarm', element: <Navigate to="/statisticv2/alarm/type" replace /> },
  { path: '/statisticv2/alarm/:kind', element: <AlarmStatPage />, title: 'route.statAlarm' },
  { path: '/statisticv2/device', element: <Navigate to="/statisticv2/device/type" replace /> },
  { path: '/statisticv2/device/:kind', element: <DeviceStatPage />, title: 'route.statDevice' },
  { path: '/statisticv2/goup', element: <GroupStatPage />, title: 'route.statGroup' },
  { path: '/statisticv2/ranking', element: <RankingStatPage />, title: 'route.statRanking' },
  { path: '/statisticv2/center', element: <CenterStatPage />, title: 'route.statCenter' },
  { path: '/statisticv2/export', element: <StatisticExportPage />, title: 'route.statExport' },
  // Third-party systems (spec 002 §2 /thirdsystem/*; docs/third-party.md): each kind's list, new, detail, companyList
  // and import, and the import of every kind.
  { path: '/thirdsystem', element: <Navigate to="/thirdsystem/regulatory_center" replace /> },
  { path: '/thirdsystem/import', element: <ThirdSystemImportPage />, title: 'thirdSystems.route.import' },
  ...thirdSystemKinds.flatMap((kind): ConsoleRoute[] => {
    const list = `/thirdsystem/${kind}`;
    return [
      { path: list, element: <ThirdSystemListPage kind={kind} />, title: `thirdSystems.kind.${kind}` },
      {
        path: `${list}/new`,
        element: <ThirdSystemEditPage kind={kind} />,
        title: editOr('thirdSystems.route.new', 'thirdSystems.route.edit'),
        parent: list,
      },
      {
        path: `${list}/detail`,
        element: <ThirdSystemDetailPage kind={kind} />,
        title: 'thirdSystems.route.detail',
        parent: list,
      },
      {
        path: `${list}/companyList`,
        element: <ThirdSystemUnitsPage kind={kind} />,
        title: 'thirdSystems.route.companyList',
        parent: list,
      },
      {
        path: `${list}/import`,
        element: <ThirdSystemImportPage kind={kind} />,
        title: 'thirdSystems.route.import',
        parent: list,
      },
    ];
  }),
  // Fire patrol (spec 002 §2 Patrol; docs/patrol.md): /patrol opens patrol_plan; the tabs are plan, task, record,
  // points (patrol_route: the points and the routes through them) and items.
  { path: '/patrol', element: <Navigate to="/patrol/patrol_plan" replace /> },
  { path: '/patrol/plan', element: <Navigate to="/patrol/patrol_plan" replace /> },
  { path: '/patrol/patrol_plan', element: <PlanListPage />, title: 'patrol.route.planList' },
  { path: '/patrol/plan_new', element: <PlanNewPage />, title: 'patrol.route.planNew', parent: '/patrol/patrol_plan' },
  {
    path: '/patrol/plan_details',
    element: <PlanDetailsPage />,
    title: 'patrol.route.planDetails',
    parent: '/patrol/patrol_plan',
  },
  { path: '/patrol/patrol_administer', element: <TaskListPage />, title: 'patrol.route.taskList' },
  {
    path: '/patrol/task_details',
    element: <TaskDetailsPage />,
    title: 'patrol.route.taskDetails',
    parent: '/patrol/patrol_administer',
  },
  { path: '/patrol/patrol_route', element: <SiteListPage />, title: 'patrol.route.siteList' },
  {
    path: '/patrol/patrol_site_new',
    element: <SiteNewPage />,
    title: editOr('patrol.route.siteNew', 'patrol.route.siteEdit'),
    parent: '/patrol/patrol_route',
  },
  {
    path: '/patrol/patrol_site_detail',
    element: <SiteDetailPage />,
    title: 'patrol.route.siteDetail',
    parent: '/patrol/patrol_route',
  },
  {
    path: '/patrol/patrol_site_history',
    element: <SiteHistoryPage />,
    title: 'patrol.route.siteHistory',
    parent: '/patrol/patrol_route',
  },
  {
    path: '/patrol/route_details',
    element: <RouteDetailsPage />,
    title: 'patrol.route.routeDetails',
    parent: '/patrol/patrol_route',
  },
  { path: '/patrol/patrol_item', element: <ItemListPage />, title: 'patrol.route.itemList' },
  {
    path: '/patrol/patrol_item_new',
    element: <ItemNewPage />,
    title: editOr('patrol.route.itemNew', 'patrol.route.itemEdit'),
    parent: '/patrol/patrol_item',
  },
  {
    path: '/patrol/patrol_item_detail',
    element: <ItemDetailPage />,
    title: 'patrol.route.itemDetail',
    parent: '/patrol/patrol_item',
  },
  { path: '/patrol/patrol_record', element: <RecordPage />, title: 'patrol.route.recordList' },
  {
    path: '/patrol/patrol_record_detail_list',
    element: <RecordDetailListPage />,
    title: 'patrol.route.recordDetailList',
    parent: '/patrol/patrol_record',
  },
  {
    path: '/patrol/patrol_record_site_detail',
    element: <RecordSiteDetailPage />,
    title: 'patrol.route.recordSiteDetail',
    parent: '/patrol/patrol_record',
  },
  { path: '/download_file', element: <DownloadFilePage />, title: 'patrol.route.downloadFile' },
  // Hidden dangers (spec 002 §2 "Hazards"; docs/hazards.md): the list, the review list, the report form and the
  // detail, also reached from the alarm area through /detailspage/hazard.
  { path: '/danger', element: <Navigate to="/danger/hidden_danger_list" replace /> },
  { path: '/danger/hidden_danger_list', element: <HazardListPage />, title: 'route.hazardList' },
  {
    path: '/danger/hidden_danger_list/history_detail',
    element: <HazardDetailPage />,
    title: 'route.hazardHistory',
    parent: '/danger/hidden_danger_list',
  },
  { path: '/danger/examine_hazard_list', element: <HazardExaminePage />, title: 'route.hazardExamine' },
  {
    path: '/danger/examine_hazard/details',
    element: <HazardDetailPage />,
    title: 'route.hazardExamineDetail',
    parent: '/danger/examine_hazard_list',
  },
  {
    path: '/danger/hazard/edit',
    element: <HazardEditPage />,
    title: editOr('route.hazardNew', 'route.hazardEdit'),
    parent: '/danger/hidden_danger_list',
  },
  {
    path: '/detailspage/hazard',
    element: <HazardDetailPage />,
    title: 'route.hazardDetail',
    parent: '/danger/hidden_danger_list',
  },
  // The platform's own health: the platform administrator's top-bar action (Layout.tsx).
  { path: '/sys_monitor', element: <SysMonitorPage />, title: 'route.sysMonitor' },
];

/** The monitor screen (top bar 监控大屏): full screen, outside the console frame, behind the same session guard. */
export const MONITOR_SCREEN_PATH = '/monitor_screen';

/** The patrol worker's check-in page (a site's QR code opens it; shared PATROL_CHECK_IN_PATH): full screen for a phone, behind the session guard. */
export const CHECK_IN_PATH = '/patrol/check_in';

/** What the navigation may show: every page of the table, not the unit's not-found page, and the full-screen pages. */
export const servedPaths = [
  ...consoleRoutes.filter((route) => route.title !== 'route.notFound').map((route) => route.path),
  MONITOR_SCREEN_PATH,
  CHECK_IN_PATH,
];
registerServedPaths(servedPaths);

/** A page of one record says so when its query names none (inside its area's tabs, which still lead on). */
const withRecordGuard = (route: ConsoleRoute): ConsoleRoute =>
  route.record ? { ...route, element: <RequireRecord params={route.record}>{route.element}</RequireRecord> } : route;

/** Pages of one unit (/company/*) share the unit's content tabs. */
const withCompanyTabs = (route: ConsoleRoute): ConsoleRoute =>
  route.path.startsWith('/company/') ? { ...route, element: <CompanyFrame>{route.element}</CompanyFrame> } : route;

/** System management's pages share the area's content tabs; the district organisations' pages (manage/*) have theirs. */
const withSystemTabs = (route: ConsoleRoute): ConsoleRoute =>
  route.path.startsWith('/systemmanage/') && !route.path.startsWith('/systemmanage/manage')
    ? { ...route, element: <SystemManageFrame>{route.element}</SystemManageFrame> }
    : route;

/** The patrol pages share the area's content tabs. */
const withPatrolTabs = (route: ConsoleRoute): ConsoleRoute =>
  route.path.startsWith('/patrol/') ? { ...route, element: <PatrolFrame>{route.element}</PatrolFrame> } : route;
/** The maintenance area's pages share its header tabs (the repair form too: it is the area's since issue 20). */
const withVyborgTabs = (route: ConsoleRoute): ConsoleRoute =>
  route.path.startsWith('/vyborg/') ? { ...route, element: <VyborgFrame>{route.element}</VyborgFrame> } : route;

/** A table row as the router takes it: the title and the way back travel in the route's handle. */
const toRouteObject = ({ path, element, title, parent }: ConsoleRoute): RouteObject => {
  const parentTitle = parent ? consoleRoutes.find((route) => matchPath(route.path, parent))?.title : undefined;
  return {
    path,
    element,
    handle: {
      title,
      parent: parent && parentTitle ? { path: parent, title: parentTitle } : undefined,
    } satisfies PageHandle,
  };
};

/** The whole tree (exported for tests, which run it in a memory router). */
export const appRoutes: RouteObject[] = [
  {
    path: '/login',
    element: (
      <>
        <DocumentTitle />
        <LoginPage />
      </>
    ),
    handle: { title: 'route.login' } satisfies PageHandle,
  },
  { path: '/login.html', element: <Navigate to="/login" replace /> },
  // Where a third-party system's entry link lands (docs/third-party.md): public, like the login page.
  {
    path: THIRD_ENTER_LANDING,
    element: (
      <>
        <DocumentTitle />
        <ThirdEnterPage />
      </>
    ),
    handle: { title: 'thirdSystems.route.enter' } satisfies PageHandle,
  },
  {
    path: MONITOR_SCREEN_PATH,
    element: (
      <RequireSession>
        <DocumentTitle />
        <Suspense fallback={<div style={{ position: 'fixed', inset: 0, background: '#050d1a' }} />}>
          <MonitorScreenPage />
        </Suspense>
      </RequireSession>
    ),
    handle: { title: 'route.monitorScreen' } satisfies PageHandle,
  },
  {
    path: CHECK_IN_PATH,
    element: (
      <RequireSession>
        <DocumentTitle />
        <Suspense fallback={null}>
          <CheckInPage />
        </Suspense>
      </RequireSession>
    ),
    handle: { title: 'patrol.route.checkIn' } satisfies PageHandle,
  },
  {
    element: (
      <RequireSession>
        <Layout />
      </RequireSession>
    ),
    children: [
      { index: true, element: <Navigate to="/new_company_list" replace /> },
      ...consoleRoutes
        .map(withRecordGuard)
        .map(withCompanyTabs)
        .map(withSystemTabs)
        .map(withPatrolTabs)
        .map(withVyborgTabs)
        .map(toRouteObject),
      { path: '*', element: <NotFoundPage />, handle: { title: 'route.notFound' } satisfies PageHandle },
    ],
  },
];

export const router = createBrowserRouter(appRoutes);
