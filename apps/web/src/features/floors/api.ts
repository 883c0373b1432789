import type { FloorLabel } from '@fireline/shared';
import { request } from '../../app/api';

export type FloorRecord = {
  floor_id: number;
  floor_name: string;
  floor_type: FloorLabel;
  floor_number: number;
  building_id: number;
  description: string | null;
  area_count: number | null;
  has_plan: number;
};
export type AreaRecord = { area_id: number; area_name: string; floor_id: number; is_default: number };
export type FloorInput = { floor_type: FloorLabel; floor_number: number; description?: string | null };

// Writes are silent: the dialogs show the server's refusal themselves (duplicate floor, devices on it, last default area).
const silent = { silent: true };

export const fetchFloorList = (query: { building_id: number; page_no: number; page_size: number }) =>
  request<{ list: FloorRecord[]; total: number }>('GET', '/api_proxy/floor/floor_list/', { query });
export const createFloor = (body: FloorInput & { building_id: number }) =>
  request<FloorRecord>('POST', '/api_proxy/floor/floor_info/', { body, ...silent });
export const updateFloor = (body: Partial<FloorInput> & { floor_id: number }) =>
  request<FloorRecord>('PUT', '/api_proxy/floor/floor_info/', { body, ...silent });
export const deleteFloor = (floorId: number) =>
  request<{ floor_id: number }>('DELETE', '/api_proxy/floor/floor_info/', { query: { floor_id: floorId }, ...silent });

export const fetchAreas = (floorId: number) =>
  request<AreaRecord[]>('GET', '/api_proxy/floor/floor_area_list/', { query: { floor_id: floorId } });
export const createArea = (body: { floor_id: number; area_name: string }) =>
  request<AreaRecord>('POST', '/api_proxy/floor/floor_area_info/', { body, ...silent });
export const updateArea = (body: { area_id: number; area_name: string }) =>
  request<AreaRecord>('PUT', '/api_proxy/floor/floor_area_info/', { body, ...silent });
export const deleteArea = (areaId: number) =>
  request<{ area_id: number }>('DELETE', '/api_proxy/floor/floor_area_info/', {
    query: { area_id: areaId },
    ...silent,
  });
