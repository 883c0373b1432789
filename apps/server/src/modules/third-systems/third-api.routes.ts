import {
  answers,
  loginAnswerSchema,
  THIRD_API_KEY_HEADER,
  THIRD_API_RATE_PER_MINUTE,
  THIRD_ENTER_PATH,
  thirdEnterExchangeSchema,
  thirdUnitsAnswerSchema,
  thirdUnitsQuerySchema,
} from '@fireline/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { createSecretBox } from '../../core/secret-box';
import { hashApiKey } from './credentials';
import { enterByLink, exchangeCode, listUnits } from './third-api.service';

const tags = ['third-systems'];
const apiKeyOf = (request: FastifyRequest) => {
  const value = request.headers[THIRD_API_KEY_HEADER];
  return typeof value === 'string' && value ? value : undefined;
};

/**
 * What external systems call (docs/third-party.md): the read call with their API key (limited per key, the key's hash
 * standing for it so the limiter never holds the key), the entry link and the landing's code exchange.
 */
export const thirdApiRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const box = createSecretBox(deps.env.DEVICE_SECRET_KEY);
  const client = (request: FastifyRequest) => ({ ip: request.ip, agent: request.headers['user-agent'] ?? '' });

  api.get(
    '/api_proxy/third/units/',
    {
      config: {
        public: true,
        rateLimit: {
          max: THIRD_API_RATE_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request: FastifyRequest) => {
            const key = apiKeyOf(request);
            return key ? `third:${hashApiKey(key)}` : `third-ip:${request.ip}`;
          },
        },
      },
      schema: {
        tags,
        summary: 'For a third-party system (header X-Api-Key): the units it may see',
        querystring: thirdUnitsQuerySchema,
        response: answers(thirdUnitsAnswerSchema),
      },
    },
    async (request) => ok(request, await listUnits(deps.db, apiKeyOf(request), request.query)),
  );

  // Opened by a browser from the external system's page: not signed, not under /api_proxy/, answered by a redirect.
  api.get(
    THIRD_ENTER_PATH,
    {
      config: { public: true, rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { tags, summary: 'Third-party entry link: redirects to the client with a one-time code' },
    },
    async (request, reply) => {
      const target = await enterByLink({ db: deps.db, box }, request.query);
      return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(target);
    },
  );

  api.post(
    '/api_proxy/third/enter/',
    {
      config: { public: true, rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: "The entry landing's one-time code for a session (the login answer)",
        body: thirdEnterExchangeSchema,
        response: answers(loginAnswerSchema),
      },
    },
    async (request) => ok(request, await exchangeCode(deps, request.body.code, client(request))),
  );
};
