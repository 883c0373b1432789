import { api } from '../../app/api';

export type PushSetting = {
  uid: number;
  muted_categories: string[];
  receive_all_fire: boolean;
  designated_unit_ids: number[];
  priority: number;
  channels?: string[];
};

export const fetchPushSetting = () => api.get<PushSetting>('/api_proxy/user/push_setting/');
export const savePushSetting = (body: Omit<PushSetting, 'uid'>) =>
  api.put<PushSetting>('/api_proxy/user/push_setting/', body);
