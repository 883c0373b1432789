import type { DeletedRecord, RoleCreate, RoleRecord, RoleUpdate } from '@fireline/shared';
import { api } from '../../lib/api';

export const fetchRoles = () => api.get<RoleRecord[]>('/api_proxy/role/list/');
export const fetchRole = (id: number) => api.get<RoleRecord>('/api_proxy/role/info/', { id });
export const createRole = (body: RoleCreate) => api.post<RoleRecord>('/api_proxy/role/info/', body);
export const updateRole = (body: RoleUpdate) => api.put<RoleRecord>('/api_proxy/role/info/', body);
export const deleteRole = (id: number) => api.delete<DeletedRecord>('/api_proxy/role/info/', { id });
