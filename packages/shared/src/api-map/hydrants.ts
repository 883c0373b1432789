import {
  deletedHydrantAddressSchema,
  deletedHydrantSchema,
  hydrantAddressCreateSchema,
  hydrantAddressIdQuerySchema,
  hydrantAddressItemSchema,
  hydrantAddressListQuerySchema,
  hydrantAddressPageSchema,
  hydrantAddressUpdateSchema,
  hydrantAlarmListQuerySchema,
  hydrantAlarmPageSchema,
  hydrantCreateSchema,
  hydrantIdQuerySchema,
  hydrantItemSchema,
  hydrantListQuerySchema,
  hydrantMapPointsSchema,
  hydrantMapQuerySchema,
  hydrantOverviewSchema,
  hydrantPageSchema,
  hydrantScopeQuerySchema,
  hydrantUpdateSchema,
} from '../hydrants';
import type { ApiEntries } from './entry';

/** The calls of the server's `hydrants` module: the schema objects its routes register. */
export const hydrantsApi = {
  'GET /api_proxy/firecock/list/': { query: hydrantListQuerySchema, answer: hydrantPageSchema },
  'GET /api_proxy/firecock/info/': { query: hydrantIdQuerySchema, answer: hydrantItemSchema },
  'POST /api_proxy/firecock/info/': { body: hydrantCreateSchema, answer: hydrantItemSchema },
  'PUT /api_proxy/firecock/info/': { body: hydrantUpdateSchema, answer: hydrantItemSchema },
  'DELETE /api_proxy/firecock/info/': { query: hydrantIdQuerySchema, answer: deletedHydrantSchema },
  'GET /api_proxy/firecock/map_list/': { query: hydrantMapQuerySchema, answer: hydrantMapPointsSchema },
  'GET /api_proxy/firecock/overview/': { query: hydrantScopeQuerySchema, answer: hydrantOverviewSchema },
  'GET /api_proxy/firecock/alarm_list/': { query: hydrantAlarmListQuerySchema, answer: hydrantAlarmPageSchema },
  'GET /api_proxy/firecock/address_list/': { query: hydrantAddressListQuerySchema, answer: hydrantAddressPageSchema },
  'GET /api_proxy/firecock/address_info/': { query: hydrantAddressIdQuerySchema, answer: hydrantAddressItemSchema },
  'POST /api_proxy/firecock/address_info/': { body: hydrantAddressCreateSchema, answer: hydrantAddressItemSchema },
  'PUT /api_proxy/firecock/address_info/': { body: hydrantAddressUpdateSchema, answer: hydrantAddressItemSchema },
  'DELETE /api_proxy/firecock/address_info/': {
    query: hydrantAddressIdQuerySchema,
    answer: deletedHydrantAddressSchema,
  },
} satisfies ApiEntries;
