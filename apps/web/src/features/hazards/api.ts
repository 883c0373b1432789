import type {
  DesignateOptions,
  HazardFullInfo,
  HazardInput,
  HazardRecord,
  HazardRow,
  HazardUnitRow,
  Page,
  UnitPickerRow,
} from '@fireline/shared';
import { api } from '../../lib/api';

const path = (name: string) => `/api_proxy/patrol/hazard/${name}/`;

export const fetchHazards = (query: Record<string, string | number>) =>
  api.get<Page<HazardRow>>(path('list_by_company_cared_hazard'), query);
export const fetchExamineHazards = (query: Record<string, string | number>) =>
  api.get<Page<HazardRow>>(path('list_by_company_hazard'), query);
export const fetchHazardUnits = (query: Record<string, string | number>) =>
  api.get<Page<HazardUnitRow>>(path('list_by_company'), query);
/** By id, or the hazard an alarm event raised (quietly: it may not exist yet, the page says so). */
export const fetchHazard = (query: { id: number } | { event_id: number }) =>
  api.get<HazardRecord>(path('info'), query, { silent: 'event_id' in query });
export const fetchHazardFullInfo = (id: number) =>
  api.get<HazardFullInfo>(path('full_info_by_thingid'), { thing_id: id });
export const fetchDesignateOptions = (id: number) => api.get<DesignateOptions>(path('by_designate_user'), { id });

export const createHazard = (body: HazardInput) => api.post<HazardRecord>(path('info'), body);
export const updateHazard = (body: HazardInput & { id: number }) => api.put<HazardRecord>(path('info'), body);
export const deleteHazard = (id: number) => api.delete<{ id: number }>(path('info'), { id });
/** 转报修: the repair task of a confirmed hazard (once per hazard; asking again answers the same task). */
export const raiseHazardRepair = (id: number, companyMaintId?: number) =>
  api.put<{ repair_task_id: number; created: boolean }>(path('repair'), { id, company_maint_id: companyMaintId });

/** The workflow steps (docs/hazards.md): each answers the hazard as it now is. */
export const hazardSteps = {
  reject: (body: { id: number; reason: string }) => api.post<HazardRecord>(path('by_hazard_reject'), body),
  confirm: (body: { id: number; deadline?: number; level?: number; resp_uids?: number[]; comment?: string }) =>
    api.post<HazardRecord>(path('dispost_by_comfirm_hazard'), body),
  designateCompany: (body: { id: number; company_maint_id: number; contract_id?: number; comment?: string }) =>
    api.put<HazardRecord>(path('by_designate_company'), body),
  designateUser: (body: { id: number; uid: number; comment?: string }) =>
    api.put<HazardRecord>(path('by_designate_user'), body),
  dispose: (body: { id: number; comment: string; photo_ids: string[] }) =>
    api.post<HazardRecord>(path('node_process'), { ...body, action: 'dispose' }),
  review: (body: { id: number; result: 'pass' | 'fail'; comment: string; photo_ids: string[] }) =>
    api.post<HazardRecord>(path('node_process'), { ...body, action: 'review' }),
  close: (body: { id: number; comment?: string }) => api.put<HazardRecord>(path('by_hazard_close'), body),
};

/** Units of the user's scope by name (other/GetCompanyList), for the report's unit. */
export const fetchUnitOptions = (name?: string) =>
  api.get<Page<UnitPickerRow>>('/api_proxy/other/GetCompanyList', { name, page_no: 0, page_size: 100 });
