/** Fire patrol (消防巡查, docs/patrol.md): what other modules and the scheduler may use of this one. */
export { patrolSiteRoutes } from './sites.routes';
export { patrolItemRoutes } from './items.routes';
export { patrolRouteRoutes } from './patrol-routes.routes';
export { patrolPlanRoutes } from './plans.routes';
export { patrolTaskRoutes } from './tasks.routes';
export { patrolRecordRoutes } from './records.routes';
export { patrolReportRoutes } from './reports.routes';
export { patrolQrcodeRoutes } from './qrcode.routes';
export { patrolArchiveRoutes } from './archive.routes';
export { runPatrolSchedule, generateDueTasks } from './tasks.service';
export { unfitItemsOfRecord, type UnfitItem } from './records.service';
