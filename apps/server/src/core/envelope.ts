import { describeError, type ErrorCode, type Lang } from '@fireline/shared';
import type { FastifyRequest } from 'fastify';

/** English when the call carries lang=eng (spec 000 §7), Chinese otherwise. */
export const requestLang = (request: FastifyRequest): Lang => {
  const query = request.query as Record<string, unknown> | undefined;
  // A route's querystring schema strips keys it does not declare, lang among them: fall back to the URL as sent.
  const lang = query?.lang ?? new URLSearchParams(request.raw.url?.split('?')[1] ?? '').get('lang');
  return lang === 'eng' || lang === 'en' ? 'en' : 'zh';
};

export const ok = <T>(request: FastifyRequest, data: T) => ({
  code: 0 as const,
  ...describeError(0, requestLang(request)),
  data,
});

export const failure = (
  request: FastifyRequest,
  code: ErrorCode,
  options: { detail?: { zh: string; en: string }; data?: unknown } = {},
) => ({ code, ...describeError(code, requestLang(request), options.detail), data: options.data ?? null });
