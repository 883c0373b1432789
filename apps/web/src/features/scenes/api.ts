import { api, formValues } from '../../lib/api';

type Query = Record<string, string | number | undefined>;

export const fetchScenes = (query: Query) => api.get('/api_proxy/scene/list/', query);
export const fetchScene = (id: number) => api.get('/api_proxy/scene/info/', { scene_id: id });
export const createScene = (body: unknown) => api.post('/api_proxy/scene/info/', formValues(body));
export const updateScene = (body: unknown) => api.put('/api_proxy/scene/info/', formValues(body));
export const deleteScene = (id: number) => api.delete('/api_proxy/scene/info/', { scene_id: id });
export const fetchSceneDevices = (id: number) => api.get('/api_proxy/scene/scene_bind_device/', { scene_id: id });
export const setSceneDevices = (body: { scene_id: number; device_ids: number[] }) =>
  api.post('/api_proxy/scene/scene_bind_device/', body);
export const fetchSceneEquipment = (id: number) => api.get('/api_proxy/scene/scene_bind_equipment/', { scene_id: id });
export const setSceneEquipment = (body: { scene_id: number; equipment_ids: number[] }) =>
  api.post('/api_proxy/scene/scene_bind_equipment/', body);
export const fetchSceneTypes = () => api.get('/api_proxy/enum/enum_scene_model_type/info/');
