import {
  answers,
  bindActionSchema,
  bindIdQuerySchema,
  bindingRecordSchema,
  bindingRequestAnswerSchema,
  bindingRowPageSchema,
  bindListQuerySchema,
  bindRequestSchema,
  centerTreeSchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import { answerBindingRequest, centerTree, listBindingsOf, removeBinding, requestBindings } from './bindings.service';

/**
 * Binding requests (spec 001 §3 "Binding", §4): a district organisation asks units to bind, the unit's side accepts,
 * rejects or ignores, either side unbinds. The per-side permissions of the list and the delete are checked in the service.
 */
export const bindingRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const tags = ['bindings'];

  api.post(
    '/api_proxy/bind/info/',
    {
      config: { permission: 'district-bind' },
      schema: {
        tags,
        summary: 'Ask units to bind to an organisation (pending requests)',
        body: bindRequestSchema,
        response: answers(bindingRequestAnswerSchema),
      },
    },
    async (request) => ok(request, await requestBindings(db, await callerOf(request), request.body)),
  );
  api.put(
    '/api_proxy/bind/info/',
    {
      config: { permission: 'networkcompany-bind-handle' },
      schema: {
        tags,
        summary: 'Accept, reject or ignore a pending request',
        body: bindActionSchema,
        response: answers(bindingRecordSchema),
      },
    },
    async (request) =>
      ok(request, await answerBindingRequest(db, await callerOf(request), request.body.bind_id, request.body.action)),
  );
  api.delete(
    '/api_proxy/bind/info/',
    {
      // Either side's node; which one applies to this binding is the service's rule.
      config: { permission: ['networkcompany-bind-handle', 'district-bind'] },
      schema: {
        tags,
        summary: 'Unbind a unit, or withdraw a request',
        querystring: bindIdQuerySchema,
        response: answers(bindingRecordSchema),
      },
    },
    async (request) => ok(request, await removeBinding(db, await callerOf(request), request.query.bind_id)),
  );
  api.get(
    '/api_proxy/bind/list/',
    {
      schema: {
        tags,
        summary: "An organisation's units (outgoing) or a unit's organisations (incoming), with the state",
        querystring: bindListQuerySchema,
        response: answers(bindingRowPageSchema),
      },
    },
    async (request) => ok(request, await listBindingsOf(db, await callerOf(request), request.query)),
  );
  api.get(
    '/api_proxy/other/getCenterTree',
    { schema: { tags: ['other'], summary: 'Centres with their units in scope', response: answers(centerTreeSchema) } },
    async (request) => ok(request, await centerTree(db, await callerOf(request))),
  );
};
