import type { FloorCreate } from '@fireline/shared';
import { api } from '../../lib/api';

export type FloorInput = Omit<FloorCreate, 'building_id'>;

// Writes are silent: the dialogs show the server's refusal themselves (duplicate floor, devices on it, last default area).
const silent = { silent: true };

export const fetchFloorList = (query: { building_id: number; page_no: number; page_size: number }) =>
  api.get('/api_proxy/floor/floor_list/', query);
export const createFloor = (body: FloorInput & { building_id: number }) =>
  api.post('/api_proxy/floor/floor_info/', body, silent);
export const updateFloor = (body: Partial<FloorInput> & { floor_id: number }) =>
  api.put('/api_proxy/floor/floor_info/', body, silent);
export const deleteFloor = (floorId: number) =>
  api.delete('/api_proxy/floor/floor_info/', { floor_id: floorId }, silent);

export const fetchAreas = (floorId: number) => api.get('/api_proxy/floor/floor_area_list/', { floor_id: floorId });
export const createArea = (body: { floor_id: number; area_name: string }) =>
  api.post('/api_proxy/floor/floor_area_info/', body, silent);
export const updateArea = (body: { area_id: number; area_name: string }) =>
  api.put('/api_proxy/floor/floor_area_info/', body, silent);
export const deleteArea = (areaId: number) =>
  api.delete('/api_proxy/floor/floor_area_info/', { area_id: areaId }, silent);
