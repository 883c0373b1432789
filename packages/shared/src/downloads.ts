import { z } from 'zod';
import { exportKinds } from './exports';
import { importKinds } from './imports';

/**
 * POST /api_proxy/file/download_ticket/: a one-time ticket for a link the browser opens without our Authorization
 * header (an export, an import template, a stored file as a download). The answer's `url` carries it; the ticket is
 * bound to that path and query and to the caller's session, lives DOWNLOAD_TICKET_TTL_SECONDS and works once.
 */
export const DOWNLOAD_TICKET_TTL_SECONDS = 60;

/** Query values of an export's filters, as the list sends them. */
const exportParams = z.record(z.string().max(40), z.union([z.string().max(200), z.number()]));

export const downloadTicketRequestSchema = z.discriminatedUnion('target', [
  z.object({ target: z.literal('export'), kind: z.enum(exportKinds), filters: exportParams.optional() }),
  z.object({ target: z.literal('template'), kind: z.enum(importKinds) }),
  z.object({ target: z.literal('file'), file_id: z.string().regex(/^[0-9a-f-]{36}$/) }),
]);
export type DownloadTicketRequest = z.infer<typeof downloadTicketRequestSchema>;

export const downloadTicketAnswerSchema = z.object({
  /** Path and query to open, ticket included. */
  url: z.string(),
  expires_in: z.number().int(),
});
export type DownloadTicketAnswer = z.infer<typeof downloadTicketAnswerSchema>;

/**
 * Query parameters never written to a log line: session tokens, tickets and signatures; a third-party entry link's
 * signature and nonce and its landing's one-time code (docs/third-party.md).
 */
export const SECRET_QUERY_PARAMS = ['token', 'ticket', 'sign', 'sign_random', 'signature', 'nonce', 'code'] as const;
