import {
  answers,
  captchaSchema,
  loginAnswerSchema,
  loginLogPageSchema,
  loginLogQuerySchema,
  loginRequestSchema,
  nullAnswerSchema,
} from '@fireline/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { callerOf, requireSession } from '../../core/request-context';
import { listLoginLog, logout, login } from './auth.service';
import { issueCaptcha } from './captcha';

const clientOf = (request: FastifyRequest) => ({ ip: request.ip, agent: String(request.headers['user-agent'] ?? '') });

export const authRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  // Per source IP (the address trustProxy resolves), before the signature is even checked.
  const perMinute = (max: number) => (max > 0 ? { rateLimit: { max, timeWindow: 60_000 } } : {});

  api.get(
    '/api_proxy/user/captcha/',
    {
      config: { public: true, ...perMinute(deps.env.CAPTCHA_RATE_PER_MINUTE) },
      schema: { tags: ['user'], summary: 'Picture captcha for login', response: answers(captchaSchema) },
    },
    async (request) => ok(request, await issueCaptcha(deps.db, deps.captcha, deps.env.SERVER_SECRET)),
  );

  api.post(
    '/api_proxy/user/login/',
    {
      config: { public: true, ...perMinute(deps.env.LOGIN_RATE_PER_MINUTE) },
      schema: {
        tags: ['user'],
        summary: 'Log in; answers user info and user_control',
        body: loginRequestSchema,
        response: answers(loginAnswerSchema),
      },
    },
    async (request) => ok(request, await login(deps, request.body, clientOf(request))),
  );

  api.get(
    '/api_proxy/user/loginout/',
    { schema: { tags: ['user'], summary: 'Log out (ends this session)', response: answers(nullAnswerSchema) } },
    async (request) => {
      await logout(deps, requireSession(request), clientOf(request));
      return ok(request, null);
    },
  );

  api.get(
    '/api_proxy/log/login_log_list/',
    {
      config: { permission: 'loginLog' },
      schema: {
        tags: ['log'],
        summary: 'Login log: platform, operator, time, IP, agent, operation, status',
        querystring: loginLogQuerySchema,
        response: answers(loginLogPageSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await listLoginLog(deps.db, {
          caller: await callerOf(request),
          query: request.query,
        }),
      ),
  );
};
