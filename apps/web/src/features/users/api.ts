import type {
  CertificateRecord,
  Page,
  PushSettings,
  PushSettingsBody,
  UnitPickerRow,
  UserFormOptions,
  UserRecord,
  UsernameCheck,
} from '@fireline/shared';
import { api } from '../../lib/api';

type Query = Record<string, string | number | undefined>;

export const fetchUsers = (query: Query) => api.get<Page<UserRecord>>('/api_proxy/user/list_by_company_id/', query);
export const fetchUser = (userId: number) => api.get<UserRecord>('/api_proxy/user/info/', { user_id: userId });
export const createUser = (body: Record<string, unknown>) => api.post<UserRecord>('/api_proxy/user/info/', body);
export const updateUser = (body: Record<string, unknown>) => api.put<UserRecord>('/api_proxy/user/info/', body);
export const deleteUsers = (ids: number[]) =>
  api.delete<{ ids: number[] }>('/api_proxy/user/info/', { ids: ids.join(',') });
export const setActiveStatus = (userId: number, isActive: 0 | 1) =>
  api.put<UserRecord>('/api_proxy/user/set_active_status/', { user_id: userId, is_active: isActive });
export const changePassword = (body: {
  user_id?: number;
  old_password?: string;
  password: string;
  confirm_password: string;
}) => api.put<UserRecord>('/api_proxy/user/update_user_password/', body);
export const updateMyInfo = (body: { name?: string; avatar?: string | null }) =>
  api.put<UserRecord>('/api_proxy/user/my_info/', body);
/** Silent: the form says itself that the account is taken. */
export const checkAccount = (account: string) =>
  api.get<UsernameCheck>('/api_proxy/user/check_account/', { account }, { silent: true });
export const fetchFormOptions = (companyId?: number) =>
  api.get<UserFormOptions>('/api_proxy/user/form_options/', { company_id: companyId });

export const fetchCertificates = (userId: number) =>
  api.get<CertificateRecord[]>('/api_proxy/user/certificate/info/', { user_id: userId });
export const createCertificate = (body: Record<string, unknown>) =>
  api.post<CertificateRecord>('/api_proxy/user/certificate/info/', body);
export const updateCertificate = (body: Record<string, unknown>) =>
  api.put<CertificateRecord>('/api_proxy/user/certificate/info/', body);
export const deleteCertificate = (id: number) =>
  api.delete<{ certificate_id: number }>('/api_proxy/user/certificate/info/', { certificate_id: id });

/** Another person's alarm push switches and distribution rules (user/push_setting with target_uid). */
export const fetchPushSettingOf = (userId: number) =>
  api.get<PushSettings>('/api_proxy/user/push_setting/', { target_uid: userId });
export const savePushSettingOf = (userId: number, body: PushSettingsBody) =>
  api.put<PushSettings>('/api_proxy/user/push_setting/', body, { query: { target_uid: userId } });
/** Units of the caller's scope, for designating units. */
export const fetchScopeUnits = (name?: string) =>
  api.get<Page<UnitPickerRow>>('/api_proxy/other/GetCompanyList', { name, page_no: 0, page_size: 100 });
