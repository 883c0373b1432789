import {
  activeStatusSchema,
  answers,
  myInfoSchema,
  passwordChangeSchema,
  userFormOptionsQuerySchema,
  userFormOptionsSchema,
  userRecordSchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import { MANAGE_NODE, PEOPLE_WRITERS, UNIT_TAB_NODE } from './user-access';
import * as service from './users.service';

const tags = ['user'];
const keepers = [MANAGE_NODE, UNIT_TAB_NODE];

/** A person's password and state, one's own name and avatar (/myhome), and what the user form offers. */
export const userAccountRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  api.put(
    '/api_proxy/user/update_user_password/',
    {
      schema: {
        tags,
        summary: "Change one's own password (old_password) or reset a person's (user_id)",
        body: passwordChangeSchema,
        response: answers(userRecordSchema),
      },
    },
    async (request) => ok(request, await service.changePassword(deps, await callerOf(request), request.body)),
  );

  api.put(
    '/api_proxy/user/set_active_status/',
    {
      config: { permission: PEOPLE_WRITERS },
      schema: {
        tags,
        summary: "Activate or deactivate a person (deactivating ends the person's sessions at once)",
        body: activeStatusSchema,
        response: answers(userRecordSchema),
      },
    },
    async (request) => ok(request, await service.setActiveStatus(deps, await callerOf(request), request.body)),
  );

  api.put(
    '/api_proxy/user/my_info/',
    {
      schema: {
        tags,
        summary: "One's own name and avatar (/myhome)",
        body: myInfoSchema,
        response: answers(userRecordSchema),
      },
    },
    async (request) => ok(request, await service.updateMyInfo(deps, await callerOf(request), request.body)),
  );

  api.get(
    '/api_proxy/user/form_options/',
    {
      config: { permission: keepers },
      schema: {
        tags,
        summary:
          "Roles the caller may give a person of the organisation (company_id), and the organisation's departments",
        querystring: userFormOptionsQuerySchema,
        response: answers(userFormOptionsSchema),
      },
    },
    async (request) =>
      ok(request, await service.getFormOptions(deps, await callerOf(request), request.query.company_id)),
  );
};
