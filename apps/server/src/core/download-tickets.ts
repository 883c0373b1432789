import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../db/client';
import { deleteExpiredTickets, insertTicket, takeTicket } from './download-tickets.repo';
import { hashToken } from './session';

/** A query as sorted [name, value] pairs without the ticket: what a ticket is bound to. */
export const canonicalParams = (query: Record<string, unknown>): [string, string][] =>
  Object.entries(query)
    .filter(([name, value]) => name !== 'ticket' && value !== undefined && value !== '')
    .map(([name, value]): [string, string] => [
      name,
      Array.isArray(value) ? value.map(String).join('\u0000') : String(value),
    ])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/**
 * Issues a ticket for one path and query in one session. Expired tickets (used ones are already gone) are removed
 * here, so the table holds at most a minute of issued tickets.
 */
export const issueDownloadTicket = async (
  db: DbOrTx,
  options: { sessionId: number; userId: number; path: string; params: [string, string][]; ttlSeconds: number },
) => {
  await deleteExpiredTickets(db);
  const ticket = randomBytes(32).toString('base64url');
  await insertTicket(db, {
    ticketHash: hashToken(ticket),
    sessionId: options.sessionId,
    userId: options.userId,
    path: options.path,
    params: options.params,
    expiresAt: new Date(Date.now() + options.ttlSeconds * 1000),
  });
  const query = new URLSearchParams([...options.params, ['ticket', ticket]]);
  return `${options.path}?${query.toString()}`;
};

/**
 * Uses a ticket up: the row is deleted in the same statement that reads it, so of two concurrent uses only one gets
 * it. Answers the session it was issued in when it is unexpired and bound to exactly this path and query.
 */
export const consumeDownloadTicket = async (
  db: DbOrTx,
  options: { ticket: string; path: string; query: Record<string, unknown> },
) => {
  const row = await takeTicket(db, hashToken(options.ticket));
  if (!row || row.expiresAt.getTime() <= Date.now() || row.path !== options.path) return undefined;
  if (JSON.stringify(row.params) !== JSON.stringify(canonicalParams(options.query))) return undefined;
  return { sessionId: row.sessionId, userId: row.userId };
};
