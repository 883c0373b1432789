import type { OutboxEntry } from './outbox';

/** Where the outbox keeps its entries: IndexedDB in the browser (Blobs stored as they are), memory in tests. */
export type OutboxStore = {
  /** Every entry, oldest first. */
  list: () => Promise<OutboxEntry[]>;
  /** Adds an entry or replaces the one with its client_key. */
  put: (entry: OutboxEntry) => Promise<void>;
  remove: (clientKey: string) => Promise<void>;
};

const byAge = (a: OutboxEntry, b: OutboxEntry) => a.saved_at - b.saved_at || a.client_key.localeCompare(b.client_key);

/** A copy as storage would give back: changing what list() answered changes nothing stored until put(). */
const copy = (entry: OutboxEntry): OutboxEntry => ({ ...entry, photos: entry.photos.map((photo) => ({ ...photo })) });

export const memoryStore = (): OutboxStore => {
  const entries = new Map<string, OutboxEntry>();
  return {
    list: async () => [...entries.values()].map(copy).sort(byAge),
    put: async (entry) => {
      entries.set(entry.client_key, copy(entry));
    },
    remove: async (clientKey) => {
      entries.delete(clientKey);
    },
  };
};

const DB_NAME = 'fireline-patrol';
const STORE = 'outbox';

const request = <T>(req: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('indexedDB'));
  });

/** One object store `outbox` keyed by client_key in the database `fireline-patrol`. */
export const indexedDbStore = (): OutboxStore => {
  let opened: Promise<IDBDatabase> | undefined;
  const open = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open(DB_NAME, 1);
      req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: 'client_key' });
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => {
        opened = undefined;
        reject(req.error ?? new Error('indexedDB'));
      };
    });
    return opened;
  };
  /** Runs one request in its own transaction and resolves once the transaction has committed. */
  const run = async <T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>) => {
    const tx = (await open()).transaction(STORE, mode);
    const answer = request(act(tx.objectStore(STORE)));
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('indexedDB'));
      tx.onabort = () => reject(tx.error ?? new Error('indexedDB'));
    });
    return answer;
  };
  return {
    list: async () => ((await run('readonly', (store) => store.getAll())) as OutboxEntry[]).sort(byAge),
    put: async (entry) => {
      await run('readwrite', (store) => store.put(entry));
    },
    remove: async (clientKey) => {
      await run('readwrite', (store) => store.delete(clientKey));
    },
  };
};

/** The first release's outbox (answers only, in localStorage): what a phone still holds there moves into the store once. */
const LEGACY_KEY = 'fireline.patrol.outbox';
type LegacyEntry = { body: OutboxEntry['body']; site_name: string; saved_at: number };

export const adoptLegacyEntries = (store: OutboxStore): OutboxStore => {
  let adopted: Promise<void> | undefined;
  const adopt = () => {
    adopted ??= (async () => {
      let legacy: LegacyEntry[] = [];
      try {
        const parsed = JSON.parse(localStorage.getItem(LEGACY_KEY) ?? '[]') as unknown;
        legacy = Array.isArray(parsed) ? (parsed as LegacyEntry[]) : [];
      } catch {
        legacy = [];
      }
      for (const entry of legacy)
        await store.put({ ...entry, client_key: entry.body.client_key, company_id: 0, photos: [] });
      localStorage.removeItem(LEGACY_KEY);
    })();
    return adopted;
  };
  return {
    list: async () => {
      await adopt();
      return store.list();
    },
    put: async (entry) => {
      await adopt();
      return store.put(entry);
    },
    remove: async (clientKey) => {
      await adopt();
      return store.remove(clientKey);
    },
  };
};
