import { answers, peopleTreeQuerySchema, peopleTreeSchema } from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import { peopleTreeFor } from './departments.service';

/** The handling dialog's person tree (spec 000 §6): a centre user gets the centre's people plus only the unit's first node. */
export const departmentRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  api.get(
    '/api_proxy/department/department_user_tree_list/',
    {
      config: { permission: 'alarmdeal-list' },
      schema: {
        tags: ['departments'],
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
};
