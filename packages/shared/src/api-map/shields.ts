import {
  activeShieldPageSchema,
  createShieldBodySchema,
  deleteShieldQuerySchema,
  shieldListQuerySchema,
  shieldRecordSchema,
} from '../shields';
import type { ApiEntries } from './entry';

/** The calls of the server's `shields` module: the schema objects its routes register. */
export const shieldsApi = {
  'POST /api_proxy/shilter/info/': { body: createShieldBodySchema, answer: shieldRecordSchema },
  'DELETE /api_proxy/shilter/info/': { query: deleteShieldQuerySchema, answer: shieldRecordSchema },
  'GET /api_proxy/shilter/list/': { query: shieldListQuerySchema, answer: activeShieldPageSchema },
} satisfies ApiEntries;
