import { answers } from '@fireline/shared';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import type { Caller } from './access';
import type { AuditConfig } from './operation-log-modules';
import { ok } from './envelope';
import { callerOf } from './request-context';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

type EnvelopeRoute<Input extends z.ZodType, Answer extends z.ZodType> = {
  /** The catalogue node the caller's role must hold; a list: any one of them. */
  permission: string | readonly string[];
  summary: string;
  /** The querystring's schema for GET and DELETE, the body's for POST and PUT. */
  input: Input;
  answer: Answer;
  act: (caller: Caller, input: z.output<Input>, request: FastifyRequest) => Promise<z.input<Answer>>;
  /** Runs before `act` once the session is known (a rate limit such as core/documents' `exportLimit`). */
  preHandler?: preHandlerAsyncHookHandler;
  /** The operation log's action and sentence where the verb misleads (a workflow step). */
  audit?: AuditConfig;
};

/**
 * The usual route in one declaration: permission, summary, the input and answer schemas, and the one service call
 * that gets the caller and the validated input; the answer goes out in the success envelope.
 */
export const envelopeRoutes = (app: FastifyInstance, { tags }: { tags: string[] }) => {
  const declare =
    (method: Method) =>
    <Input extends z.ZodType, Answer extends z.ZodType>(
      url: string,
      { permission, summary, input, answer, act, preHandler, audit }: EnvelopeRoute<Input, Answer>,
    ) => {
      const isBody = method === 'POST' || method === 'PUT';
      app.route({
        method,
        url,
        config: audit === undefined ? { permission } : { permission, audit },
        ...(preHandler ? { preHandler } : {}),
        schema: isBody
          ? { tags, summary, body: input, response: answers(answer) }
          : { tags, summary, querystring: input, response: answers(answer) },
        handler: async (request) => {
          const values = (isBody ? request.body : request.query) as z.output<Input>;
          return ok(request, await act(await callerOf(request), values, request));
        },
      });
    };
  return { get: declare('GET'), post: declare('POST'), put: declare('PUT'), delete: declare('DELETE') };
};
