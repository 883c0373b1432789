import { enumListQuerySchema, remoteEnumListSchema } from '../enums';
import type { ApiEntries } from './entry';

/** The calls of the server's `enums` module: the schema objects its routes register. */
export const enumsApi = {
  'GET /api_proxy/enum/list/:enum/': { query: enumListQuerySchema, answer: remoteEnumListSchema },
  'GET /api_proxy/enum/search/:enum/:key/:value/': { answer: remoteEnumListSchema },
  'GET /api_proxy/enum/enum_device_brand/info/': { answer: remoteEnumListSchema },
} satisfies ApiEntries;
