import type { DownloadTicketAnswer, DownloadTicketRequest, Envelope } from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import { call } from './http';

/** Asks for a one-time download link as the web client does (a signed call with the session header). */
export const ticketUrl = async (app: FastifyInstance, token: string, target: DownloadTicketRequest, lang?: 'en') => {
  const { body } = await call<DownloadTicketAnswer>(app, {
    method: 'POST',
    path: '/api_proxy/file/download_ticket/',
    token,
    body: target,
    lang,
  });
  return body;
};

/**
 * GET /export/export as the client's new window opens it: a ticket first, then its link, no header. A refused
 * ticket request answers its envelope instead of a response.
 */
export const openExport = async (
  app: FastifyInstance,
  token: string | undefined,
  query: Record<string, string | number>,
) => {
  const { kind, lang, ...filters } = query;
  if (!token)
    return {
      ticket: undefined,
      response: await app.inject({ method: 'GET', url: `/export/export?kind=${String(kind)}` }),
    };
  const ticket: Envelope<DownloadTicketAnswer> = await ticketUrl(
    app,
    token,
    { target: 'export', kind: kind as never, filters },
    lang === 'eng' ? 'en' : undefined,
  );
  if (ticket.code !== 0) return { ticket, response: undefined };
  return { ticket, response: await app.inject({ method: 'GET', url: ticket.data.url }) };
};
