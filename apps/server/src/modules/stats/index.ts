/** Statistics (issue 17): what other modules may use of this one. */
export { alarmStatRoutes } from './alarm-stats.routes';
export { archiveStatRoutes } from './archive-stats.routes';
export { homeStatRoutes } from './home-stats.routes';
export { hourlyStatRoutes } from './hourly-stats.routes';
export { statExportRoutes } from './stats-export.routes';
export { deviceAlarmStatRoutes } from './device-alarm-stats.routes';
export { groupStatRoutes } from './group-stats.routes';
export { countCategoriesFromRollUp, countSinceFromRollUp } from './alarm-stats.service';
export { foldEventCounts, syncRollUpOffset } from './roll-up.service';
export { countOpenEventsByUnit } from './roll-up.service';
