import type { AreaRecord, DeletedArea, DeletedFloor, FloorCreate, FloorRecord, Page } from '@fireline/shared';
import { request } from '../../lib/api';

export type FloorInput = Omit<FloorCreate, 'building_id'>;

// Writes are silent: the dialogs show the server's refusal themselves (duplicate floor, devices on it, last default area).
const silent = { silent: true };

export const fetchFloorList = (query: { building_id: number; page_no: number; page_size: number }) =>
  request<Page<FloorRecord>>('GET', '/api_proxy/floor/floor_list/', { query });
export const createFloor = (body: FloorInput & { building_id: number }) =>
  request<FloorRecord>('POST', '/api_proxy/floor/floor_info/', { body, ...silent });
export const updateFloor = (body: Partial<FloorInput> & { floor_id: number }) =>
  request<FloorRecord>('PUT', '/api_proxy/floor/floor_info/', { body, ...silent });
export const deleteFloor = (floorId: number) =>
  request<DeletedFloor>('DELETE', '/api_proxy/floor/floor_info/', { query: { floor_id: floorId }, ...silent });

export const fetchAreas = (floorId: number) =>
  request<AreaRecord[]>('GET', '/api_proxy/floor/floor_area_list/', { query: { floor_id: floorId } });
export const createArea = (body: { floor_id: number; area_name: string }) =>
  request<AreaRecord>('POST', '/api_proxy/floor/floor_area_info/', { body, ...silent });
export const updateArea = (body: { area_id: number; area_name: string }) =>
  request<AreaRecord>('PUT', '/api_proxy/floor/floor_area_info/', { body, ...silent });
export const deleteArea = (areaId: number) =>
  request<DeletedArea>('DELETE', '/api_proxy/floor/floor_area_info/', {
    query: { area_id: areaId },
    ...silent,
  });
