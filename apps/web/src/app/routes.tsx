import { lazy } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { RequireSession } from './RequireSession';

const LoginPage = lazy(() => import('../features/auth/pages/LoginPage'));
const Layout = lazy(() => import('./Layout'));
// Lazy like the pages: its tab bar (antd Tabs and their overflow menu) is not needed by the login page.
const CompanyFrame = lazy(() => import('../components/CompanyFrame').then((module) => ({ default: module.CompanyFrame })));
const NotFoundPage = lazy(() => import('../features/errors/NotFoundPage'));
const SetupPage = lazy(() => import('../features/settings/pages/SetupPage'));
const CompanyListPage = lazy(() => import('../features/companies/pages/CompanyListPage'));
const CompanyEditPage = lazy(() => import('../features/companies/pages/CompanyEditPage'));
const CompanyImportPage = lazy(() => import('../features/companies/pages/CompanyImportPage'));
const DeviceImportPage = lazy(() => import('../features/imports/pages/DeviceImportPage'));
const CompanyInfoPage = lazy(() => import('../features/companies/pages/CompanyInfoPage'));
const BuildingListPage = lazy(() => import('../features/buildings/pages/BuildingListPage'));
const BuildingEditPage = lazy(() => import('../features/buildings/pages/BuildingEditPage'));
const BuildingInfoPage = lazy(() => import('../features/buildings/pages/BuildingInfoPage'));
const BuildingFloorPage = lazy(() => import('../features/buildings/pages/BuildingFloorPage'));
const AlarmListPage = lazy(() => import('../features/alarms/pages/AlarmListPage'));
const ShieldedListPage = lazy(() => import('../features/alarms/pages/ShieldedListPage'));
const DeviceViewPage = lazy(() => import('../features/alarms/pages/DeviceViewPage'));
const UnregisteredPage = lazy(() => import('../features/alarms/pages/UnregisteredPage'));
const AlarmDetailPage = lazy(() => import('../features/alarms/pages/AlarmDetailPage'));
const HistoryAlarmPage = lazy(() => import('../features/alarms/pages/HistoryAlarmPage'));
const RepairNewPage = lazy(() => import('../features/alarms/pages/RepairNewPage'));
const DeviceListPage = lazy(() => import('../features/devices/pages/DeviceListPage'));
const FireSystemPage = lazy(() => import('../features/systems/pages/FireSystemPage'));
const SystemEditPage = lazy(() => import('../features/systems/pages/SystemEditPage'));
const DeviceInfoPage = lazy(() => import('../features/devices/pages/DeviceInfoPage'));
const DeviceRedirect = lazy(() => import('../features/devices/pages/DeviceRedirect'));
const DeviceEditPage = lazy(() => import('../features/devices/pages/DeviceEditPage'));
const EquipmentListPage = lazy(() => import('../features/equipment/pages/EquipmentListPage'));
const EquipmentEditPage = lazy(() => import('../features/equipment/pages/EquipmentEditPage'));
const EquipmentInfoPage = lazy(() => import('../features/equipment/pages/EquipmentInfoPage'));
const EquipmentDevicePage = lazy(() => import('../features/equipment/pages/EquipmentDevicePage'));
const SceneListPage = lazy(() => import('../features/scenes/pages/SceneListPage'));
const SceneEditPage = lazy(() => import('../features/scenes/pages/SceneEditPage'));
const SceneInfoPage = lazy(() => import('../features/scenes/pages/SceneInfoPage'));
const SceneBindDevicePage = lazy(() => import('../features/scenes/pages/SceneBindDevicePage'));
const SceneBindEquipmentPage = lazy(() => import('../features/scenes/pages/SceneBindEquipmentPage'));
const HydrantOverviewPage = lazy(() => import('../features/hydrants/pages/HydrantOverviewPage'));
const HydrantListPage = lazy(() => import('../features/hydrants/pages/HydrantListPage'));
const HydrantEditPage = lazy(() => import('../features/hydrants/pages/HydrantEditPage'));
const HydrantDetailsRoute = lazy(() => import('../features/hydrants/pages/HydrantDetailsRoute'));
const HydrantAlarmListPage = lazy(() => import('../features/hydrants/pages/HydrantAlarmListPage'));
const HydrantAddressPage = lazy(() => import('../features/hydrants/pages/HydrantAddressPage'));
const HydrantImportPage = lazy(() => import('../features/hydrants/pages/HydrantImportPage'));
const HydrantMapPage = lazy(() => import('../features/hydrants/pages/HydrantMapPage'));
const DistrictListPage = lazy(() => import('../features/district/pages/DistrictListPage'));
const DistrictAddPage = lazy(() => import('../features/district/pages/DistrictAddPage'));
const DistrictDetailsPage = lazy(() => import('../features/district/pages/DistrictDetailsPage'));
const BindingUnitPage = lazy(() => import('../features/district/pages/BindingUnitPage'));
const DistrictImportPage = lazy(() => import('../features/district/pages/DistrictImportPage'));
const DistrictMoreAddPage = lazy(() => import('../features/district/pages/DistrictMoreAddPage'));

/**
 * The route table. Feature pages join `consoleRoutes` as their issues land; a path no feature serves yet shows
 * the not-found page inside the console rather than anything pretending to work.
 */
export const consoleRoutes: { path: string; element: React.ReactNode }[] = [
  { path: '/systemmanage/setup', element: <SetupPage /> },
  { path: '/new_company_list', element: <CompanyListPage /> },
  { path: '/new_company_list/new', element: <CompanyEditPage /> },
  { path: '/new_company_list/import', element: <CompanyImportPage /> },
  { path: '/company/home_page', element: <CompanyInfoPage /> },
  { path: '/company/company', element: <CompanyInfoPage /> },
  { path: '/company/company/edit', element: <CompanyEditPage /> },
  { path: '/company/building_list', element: <BuildingListPage /> },
  { path: '/company/building_list/floor', element: <BuildingFloorPage /> },
  { path: '/company/building/edit', element: <BuildingEditPage /> },
  { path: '/company/building_list/info', element: <BuildingInfoPage /> },
  { path: '/alarmdeal', element: <Navigate to="/alarmdeal/alarmdeal_list/fire" replace /> },
  { path: '/alarmdeal/alarmdeal_list/:category', element: <AlarmListPage /> },
  { path: '/alarmdeal/alarmdeal_shielded/:category', element: <ShieldedListPage /> },
  { path: '/alarmdeal/device_new', element: <DeviceViewPage /> },
  { path: '/alarmdeal/unregistered', element: <UnregisteredPage /> },
  { path: '/alarmdeal/detailsinfo/:page', element: <AlarmDetailPage /> },
  { path: '/company/historyalarm/:tab', element: <HistoryAlarmPage /> },
  { path: '/alarmdeal/historyalarm/:tab', element: <HistoryAlarmPage /> },
  { path: '/vyborg/new', element: <RepairNewPage /> },
  { path: '/company/device', element: <DeviceRedirect /> },
  { path: '/company/device/all_device_list', element: <DeviceListPage /> },
  { path: '/company/firesystem', element: <FireSystemPage /> },
  { path: '/company/firesystem/edit', element: <SystemEditPage /> },
  { path: '/company/device/info', element: <DeviceInfoPage /> },
  { path: '/company/device/edit', element: <DeviceEditPage /> },
  { path: '/company/component/import', element: <DeviceImportPage /> },
  ...['device_independent_list', 'device_dtu_list', 'component_list', 'device_alarm_list'].map((list) => ({ path: `/company/:company_tab/${list}`, element: <DeviceListPage /> })),
  { path: '/company/equipment_list', element: <EquipmentListPage /> },
  { path: '/company/equipment/edit', element: <EquipmentEditPage /> },
  { path: '/company/equipment/info', element: <EquipmentInfoPage /> },
  { path: '/company/equipment/device', element: <EquipmentDevicePage /> },
  { path: '/company/scene_list', element: <SceneListPage /> },
  { path: '/company/scene_list/edit', element: <SceneEditPage /> },
  { path: '/company/scene_list/info', element: <SceneInfoPage /> },
  { path: '/company/scene_list/bindDevice', element: <SceneBindDevicePage /> },
  { path: '/company/scene_list/bindEquipment', element: <SceneBindEquipmentPage /> },
  { path: '/firecock', element: <Navigate to="/firecock/present_firecock" replace /> },
  { path: '/firecock/present_firecock', element: <HydrantOverviewPage /> },
  { path: '/firecock/fire_list', element: <HydrantListPage /> },
  { path: '/firecock/add_firecock', element: <HydrantEditPage /> },
  { path: '/firecock/details_firecock', element: <HydrantDetailsRoute /> },
  { path: '/firecock/alarm_list', element: <HydrantAlarmListPage /> },
  { path: '/firecock/Address_list', element: <HydrantAddressPage /> },
  // Permission node firecock-map (spec 001 §2 map_firecock).
  { path: '/firecock/map_firecock', element: <HydrantMapPage /> },
  { path: '/firecock/import_firecock', element: <HydrantImportPage /> },
  { path: '/systemmanage/manage', element: <Navigate to="/systemmanage/manage/1" replace /> },
  { path: '/systemmanage/manage/company_add', element: <DistrictAddPage /> },
  { path: '/systemmanage/manage/details', element: <DistrictDetailsPage /> },
  { path: '/systemmanage/manage/details_center_info', element: <DistrictDetailsPage kind="center" /> },
  { path: '/systemmanage/manage/binding_unit', element: <BindingUnitPage /> },
  { path: '/systemmanage/manage/import', element: <DistrictImportPage /> },
  { path: '/systemmanage/manage/more_add', element: <DistrictMoreAddPage /> },
  { path: '/systemmanage/manage/:type', element: <DistrictListPage /> },
];

/** Pages of one unit (/company/*) share the unit's content tabs. */
const withCompanyTabs = (route: { path: string; element: React.ReactNode }) =>
  route.path.startsWith('/company/') ? { ...route, element: <CompanyFrame>{route.element}</CompanyFrame> } : route;

export const router = createBrowserRouter([
  { path: '/login', element: <LoginPage /> },
  { path: '/login.html', element: <Navigate to="/login" replace /> },
  {
    element: (
      <RequireSession>
        <Layout />
      </RequireSession>
    ),
    children: [{ index: true, element: <Navigate to="/new_company_list" replace /> }, ...consoleRoutes.map(withCompanyTabs), { path: '*', element: <NotFoundPage /> }],
  },
]);
