import { checkAccountQuerySchema, ErrorCodes, type CheckAccountAnswer } from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../core/app-error';
import { ok } from '../../core/envelope';
import { requireSession } from '../../core/request-context';
import { hasPermission } from '../../core/session';
import { isAccountTaken } from './accounts';

/** Who may ask whether an account is taken: the people who create accounts (account management, district organisations). */
const accountKeepers = ['systemmanage-account', 'systemmanage-manage'];

/** Account calls of spec 001 §7 "user"; the account forms check a new account here before saving. */
export const userRoutes = async (app: FastifyInstance) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api_proxy/user/check_account/',
    {
      schema: {
        tags: ['user'],
        summary: 'Whether a login account is already taken',
        querystring: checkAccountQuerySchema,
      },
    },
    async (request) => {
      const session = requireSession(request);
      if (!accountKeepers.some((key) => hasPermission(session, key))) throw new AppError(ErrorCodes.noPermission);
      const { account } = request.query;
      const answer: CheckAccountAnswer = { account, is_exist: (await isAccountTaken(app.deps.db, account)) ? 1 : 0 };
      return ok(request, answer);
    },
  );
};
