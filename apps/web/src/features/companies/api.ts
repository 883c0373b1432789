import type { Point as Points } from '../../components/coordinates';
import { api } from '../../app/api';

/** The archive record as company_cared/info and company_cared/list answer it (docs/archives.md). */
export type Company = {
  company_id: number;
  company_name: string;
  company_type: string;
  category: string | null;
  company_address: string | null;
  company_address_specific: string | null;
  contact_name: string | null;
  contact_phone: string | null;
  points: Points | null;
  integrity_score: number;
  enum_company_online_status: 0 | 1;
  authority_company_name: string | null;
  center_name: string | null;
  create_time: number;
  business_license_graph: string[];
  company_graph: string[];
  level_prove_graph: string[];
} & Record<string, unknown>;

export type Paged<T> = { list: T[]; total: number };
export type EnumEntry = { id: number; name: string; eng_name: string };

export const fetchCompanies = (query: Record<string, string | number>) =>
  api.get<Paged<Company>>('/api_proxy/company_cared/list/', query);
export const fetchCompany = (companyId: number) =>
  api.get<Company>('/api_proxy/company_cared/info/', { company_id: companyId });
export const createCompany = (body: Record<string, unknown>) =>
  api.post<Company>('/api_proxy/company_cared/info/', body);
export const updateCompany = (body: Record<string, unknown>) =>
  api.put<Company>('/api_proxy/company_cared/info/', body);
export const deleteCompany = (companyId: number) =>
  api.delete<unknown>('/api_proxy/company_cared/info/delete/', { company_id: companyId });
export const fetchEnum = (name: string) => api.get<EnumEntry[]>(`/api_proxy/enum/list/${name}/`);
