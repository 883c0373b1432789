import type { BodyOf } from '@fireline/shared';
import { api } from '../../lib/api';

export const fetchPushSetting = () => api.get('/api_proxy/user/push_setting/');
export const savePushSetting = (body: BodyOf<'PUT /api_proxy/user/push_setting/'>) =>
  api.put('/api_proxy/user/push_setting/', body);
