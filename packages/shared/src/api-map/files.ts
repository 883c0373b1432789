import { downloadTicketAnswerSchema, downloadTicketRequestSchema } from '../downloads';
import type { ApiEntries } from './entry';

/** The calls of the server's `files` module: the schema objects its routes register. */
export const filesApi = {
  'POST /api_proxy/file/download_ticket/': { body: downloadTicketRequestSchema, answer: downloadTicketAnswerSchema },
} satisfies ApiEntries;
