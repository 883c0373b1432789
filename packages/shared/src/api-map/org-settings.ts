import { affiliatedOrgListSchema, ownOrgSchema, ownOrgUpdateSchema } from '../org-settings';
import type { ApiEntries } from './entry';

/** The calls of the server's `org-settings` module: the schema objects its routes register. */
export const orgSettingsApi = {
  'GET /api_proxy/systemmanage/basic/info/': { answer: ownOrgSchema },
  'PUT /api_proxy/systemmanage/basic/info/': { body: ownOrgUpdateSchema, answer: ownOrgSchema },
  'GET /api_proxy/systemmanage/belongs/list/': { answer: affiliatedOrgListSchema },
} satisfies ApiEntries;
