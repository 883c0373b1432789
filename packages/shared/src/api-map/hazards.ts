import {
  closeHazardBodySchema,
  confirmHazardBodySchema,
  designateCompanyBodySchema,
  designateOptionsSchema,
  designateUserBodySchema,
  hazardBodySchema,
  hazardExamineQuerySchema,
  hazardFullInfoSchema,
  hazardIdQuerySchema,
  hazardInfoQuerySchema,
  hazardListQuerySchema,
  hazardPageSchema,
  hazardRecordSchema,
  hazardRepairBodySchema,
  hazardThingQuerySchema,
  hazardUnitPageSchema,
  hazardUnitQuerySchema,
  nodeProcessBodySchema,
  raisedRepairSchema,
  rejectHazardBodySchema,
  updateHazardBodySchema,
} from '../hazards';
import { idAnswerSchema } from '../responses';
import type { ApiEntries } from './entry';

/** The calls of the server's `hazards` module: the schema objects its routes register. */
export const hazardsApi = {
  'GET /api_proxy/patrol/hazard/list_by_company_cared_hazard/': {
    query: hazardListQuerySchema,
    answer: hazardPageSchema,
  },
  'GET /api_proxy/patrol/hazard/list_by_company_hazard/': { query: hazardExamineQuerySchema, answer: hazardPageSchema },
  'GET /api_proxy/patrol/hazard/list_by_company/': { query: hazardUnitQuerySchema, answer: hazardUnitPageSchema },
  'GET /api_proxy/patrol/hazard/info/': { query: hazardInfoQuerySchema, answer: hazardRecordSchema },
  'POST /api_proxy/patrol/hazard/info/': { body: hazardBodySchema, answer: hazardRecordSchema },
  'PUT /api_proxy/patrol/hazard/info/': { body: updateHazardBodySchema, answer: hazardRecordSchema },
  'DELETE /api_proxy/patrol/hazard/info/': { query: hazardIdQuerySchema, answer: idAnswerSchema },
  'POST /api_proxy/patrol/hazard/by_hazard_reject/': { body: rejectHazardBodySchema, answer: hazardRecordSchema },
  'POST /api_proxy/patrol/hazard/dispost_by_comfirm_hazard/': {
    body: confirmHazardBodySchema,
    answer: hazardRecordSchema,
  },
  'PUT /api_proxy/patrol/hazard/by_designate_company/': {
    body: designateCompanyBodySchema,
    answer: hazardRecordSchema,
  },
  'PUT /api_proxy/patrol/hazard/by_designate_user/': { body: designateUserBodySchema, answer: hazardRecordSchema },
  'GET /api_proxy/patrol/hazard/by_designate_user/': { query: hazardIdQuerySchema, answer: designateOptionsSchema },
  'GET /api_proxy/patrol/hazard/full_info_by_thingid/': { query: hazardThingQuerySchema, answer: hazardFullInfoSchema },
  'POST /api_proxy/patrol/hazard/node_process/': { body: nodeProcessBodySchema, answer: hazardRecordSchema },
  'PUT /api_proxy/patrol/hazard/by_hazard_close/': { body: closeHazardBodySchema, answer: hazardRecordSchema },
  'PUT /api_proxy/patrol/hazard/repair/': { body: hazardRepairBodySchema, answer: raisedRepairSchema },
} satisfies ApiEntries;
