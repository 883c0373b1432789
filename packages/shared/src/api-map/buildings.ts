import {
  buildingCreateSchema,
  buildingIdQuerySchema,
  buildingListByCompanyQuerySchema,
  buildingPageSchema,
  buildingPickerSchema,
  buildingRecordSchema,
  buildingStripSchema,
  buildingUpdateSchema,
  deletedBuildingSchema,
  unitPlaceTreeSchema,
} from '../buildings';
import { companyIdQuerySchema } from '../companies';
import type { ApiEntries } from './entry';

/** The calls of the server's `buildings` module: the schema objects its routes register. */
export const buildingsApi = {
  'GET /api_proxy/building/info/': { query: buildingIdQuerySchema, answer: buildingRecordSchema },
  'POST /api_proxy/building/info/': { body: buildingCreateSchema, answer: buildingRecordSchema },
  'PUT /api_proxy/building/info/': { body: buildingUpdateSchema, answer: buildingRecordSchema },
  'DELETE /api_proxy/building/info/': { query: buildingIdQuerySchema, answer: deletedBuildingSchema },
  'GET /api_proxy/building/list_by_company_id/': {
    query: buildingListByCompanyQuerySchema,
    answer: buildingPageSchema,
  },
  'GET /api_proxy/building/format_list_by_company_id/': { query: companyIdQuerySchema, answer: buildingStripSchema },
  'GET /api_proxy/other/GetBuildingList': { query: companyIdQuerySchema, answer: buildingPickerSchema },
  'GET /api_proxy/other/GetCompanyBuildingFloorTree': { query: companyIdQuerySchema, answer: unitPlaceTreeSchema },
} satisfies ApiEntries;
