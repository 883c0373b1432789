import type { PushSettingsBody, UserRecord } from '@fireline/shared';
import { api, formValues } from '../../lib/api';

type Query = Record<string, string | number | undefined>;

export const fetchUsers = (query: Query) => api.get('/api_proxy/user/list_by_company_id/', query);
/** user/info with a user_id answers that person's record (without one, the caller's login answer: session-refresh.ts). */
export const fetchUser = async (userId: number) =>
  (await api.get('/api_proxy/user/info/', { user_id: userId })) as UserRecord;
export const createUser = (body: Record<string, unknown>) => api.post('/api_proxy/user/info/', formValues(body));
export const updateUser = (body: Record<string, unknown>) => api.put('/api_proxy/user/info/', formValues(body));
export const deleteUsers = (ids: number[]) => api.delete('/api_proxy/user/info/', { ids: ids.join(',') });
export const setActiveStatus = (userId: number, isActive: 0 | 1) =>
  api.put('/api_proxy/user/set_active_status/', { user_id: userId, is_active: isActive });
export const changePassword = (body: {
  user_id?: number;
  old_password?: string;
  password: string;
  confirm_password: string;
}) => api.put('/api_proxy/user/update_user_password/', body);
export const updateMyInfo = (body: { name?: string; avatar?: string | null }) =>
  api.put('/api_proxy/user/my_info/', body);
/** Silent: the form says itself that the account is taken. */
export const checkAccount = (account: string) =>
  api.get('/api_proxy/user/check_account/', { account }, { silent: true });
export const fetchFormOptions = (companyId?: number) =>
  api.get('/api_proxy/user/form_options/', { company_id: companyId });

export const fetchCertificates = (userId: number) => api.get('/api_proxy/user/certificate/info/', { user_id: userId });
export const createCertificate = (body: Record<string, unknown>) =>
  api.post('/api_proxy/user/certificate/info/', formValues(body));
export const updateCertificate = (body: Record<string, unknown>) =>
  api.put('/api_proxy/user/certificate/info/', formValues(body));
export const deleteCertificate = (id: number) =>
  api.delete('/api_proxy/user/certificate/info/', { certificate_id: id });

/** Another person's alarm push switches and distribution rules (user/push_setting with target_uid). */
export const fetchPushSettingOf = (userId: number) => api.get('/api_proxy/user/push_setting/', { target_uid: userId });
export const savePushSettingOf = (userId: number, body: PushSettingsBody) =>
  api.put('/api_proxy/user/push_setting/', body, { query: { target_uid: userId } });
/** Units of the caller's scope, for designating units. */
export const fetchScopeUnits = (name?: string) =>
  api.get('/api_proxy/other/GetCompanyList', { name, page_no: 0, page_size: 100 });
