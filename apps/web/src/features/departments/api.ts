import type {
  DeletedRecord,
  DepartmentCreate,
  DepartmentDetail,
  DepartmentRecord,
  DepartmentUpdate,
  OrgPerson,
  Page,
  PostCreate,
  PostRecord,
  PostUpdate,
} from '@fireline/shared';
import { api } from '../../lib/api';

type Query = Record<string, string | number | undefined>;

export const fetchDepartmentTree = () => api.get<DepartmentRecord[]>('/api_proxy/department/department_child_list/');
export const fetchDepartment = (id: number) => api.get<DepartmentDetail>('/api_proxy/department/info/', { id });
export const fetchOrgPeople = () => api.get<OrgPerson[]>('/api_proxy/department/user_options/');
export const createDepartment = (body: DepartmentCreate) =>
  api.post<DepartmentDetail>('/api_proxy/department/info/', body);
export const updateDepartment = (body: DepartmentUpdate) =>
  api.put<DepartmentDetail>('/api_proxy/department/info/', body);
export const deleteDepartment = (id: number) => api.delete<DeletedRecord>('/api_proxy/department/info/', { id });

export const fetchPosts = (query: Query) => api.get<Page<PostRecord>>('/api_proxy/post/list/', query);
export const createPost = (body: PostCreate) => api.post<PostRecord>('/api_proxy/post/info/', body);
export const updatePost = (body: PostUpdate) => api.put<PostRecord>('/api_proxy/post/info/', body);
export const deletePost = (id: number) => api.delete<DeletedRecord>('/api_proxy/post/info/', { id });
