import {
  answers,
  deletedUsersSchema,
  userCreateSchema,
  userDeleteQuerySchema,
  userInfoAnswerSchema,
  userInfoQuerySchema,
  userListQuerySchema,
  usernameCheckQuerySchema,
  usernameCheckSchema,
  userPageSchema,
  userRecordSchema,
  userUpdateSchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { callerOf, requireSession } from '../../core/request-context';
import { readToken } from '../../core/session';
import { buildLoginAnswer } from '../auth';
import { certificateRoutes } from './certificates.routes';
import { userAccountRoutes } from './user-account.routes';
import { MANAGE_NODE, PEOPLE_WRITERS, UNIT_TAB_NODE } from './user-access';
import * as service from './users.service';

const tags = ['user'];
/** Account management, or a unit's account tab: the service then checks whose people (user-access.ts). */
const keepers = [MANAGE_NODE, UNIT_TAB_NODE];

/** User calls of spec 001 §7 "user" (/systemmanage/account, /company/user, /myhome). */
export const userRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const { db } = deps;

  api.get(
    '/api_proxy/user/check_account/',
    {
      // Who creates accounts: account management (also a unit's, from its account tab) and the district forms.
      config: { permission: [MANAGE_NODE, 'systemmanage-manage'] },
      schema: {
        tags,
        summary: 'Whether a login account is already taken',
        querystring: usernameCheckQuerySchema,
        response: answers(usernameCheckSchema),
      },
    },
    async (request) => ok(request, await service.checkUsername(db, request.query.account)),
  );

  api.get(
    '/api_proxy/user/list_by_company_id/',
    {
      config: { permission: keepers },
      schema: {
        tags,
        summary: "People of the caller's organisation, or of a unit in scope (company_id), paged",
        querystring: userListQuerySchema,
        response: answers(userPageSchema),
      },
    },
    async (request) => ok(request, await service.listUsers(deps, await callerOf(request), request.query)),
  );

  api.get(
    '/api_proxy/user/info/',
    {
      schema: {
        tags,
        summary: "One person's record (user_id); without user_id, the caller's own user info and permission tree",
        querystring: userInfoQuerySchema,
        response: answers(userInfoAnswerSchema),
      },
    },
    async (request) => {
      const { user_id: userId } = request.query;
      if (userId !== undefined) return ok(request, await service.getUser(deps, await callerOf(request), userId));
      return ok(
        request,
        await buildLoginAnswer({
          db,
          user: requireSession(request),
          token: readToken(request.headers) ?? '',
          utcOffsetMinutes: deps.siteTime.utcOffsetMinutes,
        }),
      );
    },
  );

  api.post(
    '/api_proxy/user/info/',
    {
      config: { permission: PEOPLE_WRITERS },
      schema: { tags, summary: 'Add a person', body: userCreateSchema, response: answers(userRecordSchema) },
    },
    async (request) => ok(request, await service.addUser(deps, await callerOf(request), request.body)),
  );

  api.put(
    '/api_proxy/user/info/',
    {
      config: { permission: PEOPLE_WRITERS },
      schema: { tags, summary: 'Change a person', body: userUpdateSchema, response: answers(userRecordSchema) },
    },
    async (request) => ok(request, await service.updateUser(deps, await callerOf(request), request.body)),
  );

  api.delete(
    '/api_proxy/user/info/',
    {
      config: { permission: PEOPLE_WRITERS },
      schema: {
        tags,
        summary: 'Delete people (ids, comma separated): soft delete, their sessions end',
        querystring: userDeleteQuerySchema,
        response: answers(deletedUsersSchema),
      },
    },
    async (request) => ok(request, await service.deleteUsers(deps, await callerOf(request), request.query.ids)),
  );

  await userAccountRoutes(app);
  await certificateRoutes(app);
};
