/** The platform's own health (/sys_monitor): what other modules may use of this one. */
export { sysMonitorRoutes } from './sys-monitor.routes';
