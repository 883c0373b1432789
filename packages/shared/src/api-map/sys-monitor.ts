import { sysMonitorOverviewSchema } from '../sys-monitor';
import type { ApiEntries } from './entry';

/** The calls of the server's `sys-monitor` module: the schema objects its routes register. */
export const sysMonitorApi = {
  'GET /api_proxy/sys_monitor/overview/': { answer: sysMonitorOverviewSchema },
} satisfies ApiEntries;
