import type { z } from 'zod';

/** One call of the API: its query or body schema and the schema of its answer's `data`. */
export type ApiEntry = { query?: z.ZodType; body?: z.ZodType; answer: z.ZodType };

/** A part of the map, keyed `METHOD /path` exactly as the server registers the route. */
export type ApiEntries = Record<string, ApiEntry>;
