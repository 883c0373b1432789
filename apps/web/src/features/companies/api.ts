import type { CompanyRecord, DeletedCompany, Page } from '@fireline/shared';
import { api } from '../../app/api';

export const fetchCompanies = (query: Record<string, string | number>) =>
  api.get<Page<CompanyRecord>>('/api_proxy/company_cared/list/', query);
export const fetchCompany = (companyId: number) =>
  api.get<CompanyRecord>('/api_proxy/company_cared/info/', { company_id: companyId });
export const createCompany = (body: Record<string, unknown>) =>
  api.post<CompanyRecord>('/api_proxy/company_cared/info/', body);
export const updateCompany = (body: Record<string, unknown>) =>
  api.put<CompanyRecord>('/api_proxy/company_cared/info/', body);
export const deleteCompany = (companyId: number) =>
  api.delete<DeletedCompany>('/api_proxy/company_cared/info/delete/', { company_id: companyId });
