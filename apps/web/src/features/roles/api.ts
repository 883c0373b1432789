import type { RoleCreate, RoleUpdate } from '@fireline/shared';
import { api } from '../../lib/api';

export const fetchRoles = () => api.get('/api_proxy/role/list/');
export const fetchRole = (id: number) => api.get('/api_proxy/role/info/', { id });
export const createRole = (body: RoleCreate) => api.post('/api_proxy/role/info/', body);
export const updateRole = (body: RoleUpdate) => api.put('/api_proxy/role/info/', body);
export const deleteRole = (id: number) => api.delete('/api_proxy/role/info/', { id });
