import { ErrorCodes } from '@fireline/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error';
import { failure } from './envelope';
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
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.status(200).send(failure(request, ErrorCodes.paramFormat, { detail: { zh: '文件过大', en: 'payload too large' } }));
    }
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.status(200).send(failure(request, ErrorCodes.paramValue, { detail: { zh: error.code ?? 'request', en: error.code ?? 'request' } }));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(200).send(failure(request, ErrorCodes.unexpected));
  });
};
