import type { CheckInInput, PatrolRecordDetail } from '@fireline/shared';
import { ApiError } from '../../app/api';
import { sendCheckIn } from './api';

/**
 * The worker page's outbox (docs/patrol.md "Offline"): a check-in is written here before it is sent and removed once
 * the server has it, so answers typed on a poor connection survive a reload and go out when the network returns. Each
 * entry carries its client_key: the server answers a resend with the first record, so a send whose answer was lost
 * and is sent again never makes a second one.
 */
const KEY = 'fireline.patrol.outbox';

export type OutboxEntry = { body: CheckInInput; site_name: string; saved_at: number };

export const readOutbox = (): OutboxEntry[] => {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? (parsed as OutboxEntry[]) : [];
  } catch {
    return [];
  }
};

const writeOutbox = (entries: OutboxEntry[]) => localStorage.setItem(KEY, JSON.stringify(entries));

export const addToOutbox = (entry: OutboxEntry) =>
  writeOutbox([...readOutbox().filter((other) => other.body.client_key !== entry.body.client_key), entry]);

const removeFromOutbox = (clientKey: string) =>
  writeOutbox(readOutbox().filter((entry) => entry.body.client_key !== clientKey));

/** A network failure (kept for later) as opposed to the server's refusal (dropped, with its message). */
export const isNetworkFailure = (error: unknown) => error instanceof ApiError && error.code < 0;

let flushing: Promise<FlushResult> | undefined;
export type FlushResult = {
  sent: { client_key: string; record: PatrolRecordDetail }[];
  refused: { client_key: string; site_name: string; msg: string }[];
  pending: number;
};

/** Sends what waits, oldest first; stops at the first network failure. One flush at a time. */
export const flushOutbox = () => {
  flushing ??= (async () => {
    const result: FlushResult = { sent: [], refused: [], pending: 0 };
    for (const entry of readOutbox()) {
      try {
        const record = await sendCheckIn(entry.body);
        removeFromOutbox(entry.body.client_key);
        result.sent.push({ client_key: entry.body.client_key, record });
      } catch (error) {
        if (isNetworkFailure(error)) break;
        removeFromOutbox(entry.body.client_key);
        result.refused.push({
          client_key: entry.body.client_key,
          site_name: entry.site_name,
          msg: error instanceof Error ? error.message : '',
        });
      }
    }
    result.pending = readOutbox().length;
    return result;
  })().finally(() => {
    flushing = undefined;
  });
  return flushing;
};
