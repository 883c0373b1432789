import type { DeviceDot, Envelope, UploadedFile } from '@fireline/shared';
import { api, formValues } from '../../lib/api';
import { loadSession } from '../../lib/session';

export const fetchBuildingStrip = (companyId: number) =>
  api.get('/api_proxy/building/format_list_by_company_id/', { company_id: companyId });
export const fetchBuilding = (buildingId: number) => api.get('/api_proxy/building/info/', { building_id: buildingId });
export const deleteBuilding = (buildingId: number) =>
  api.delete('/api_proxy/building/info/', { building_id: buildingId });
export const fetchFloorPlan = (floorId: number) => api.get('/api_proxy/device_map/info/', { floor_id: floorId });
export const changeFloorPlan = (body: {
  floor_id: number;
  action: 'upload' | 'replace' | 'reset' | 'delete';
  file_id?: string;
}) => api.post('/api_proxy/device_map/info/', body);
/** POST device/updateDevicePositionByFile: starts the import job that places the sheet's devices on the unit's plans. */
export const startPositionImport = (body: { file_id: string; company_id: number }) =>
  api.post('/api_proxy/device/updateDevicePositionByFile/', body);
export const fetchDots = (floorId: number) => api.get('/api_proxy/device_map/dots/', { floor_id: floorId });
/** A device or a component on the plan: exactly one of the two ids. */
export type DotTarget = { device_id: number } | { component_id: number };
/** The newest alarm of a dot's device or component (event_list, newest first), as the dot's detail shows it. */
export const fetchNewestAlarm = (dot: Pick<DeviceDot, 'device_id' | 'component_id'>) =>
  api.get(
    '/api_proxy/event/event_list/',
    {
      ...(dot.component_id !== null ? { component_id: dot.component_id } : { device_id: dot.device_id ?? undefined }),
      page_no: 0,
      page_size: 1,
    },
    // A viewer without the alarm list's permission still sees the dot; the alarm line then says there is none to show.
    { silent: true },
  );
export const placeDot = (body: DotTarget & { floor_id: number; x: number; y: number }) =>
  api.post('/api_proxy/device_map/dots/', body);
export const removeDot = (dotId: number) => api.delete('/api_proxy/device_map/dots/', { dot_id: dotId });

/** Uploads a plan image through POST /upload/jupiter/image (multipart `file`), filed under the unit it is for. */
export const uploadPlanImage = async (file: File, companyId?: number): Promise<UploadedFile> => {
  const form = new FormData();
  form.append('file', file);
  const session = loadSession();
  const response = await fetch(`/upload/jupiter/image${companyId ? `?company_id=${companyId}` : ''}`, {
    method: 'POST',
    body: form,
    headers: session ? { authorization: `token ${session.user.user_token}` } : {},
  });
  const body = (await response.json()) as Envelope<UploadedFile>;
  if (body.code !== 0) throw new Error(body.msg);
  return body.data;
};

export const createBuilding = (body: Record<string, unknown>) =>
  api.post('/api_proxy/building/info/', formValues(body));
export const updateBuilding = (body: Record<string, unknown>) => api.put('/api_proxy/building/info/', formValues(body));
