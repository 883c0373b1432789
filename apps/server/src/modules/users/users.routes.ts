import { answers, ErrorCodes, usernameCheckQuerySchema, usernameCheckSchema } from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../core/app-error';
import { ok } from '../../core/envelope';
import { requireSession } from '../../core/request-context';
import { hasPermission } from '../../core/session';
import { checkUsername } from './users.service';

/** Who may ask whether a login name is taken: the people who create users (account management, district organisations). */
const userKeepers = ['systemmanage-account', 'systemmanage-manage'];

/** User calls of spec 001 §7 "user"; the user forms check a new login name here before saving. */
export const userRoutes = async (app: FastifyInstance) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api_proxy/user/check_account/',
    {
      schema: {
        tags: ['user'],
        summary: 'Whether a login account is already taken',
        querystring: usernameCheckQuerySchema,
        response: answers(usernameCheckSchema),
      },
    },
    async (request) => {
      const session = requireSession(request);
      if (!userKeepers.some((key) => hasPermission(session, key))) throw new AppError(ErrorCodes.noPermission);
      return ok(request, await checkUsername(app.deps.db, request.query.account));
    },
  );
};
