import { clientConfigSchema } from '../client-config';
import type { ApiEntries } from './entry';

/** The calls of the server's `client-config` module: the schema objects its routes register. */
export const clientConfigApi = {
  'GET /api_proxy/config/client/': { answer: clientConfigSchema },
} satisfies ApiEntries;
