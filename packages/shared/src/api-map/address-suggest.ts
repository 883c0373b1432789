import { addressSuggestionsSchema, associateWordQuerySchema } from '../addresses';
import type { ApiEntries } from './entry';

/** The calls of the server's `address-suggest` module: the schema objects its routes register. */
export const addressSuggestApi = {
  'GET /associate_word/': { query: associateWordQuerySchema, answer: addressSuggestionsSchema },
} satisfies ApiEntries;
