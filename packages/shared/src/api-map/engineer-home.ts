import { emptyQuerySchema } from '../field-schemas';
import { engineerHomeSchema } from '../maint-home';
import type { ApiEntries } from './entry';

/** The calls of the server's `engineer-home` module: the schema objects its routes register. */
export const engineerHomeApi = {
  'GET /api_proxy/maint/engineer_home/': { query: emptyQuerySchema, answer: engineerHomeSchema },
} satisfies ApiEntries;
