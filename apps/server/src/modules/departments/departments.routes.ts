import {
  answers,
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
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import {
  createDepartment,
  deleteDepartment,
  getDepartment,
  listDepartmentTree,
  listOrgPeople,
  peopleTreeFor,
  updateDepartment,
} from './departments.service';

const tags = ['departments'];
/** Department management, and the account pages that place a person in a department, read the departments. */
export const departmentReaders = ['systemmanage-department', 'systemmanage-account', 'company-user'];
const keeper = 'systemmanage-department';

/** Departments (spec 001 §2 /systemmanage/department, §7 department/*) and the handling dialog's person tree. */
export const departmentRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  // The handling dialog's person tree (spec 000 §6): a centre user gets the centre's people plus only the unit's first node.
  api.get(
    '/api_proxy/department/department_user_tree_list/',
    {
      // Also the patrol plan's executor and participants (docs/patrol.md).
      config: { permission: ['alarmdeal-list', 'patrol-plan', 'patrol-administer'] },
      schema: {
        tags,
        summary: 'Departments and people of a unit',
        querystring: peopleTreeQuerySchema,
        response: answers(peopleTreeSchema),
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      return ok(request, await peopleTreeFor(db, caller, request.query.company_id ?? caller.session.orgId));
    },
  );

  api.get(
    '/api_proxy/department/department_child_list/',
    {
      config: { permission: departmentReaders },
      schema: {
        tags,
        summary: 'Departments under a department (or the top), each with its subtree',
        querystring: departmentChildListQuerySchema,
        response: answers(departmentListSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await listDepartmentTree(db, await callerOf(request), {
          companyId: request.query.company_id,
          parentId: request.query.parent_id,
        }),
      ),
  );

  api.get(
    '/api_proxy/department/user_options/',
    {
      config: { permission: departmentReaders },
      schema: {
        tags,
        summary: 'The organisation’s people, for the manager and fire safety director pickers',
        querystring: orgPeopleQuerySchema,
        response: answers(orgPeopleSchema),
      },
    },
    async (request) => ok(request, await listOrgPeople(db, await callerOf(request), request.query.company_id)),
  );

  api.get(
    '/api_proxy/department/info/',
    {
      config: { permission: departmentReaders },
      schema: {
        tags,
        summary: 'A department with its people',
        querystring: departmentIdQuerySchema,
        response: answers(departmentDetailSchema),
      },
    },
    async (request) => ok(request, await getDepartment(db, await callerOf(request), request.query.id)),
  );

  api.post(
    '/api_proxy/department/info/',
    {
      config: { permission: keeper },
      schema: {
        tags,
        summary: 'Add a department',
        body: departmentCreateSchema,
        response: answers(departmentDetailSchema),
      },
    },
    async (request) => ok(request, await createDepartment(db, await callerOf(request), request.body)),
  );

  api.put(
    '/api_proxy/department/info/',
    {
      config: { permission: keeper },
      schema: {
        tags,
        summary: 'Rename, move or relabel a department',
        body: departmentUpdateSchema,
        response: answers(departmentDetailSchema),
      },
    },
    async (request) => ok(request, await updateDepartment(db, await callerOf(request), request.body)),
  );

  api.delete(
    '/api_proxy/department/info/',
    {
      config: { permission: keeper },
      schema: {
        tags,
        summary: 'Delete an empty department',
        querystring: departmentIdQuerySchema,
        response: answers(deletedRecordSchema),
      },
    },
    async (request) => ok(request, await deleteDepartment(db, await callerOf(request), request.query.id)),
  );
};
