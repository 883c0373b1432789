import {
  devicePositionStartSchema,
  importJobViewSchema,
  importResultQuerySchema,
  importStartQuerySchema,
} from '../imports';
import type { ApiEntries } from './entry';

/** The calls of the server's `imports` module: the schema objects its routes register. */
export const importsApi = {
  'GET /import/import_company': { query: importStartQuerySchema, answer: importJobViewSchema },
  'GET /import/import_dtu': { query: importStartQuerySchema, answer: importJobViewSchema },
  'GET /import/import_component': { query: importStartQuerySchema, answer: importJobViewSchema },
  'GET /import/import_firecock': { query: importStartQuerySchema, answer: importJobViewSchema },
  'GET /import/import_center': { query: importStartQuerySchema, answer: importJobViewSchema },
  'GET /import/import_maint': { query: importStartQuerySchema, answer: importJobViewSchema },
  'GET /import/import_authority': { query: importStartQuerySchema, answer: importJobViewSchema },
  'GET /import/import_third_system': { query: importStartQuerySchema, answer: importJobViewSchema },
  'POST /api_proxy/device/updateDevicePositionByFile/': {
    body: devicePositionStartSchema,
    answer: importJobViewSchema,
  },
  'GET /import/import_result': { query: importResultQuerySchema, answer: importJobViewSchema },
} satisfies ApiEntries;
