import { gisUnitListQuerySchema, gisUnitListSchema } from '../gis';
import type { ApiEntries } from './entry';

/** The calls of the server's `gis` module: the schema objects its routes register. */
export const gisApi = {
  'GET /api_proxy/gis/unit_list/': { query: gisUnitListQuerySchema, answer: gisUnitListSchema },
} satisfies ApiEntries;
