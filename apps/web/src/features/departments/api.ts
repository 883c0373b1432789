import type { DepartmentCreate, DepartmentUpdate, PostCreate, PostUpdate } from '@fireline/shared';
import { api } from '../../lib/api';

type Query = Record<string, string | number | undefined>;

export const fetchDepartmentTree = () => api.get('/api_proxy/department/department_child_list/');
export const fetchDepartment = (id: number) => api.get('/api_proxy/department/info/', { id });
export const fetchOrgPeople = () => api.get('/api_proxy/department/user_options/');
export const createDepartment = (body: DepartmentCreate) => api.post('/api_proxy/department/info/', body);
export const updateDepartment = (body: DepartmentUpdate) => api.put('/api_proxy/department/info/', body);
export const deleteDepartment = (id: number) => api.delete('/api_proxy/department/info/', { id });

export const fetchPosts = (query: Query) => api.get('/api_proxy/post/list/', query);
export const createPost = (body: PostCreate) => api.post('/api_proxy/post/info/', body);
export const updatePost = (body: PostUpdate) => api.put('/api_proxy/post/info/', body);
export const deletePost = (id: number) => api.delete('/api_proxy/post/info/', { id });
