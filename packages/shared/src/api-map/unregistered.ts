import {
  unregisteredDevicePageSchema,
  unregisteredDismissSchema,
  unregisteredDismissedSchema,
  unregisteredFramePageSchema,
  unregisteredFramesQuerySchema,
  unregisteredListQuerySchema,
} from '../unregistered';
import type { ApiEntries } from './entry';

/** The calls of the server's `unregistered` module: the schema objects its routes register. */
export const unregisteredApi = {
  'GET /api_proxy/device/unregistered_list/': {
    query: unregisteredListQuerySchema,
    answer: unregisteredDevicePageSchema,
  },
  'GET /api_proxy/device/unregistered_frames/': {
    query: unregisteredFramesQuerySchema,
    answer: unregisteredFramePageSchema,
  },
  'DELETE /api_proxy/device/unregistered/': { query: unregisteredDismissSchema, answer: unregisteredDismissedSchema },
} satisfies ApiEntries;
