/** Statistics (issue 17): what other modules may use of this one. */
export { alarmStatRoutes } from './alarm-stats.routes';
export { archiveStatRoutes } from './archive-stats.routes';
export { statExportRoutes } from './stats-export.routes';
export { countCategoriesFromRollUp, countSinceFromRollUp } from './alarm-stats.service';
export { foldEventCounts, syncRollUpOffset } from './roll-up.service';
