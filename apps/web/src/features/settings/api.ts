import type { PushSettings } from '@fireline/shared';
import { api } from '../../lib/api';

export const fetchPushSetting = () => api.get<PushSettings>('/api_proxy/user/push_setting/');
export const savePushSetting = (body: Omit<PushSettings, 'uid'>) =>
  api.put<PushSettings>('/api_proxy/user/push_setting/', body);
