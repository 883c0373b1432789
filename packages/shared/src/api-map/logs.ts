import { operationLogPageSchema, operationLogQuerySchema } from '../operation-log';
import type { ApiEntries } from './entry';

/** The calls of the server's `logs` module: the schema objects its routes register. */
export const logsApi = {
  'GET /api_proxy/log/operation_log_list/': { query: operationLogQuerySchema, answer: operationLogPageSchema },
} satisfies ApiEntries;
