import {
  bindActionSchema,
  bindIdQuerySchema,
  bindListQuerySchema,
  bindRequestSchema,
  bindingRecordSchema,
  bindingRequestAnswerSchema,
  bindingRowPageSchema,
  centerTreeSchema,
} from '../bindings';
import type { ApiEntries } from './entry';

/** The calls of the server's `bindings` module: the schema objects its routes register. */
export const bindingsApi = {
  'POST /api_proxy/bind/info/': { body: bindRequestSchema, answer: bindingRequestAnswerSchema },
  'PUT /api_proxy/bind/info/': { body: bindActionSchema, answer: bindingRecordSchema },
  'DELETE /api_proxy/bind/info/': { query: bindIdQuerySchema, answer: bindingRecordSchema },
  'GET /api_proxy/bind/list/': { query: bindListQuerySchema, answer: bindingRowPageSchema },
  'GET /api_proxy/other/getCenterTree': { answer: centerTreeSchema },
} satisfies ApiEntries;
