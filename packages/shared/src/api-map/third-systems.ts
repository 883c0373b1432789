import { pageQuerySchema } from '../paging';
import { loginAnswerSchema } from '../session';
import {
  deletedThirdSystemSchema,
  thirdEnterExchangeSchema,
  thirdSystemCreateSchema,
  thirdSystemIdBodySchema,
  thirdSystemIdQuerySchema,
  thirdSystemListQuerySchema,
  thirdSystemPageSchema,
  thirdSystemSchema,
  thirdSystemUnitPageSchema,
  thirdSystemUnitQuerySchema,
  thirdSystemUnitsAnswerSchema,
  thirdSystemUnitsBodySchema,
  thirdSystemUpdateSchema,
  thirdSystemWithKeySchema,
  thirdUnitsAnswerSchema,
} from '../third-systems';
import type { ApiEntries } from './entry';

/** The calls of the server's `third-systems` module: the schema objects its routes register. */
export const thirdSystemsApi = {
  'GET /api_proxy/third_system/list/': { query: thirdSystemListQuerySchema, answer: thirdSystemPageSchema },
  'GET /api_proxy/third_system/info/': { query: thirdSystemIdQuerySchema, answer: thirdSystemSchema },
  'POST /api_proxy/third_system/info/': { body: thirdSystemCreateSchema, answer: thirdSystemWithKeySchema },
  'PUT /api_proxy/third_system/info/': { body: thirdSystemUpdateSchema, answer: thirdSystemSchema },
  'DELETE /api_proxy/third_system/info/': { query: thirdSystemIdQuerySchema, answer: deletedThirdSystemSchema },
  'POST /api_proxy/third_system/rotate_key/': { body: thirdSystemIdBodySchema, answer: thirdSystemWithKeySchema },
  'POST /api_proxy/third_system/revoke_key/': { body: thirdSystemIdBodySchema, answer: thirdSystemSchema },
  'GET /api_proxy/third_system/unit_list/': { query: thirdSystemUnitQuerySchema, answer: thirdSystemUnitPageSchema },
  'POST /api_proxy/third_system/unit_add/': { body: thirdSystemUnitsBodySchema, answer: thirdSystemUnitsAnswerSchema },
  'POST /api_proxy/third_system/unit_remove/': {
    body: thirdSystemUnitsBodySchema,
    answer: thirdSystemUnitsAnswerSchema,
  },
  'GET /api_proxy/third/units/': { query: pageQuerySchema, answer: thirdUnitsAnswerSchema },
  'POST /api_proxy/third/enter/': { body: thirdEnterExchangeSchema, answer: loginAnswerSchema },
} satisfies ApiEntries;
