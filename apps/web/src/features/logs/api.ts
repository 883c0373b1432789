import { api } from '../../lib/api';

type Query = Record<string, string | number | undefined>;

/** The logs' calls (docs/architecture.md "Operation log", "Sessions and login"). */
export const fetchOperationLog = (query: Query) => api.get('/api_proxy/log/operation_log_list/', query);
export const fetchLoginLog = (query: Query) => api.get('/api_proxy/log/login_log_list/', query);
