import { lazy } from 'react';

/** The pages the route table (app/routes.tsx) mounts, each loaded in a chunk of its own when first shown. */
export const VyborgFrame = lazy(() => import('./components/VyborgFrame'));
export const MaintManagePage = lazy(() => import('./pages/ManagePage'));
export const ContractListPage = lazy(() => import('./pages/ContractListPage'));
export const UnitContractListPage = lazy(() =>
  import('./pages/ContractListPage').then((module) => ({ default: module.UnitContractListPage })),
);
export const ContractEditPage = lazy(() => import('./pages/ContractEditPage'));
export const UnitContractEditPage = lazy(() =>
  import('./pages/ContractEditPage').then((module) => ({ default: module.UnitContractEditPage })),
);
export const ContractDetailPage = lazy(() => import('./pages/ContractDetailPage'));
export const UnitContractDetailPage = lazy(() =>
  import('./pages/ContractDetailPage').then((module) => ({ default: module.UnitContractDetailPage })),
);
export const MaintBuildingPage = lazy(() => import('./pages/BuildingPage'));
export const UnitMaintBuildingPage = lazy(() =>
  import('./pages/BuildingPage').then((module) => ({ default: module.UnitBuildingPage })),
);
export const ProjectListPage = lazy(() => import('./pages/ProjectListPage'));
export const MaintPlanListPage = lazy(() => import('./pages/PlanListPage'));
export const PlanEditPage = lazy(() => import('./pages/PlanEditPage'));
export const PlanDetailPage = lazy(() => import('./pages/PlanDetailPage'));
export const MaintTaskListPage = lazy(() => import('./pages/TaskListPage'));
export const TaskEditPage = lazy(() => import('./pages/TaskEditPage'));
export const TaskDetailPage = lazy(() => import('./pages/TaskDetailPage'));
export const TaskEquipEditPage = lazy(() => import('./pages/TaskEquipEditPage'));
export const ChargeListPage = lazy(() => import('./pages/ChargeListPage'));
export const ChargeCountPage = lazy(() => import('./pages/ChargeCountPage'));
export const DirectorListPage = lazy(() =>
  import('./pages/DirectorPages').then((module) => ({ default: module.DirectorListPage })),
);
export const DirectorUnitPage = lazy(() =>
  import('./pages/DirectorPages').then((module) => ({ default: module.DirectorUnitPage })),
);
export const ClientListPage = lazy(() =>
  import('./pages/DirectorPages').then((module) => ({ default: module.ClientListPage })),
);
export const DirectorTaskNewPage = lazy(() =>
  import('./pages/TaskEditPage').then((module) => ({ default: module.DirectorTaskNewPage })),
);
export const ReportListPage = lazy(() => import('./pages/ReportListPage'));
export const ReportGeneratePage = lazy(() => import('./pages/ReportGeneratePage'));
export const ReportDetailPage = lazy(() => import('./pages/ReportDetailPage'));
export const ReportManagePage = lazy(() => import('./pages/ReportManagePage'));
