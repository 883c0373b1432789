import {
  answers,
  deletedForwardRuleSchema,
  forwardDeliveryPageSchema,
  forwardDeliveryQuerySchema,
  forwardRuleCreateSchema,
  forwardRuleIdBodySchema,
  forwardRuleIdQuerySchema,
  forwardRuleListQuerySchema,
  forwardRulePageSchema,
  forwardRuleSchema,
  forwardRuleUpdateSchema,
  forwardRuleWithSecretSchema,
  forwardTestAnswerSchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import { createSecretBox } from '../../core/secret-box';
import { endpointPolicyOf } from './endpoint';
import {
  createRule,
  deleteRule,
  getRule,
  listDeliveries,
  listRules,
  regenerateSecret,
  sendTest,
  updateRule,
  type ForwardDeps,
} from './event-forward.service';

const tags = ['event-forward'];
const config = { permission: 'systemmanage-eventForward' };

/** Event forwarding (spec 001 §2 /systemmanage/eventForward; docs/event-forwarding.md): rules, tests, delivery log. */
export const eventForwardRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, env, siteTime } = app.deps;
  const deps: ForwardDeps = {
    db,
    box: createSecretBox(env.DEVICE_SECRET_KEY),
    siteTime,
    policy: endpointPolicyOf(env),
  };
  const path = (name: string) => `/api_proxy/event_forward/${name}/`;

  api.get(
    path('list'),
    {
      config,
      schema: {
        tags,
        summary: "The caller's organisation's forwarding rules (every rule for the administrator)",
        querystring: forwardRuleListQuerySchema,
        response: answers(forwardRulePageSchema),
      },
    },
    async (request) => ok(request, await listRules(db, await callerOf(request), request.query)),
  );
  api.get(
    path('info'),
    {
      config,
      schema: {
        tags,
        summary: 'One forwarding rule',
        querystring: forwardRuleIdQuerySchema,
        response: answers(forwardRuleSchema),
      },
    },
    async (request) => ok(request, await getRule(db, await callerOf(request), request.query.id)),
  );
  api.post(
    path('info'),
    {
      config,
      schema: {
        tags,
        summary: 'New forwarding rule; its secret is answered this once',
        body: forwardRuleCreateSchema,
        response: answers(forwardRuleWithSecretSchema),
      },
    },
    async (request) => ok(request, await createRule(deps, await callerOf(request), request.body)),
  );
  api.put(
    path('info'),
    {
      config,
      schema: {
        tags,
        summary: 'Change a forwarding rule (the fields given), enable or disable it',
        body: forwardRuleUpdateSchema,
        response: answers(forwardRuleSchema),
      },
    },
    async (request) => ok(request, await updateRule(deps, await callerOf(request), request.body)),
  );
  api.delete(
    path('info'),
    {
      config,
      schema: {
        tags,
        summary: 'Delete a forwarding rule with its delivery log',
        querystring: forwardRuleIdQuerySchema,
        response: answers(deletedForwardRuleSchema),
      },
    },
    async (request) => ok(request, await deleteRule(db, await callerOf(request), request.query.id)),
  );
  api.post(
    path('secret'),
    {
      config,
      schema: {
        tags,
        summary: 'A new signing secret for the rule, answered this once',
        body: forwardRuleIdBodySchema,
        response: answers(forwardRuleWithSecretSchema),
      },
    },
    async (request) => ok(request, await regenerateSecret(deps, await callerOf(request), request.body.id)),
  );
  api.post(
    path('test'),
    {
      config,
      schema: {
        tags,
        summary: 'Queue a test event to the rule’s endpoint (5 a minute per rule)',
        body: forwardRuleIdBodySchema,
        response: answers(forwardTestAnswerSchema),
      },
    },
    async (request) => ok(request, await sendTest(deps, await callerOf(request), request.body.id)),
  );
  api.get(
    path('deliveries'),
    {
      config,
      schema: {
        tags,
        summary: "A rule's delivery log, newest first",
        querystring: forwardDeliveryQuerySchema,
        response: answers(forwardDeliveryPageSchema),
      },
    },
    async (request) => ok(request, await listDeliveries(db, await callerOf(request), request.query)),
  );
};
