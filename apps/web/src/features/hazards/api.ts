import type { HazardInput, BodyOf, CallOf } from '@fireline/shared';
import { api } from '../../lib/api';

/** The body of a hazard call, `METHOD patrol/hazard/{name}/`. */
type Body<M extends 'POST' | 'PUT', N extends string> = BodyOf<CallOf<M, `/api_proxy/patrol/hazard/${N}/`>>;
const path = <N extends string>(name: N) => `/api_proxy/patrol/hazard/${name}/` as const;

export const fetchHazards = (query: Record<string, string | number>) =>
  api.get(path('list_by_company_cared_hazard'), query);
export const fetchExamineHazards = (query: Record<string, string | number>) =>
  api.get(path('list_by_company_hazard'), query);
export const fetchHazardUnits = (query: Record<string, string | number>) => api.get(path('list_by_company'), query);
/** By id, or the hazard an alarm event raised (quietly: it may not exist yet, the page says so). */
export const fetchHazard = (query: { id: number } | { event_id: number }) =>
  api.get(path('info'), query, { silent: 'event_id' in query });
export const fetchHazardFullInfo = (id: number) => api.get(path('full_info_by_thingid'), { thing_id: id });
export const fetchDesignateOptions = (id: number) => api.get(path('by_designate_user'), { id });

export const createHazard = (body: HazardInput) => api.post(path('info'), body);
export const updateHazard = (body: HazardInput & { id: number }) => api.put(path('info'), body);
export const deleteHazard = (id: number) => api.delete(path('info'), { id });
/** 转报修: the repair task of a confirmed hazard (once per hazard; asking again answers the same task). */
export const raiseHazardRepair = (id: number, companyMaintId?: number) =>
  api.put(path('repair'), { id, company_maint_id: companyMaintId });

/** The workflow steps (docs/hazards.md): each answers the hazard as it now is. */
export const hazardSteps = {
  reject: (body: Body<'POST', 'by_hazard_reject'>) => api.post(path('by_hazard_reject'), body),
  confirm: (body: Body<'POST', 'dispost_by_comfirm_hazard'>) => api.post(path('dispost_by_comfirm_hazard'), body),
  designateCompany: (body: Body<'PUT', 'by_designate_company'>) => api.put(path('by_designate_company'), body),
  designateUser: (body: Body<'PUT', 'by_designate_user'>) => api.put(path('by_designate_user'), body),
  dispose: (body: { id: number; comment: string; photo_ids: string[] }) =>
    api.post(path('node_process'), { ...body, action: 'dispose' }),
  review: (body: { id: number; result: 'pass' | 'fail'; comment: string; photo_ids: string[] }) =>
    api.post(path('node_process'), { ...body, action: 'review' }),
  close: (body: Body<'PUT', 'by_hazard_close'>) => api.put(path('by_hazard_close'), body),
};

/** Units of the user's scope by name (other/GetCompanyList), for the report's unit. */
export const fetchUnitOptions = (name?: string) =>
  api.get('/api_proxy/other/GetCompanyList', { name, page_no: 0, page_size: 100 });
