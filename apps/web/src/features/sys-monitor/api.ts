import { api } from '../../lib/api';

/** The platform's health as the answering process sees it (docs/architecture.md "Platform health"). */
export const fetchSysMonitorOverview = () => api.get('/api_proxy/sys_monitor/overview/');
