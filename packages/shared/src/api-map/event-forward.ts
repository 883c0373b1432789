import {
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
} from '../event-forward';
import type { ApiEntries } from './entry';

/** The calls of the server's `event-forward` module: the schema objects its routes register. */
export const eventForwardApi = {
  'GET /api_proxy/event_forward/list/': { query: forwardRuleListQuerySchema, answer: forwardRulePageSchema },
  'GET /api_proxy/event_forward/info/': { query: forwardRuleIdQuerySchema, answer: forwardRuleSchema },
  'POST /api_proxy/event_forward/info/': { body: forwardRuleCreateSchema, answer: forwardRuleWithSecretSchema },
  'PUT /api_proxy/event_forward/info/': { body: forwardRuleUpdateSchema, answer: forwardRuleSchema },
  'DELETE /api_proxy/event_forward/info/': { query: forwardRuleIdQuerySchema, answer: deletedForwardRuleSchema },
  'POST /api_proxy/event_forward/secret/': { body: forwardRuleIdBodySchema, answer: forwardRuleWithSecretSchema },
  'POST /api_proxy/event_forward/test/': { body: forwardRuleIdBodySchema, answer: forwardTestAnswerSchema },
  'GET /api_proxy/event_forward/deliveries/': { query: forwardDeliveryQuerySchema, answer: forwardDeliveryPageSchema },
} satisfies ApiEntries;
