import {
  deletedRecordSchema,
  departmentChildListQuerySchema,
  departmentCreateSchema,
  departmentDetailSchema,
  departmentIdQuerySchema,
  departmentListSchema,
  departmentUpdateSchema,
  orgPeopleQuerySchema,
  orgPeopleSchema,
  peopleTreeQuerySchema,
  peopleTreeSchema,
  postCreateSchema,
  postIdQuerySchema,
  postListQuerySchema,
  postPageSchema,
  postRecordSchema,
  postUpdateSchema,
} from '../departments';
import type { ApiEntries } from './entry';

/** The calls of the server's `departments` module: the schema objects its routes register. */
export const departmentsApi = {
  'GET /api_proxy/department/department_user_tree_list/': { query: peopleTreeQuerySchema, answer: peopleTreeSchema },
  'GET /api_proxy/department/department_child_list/': {
    query: departmentChildListQuerySchema,
    answer: departmentListSchema,
  },
  'GET /api_proxy/department/user_options/': { query: orgPeopleQuerySchema, answer: orgPeopleSchema },
  'GET /api_proxy/department/info/': { query: departmentIdQuerySchema, answer: departmentDetailSchema },
  'POST /api_proxy/department/info/': { body: departmentCreateSchema, answer: departmentDetailSchema },
  'PUT /api_proxy/department/info/': { body: departmentUpdateSchema, answer: departmentDetailSchema },
  'DELETE /api_proxy/department/info/': { query: departmentIdQuerySchema, answer: deletedRecordSchema },
  'GET /api_proxy/post/list/': { query: postListQuerySchema, answer: postPageSchema },
  'GET /api_proxy/post/info/': { query: postIdQuerySchema, answer: postRecordSchema },
  'POST /api_proxy/post/info/': { body: postCreateSchema, answer: postRecordSchema },
  'PUT /api_proxy/post/info/': { body: postUpdateSchema, answer: postRecordSchema },
  'DELETE /api_proxy/post/info/': { query: postIdQuerySchema, answer: deletedRecordSchema },
} satisfies ApiEntries;
