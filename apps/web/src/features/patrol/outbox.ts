import type { CheckInInput, PatrolRecordDetail } from '@fireline/shared';
import { ApiError } from '../../lib/api';
import { uploadFile, UploadError } from '../../components/upload';
import { sendCheckIn } from './api';
import { adoptLegacyEntries, indexedDbStore, memoryStore, type OutboxStore } from './outbox-store';

/**
 * The worker page's outbox (docs/patrol.md "Offline"): a check-in — its answers and its photos as Blobs — is written
 * to the phone's storage before anything is sent, and removed once the server has it, so what was taken on a poor
 * connection survives a reload and goes out when the network returns. Sending an entry uploads each photo not yet
 * uploaded (its file id is written back at once, so a photo the server has is never sent again), then the check-in with
 * its client_key: the server answers a resend with the first record, so a send whose answer was lost never makes a
 * second one.
 */
export type OutboxPhoto = { id: string; item_id: number; name: string; blob: Blob; file_id?: string };
export type OutboxEntry = {
  client_key: string;
  site_name: string;
  /** The unit the photos are filed under. */
  company_id: number;
  /** Epoch seconds, the time the answers were taken (also the body's checked_at); oldest entries go first. */
  saved_at: number;
  /** The check-in; each answer's photo_file_ids are completed with its uploaded photos when sent. */
  body: CheckInInput;
  photos: OutboxPhoto[];
};
export type { OutboxStore } from './outbox-store';

export type OutboxTransport = {
  upload: (photo: OutboxPhoto, companyId: number) => Promise<string>;
  send: (body: CheckInInput) => Promise<PatrolRecordDetail>;
};

export type FlushResult = {
  sent: { client_key: string; record: PatrolRecordDetail }[];
  refused: { client_key: string; site_name: string; msg: string }[];
  pending: number;
};

/**
 * A network failure (kept for later) as opposed to the server's refusal (dropped, with its message): the API client's
 * negative codes (no answer, or not HTTP 200), and an upload without the server's message.
 */
export const isNetworkFailure = (error: unknown) =>
  (error instanceof ApiError && error.code < 0) || (error instanceof UploadError && !error.message);

/** The body as sent: each answer's photo ids, those it had plus its photos' uploads, in the order taken. */
export const bodyToSend = (entry: OutboxEntry): CheckInInput => ({
  ...entry.body,
  answers: entry.body.answers.map((answer) => ({
    ...answer,
    photo_file_ids: [
      ...(answer.photo_file_ids ?? []),
      ...entry.photos.filter((photo) => photo.item_id === answer.item_id).map((photo) => photo.file_id!),
    ],
  })),
});

export const createOutbox = ({ store, transport }: { store: OutboxStore; transport: OutboxTransport }) => {
  let flushing: Promise<FlushResult> | undefined;

  /** Sends one entry: its photos not yet uploaded, each written back as it lands, then the check-in. */
  const sendEntry = async (entry: OutboxEntry) => {
    for (const photo of entry.photos) {
      if (photo.file_id) continue;
      photo.file_id = await transport.upload(photo, entry.company_id);
      await store.put(entry);
    }
    return transport.send(bodyToSend(entry));
  };

  /**
   * Sends what waits, oldest first; stops at the first network failure. One flush at a time: a flush asked for while
   * one runs follows it (an entry added meanwhile may have been listed too late for the running one).
   */
  const flush = (): Promise<FlushResult> => {
    if (flushing) return flushing.then(flush);
    flushing = (async () => {
      const result: FlushResult = { sent: [], refused: [], pending: 0 };
      for (const entry of await store.list()) {
        try {
          const record = await sendEntry(entry);
          await store.remove(entry.client_key);
          result.sent.push({ client_key: entry.client_key, record });
        } catch (error) {
          if (isNetworkFailure(error)) break;
          await store.remove(entry.client_key);
          result.refused.push({
            client_key: entry.client_key,
            site_name: entry.site_name,
            msg: error instanceof Error ? error.message : '',
          });
        }
      }
      result.pending = (await store.list()).length;
      return result;
    })().finally(() => {
      flushing = undefined;
    });
    return flushing;
  };

  return {
    /** Keeps a check-in (replacing one with the same key); resolves once it is stored. */
    add: (entry: OutboxEntry) => store.put(entry),
    list: () => store.list(),
    flush,
  };
};
export type Outbox = ReturnType<typeof createOutbox>;

const httpTransport: OutboxTransport = {
  upload: async (photo, companyId) => (await uploadFile('image', photo.blob, photo.name, companyId)).file_id,
  send: sendCheckIn,
};

/** The page's outbox: IndexedDB where the browser has it (every browser the page supports), memory otherwise. */
export const patrolOutbox = createOutbox({
  store: typeof indexedDB === 'undefined' ? memoryStore() : adoptLegacyEntries(indexedDbStore()),
  transport: httpTransport,
});
