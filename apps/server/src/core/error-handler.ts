import { ErrorCodes } from '@fireline/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error';
import { failure } from './envelope';
import { findInput, inputLeaves } from './input-guard';
import { pgErrorCode } from './pg-errors';
import { setBaseSecurityHeaders } from './security-headers';
import { mapValidationIssues } from './validation-errors';

/** One place turns every failure into the envelope: catalogue code, zh/en text, never a stack trace. */
export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(200).send(failure(request, error.code, { detail: error.detail, data: error.data }));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((item) => ({
        ...(item.params as object),
        code: item.keyword,
        message: item.message,
        path: item.instancePath.split('/').filter(Boolean),
      }));
      const mapped = mapValidationIssues(issues, error.validationContext ?? 'body');
      return reply.status(200).send(failure(request, mapped.code, mapped));
    }
    const badValue = databaseValueError(request, error);
    if (badValue) {
      request.log.warn({ sqlState: pgErrorCode(error), field: badValue.field }, 'value refused by the database');
      return reply.status(200).send(
        failure(request, ErrorCodes.paramFormat, {
          detail: { zh: badValue.field, en: badValue.field },
          data: badValue,
        }),
      );
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply
        .status(200)
        .send(failure(request, ErrorCodes.paramFormat, { detail: { zh: '文件过大', en: 'payload too large' } }));
    }
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.status(200).send(
        failure(request, ErrorCodes.paramValue, {
          detail: { zh: error.code ?? 'request', en: error.code ?? 'request' },
        }),
      );
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(200).send(failure(request, ErrorCodes.unexpected));
  });
};

const INT4 = 2 ** 31;
const isOutOfInt4 = (value: unknown) => {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)
        ? Number(value)
        : NaN;
  return Number.isFinite(number) ? number >= INT4 || number < -INT4 : false;
};
/** The longest string of the input: the likely cause of "value too long" or "index row too large". */
const longestString = (request: FastifyRequest) => {
  let best: { field: string; length: number } | undefined;
  for (const source of [request.query, request.params, request.body]) {
    for (const leaf of inputLeaves(source)) {
      if (typeof leaf.value === 'string' && leaf.value.length > (best?.length ?? 0))
        best = { field: leaf.field, length: leaf.value.length };
    }
  }
  return best?.field;
};

/**
 * A value the database refused (SQLSTATE class 22 "data exception": a number out of its column's range, a byte
 * sequence it cannot store, a string too long; 54000 an index entry too large) came from the caller's input, so it
 * is a parameter error (8997), not an unexpected one. The field is named when the input shows which one it was.
 */
const databaseValueError = (request: FastifyRequest, error: unknown) => {
  const state = pgErrorCode(error);
  if (!state || !(state.startsWith('22') || state === '54000')) return undefined;
  const field =
    (state === '22003' ? findInput(request, isOutOfInt4)?.field : undefined) ??
    (state === '22001' || state === '54000' ? longestString(request) : undefined) ??
    'request';
  return { field };
};

/** Fastify's own refusals before routing (a URL it cannot decode): the envelope, HTTP 200 under /api_proxy/. */
export const onFrameworkError = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  setBaseSecurityHeaders(reply);
  const isApi = (request.raw.url ?? '').startsWith('/api_proxy/');
  request.log.info({ err: error }, 'refused before routing');
  void reply
    .status(isApi ? 200 : 400)
    .send(
      failure(request, ErrorCodes.illegalRequest, { detail: { zh: error.code ?? 'url', en: error.code ?? 'url' } }),
    );
};
