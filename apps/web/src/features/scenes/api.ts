import type { BoundDevice, DeletedScene, Page, RemoteEnumItem, SceneBoundEquipment, SceneItem } from '@fireline/shared';
import { api } from '../../lib/api';

type Query = Record<string, string | number | undefined>;

export const fetchScenes = (query: Query) => api.get<Page<SceneItem>>('/api_proxy/scene/list/', query);
export const fetchScene = (id: number) => api.get<SceneItem>('/api_proxy/scene/info/', { scene_id: id });
export const createScene = (body: unknown) => api.post<SceneItem>('/api_proxy/scene/info/', body);
export const updateScene = (body: unknown) => api.put<SceneItem>('/api_proxy/scene/info/', body);
export const deleteScene = (id: number) => api.delete<DeletedScene>('/api_proxy/scene/info/', { scene_id: id });
export const fetchSceneDevices = (id: number) =>
  api.get<BoundDevice[]>('/api_proxy/scene/scene_bind_device/', { scene_id: id });
export const setSceneDevices = (body: { scene_id: number; device_ids: number[] }) =>
  api.post<BoundDevice[]>('/api_proxy/scene/scene_bind_device/', body);
export const fetchSceneEquipment = (id: number) =>
  api.get<SceneBoundEquipment[]>('/api_proxy/scene/scene_bind_equipment/', { scene_id: id });
export const setSceneEquipment = (body: { scene_id: number; equipment_ids: number[] }) =>
  api.post<SceneBoundEquipment[]>('/api_proxy/scene/scene_bind_equipment/', body);
export const fetchSceneTypes = () => api.get<RemoteEnumItem[]>('/api_proxy/enum/enum_scene_model_type/info/');
