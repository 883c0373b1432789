import { regionAnswerSchema, regionQuerySchema } from '../regions';
import type { ApiEntries } from './entry';

/** The calls of the server's `regions` module: the schema objects its routes register. */
export const regionsApi = {
  'GET /address/region/': { query: regionQuerySchema, answer: regionAnswerSchema },
} satisfies ApiEntries;
