import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders, preparePageTests, stubFetch } from '../../components/test-utils';
import { emptyItem, ItemsEditor, type ItemDraft } from './components/ItemsEditor';
import type { CheckInInput, PatrolRecordDetail } from '@fireline/shared';
import { ApiError } from '../../lib/api';
import { UploadError } from '../../components/upload';
import {
  bodyToSend,
  createOutbox,
  patrolOutbox,
  type OutboxEntry,
  type OutboxPhoto,
  type OutboxTransport,
} from './outbox';
import { adoptLegacyEntries, memoryStore } from './outbox-store';

preparePageTests();

const Editor = ({ initial }: { initial: ItemDraft[] }) => {
  const [items, setItems] = useState(initial);
  return (
    <AppProviders>
      <ItemsEditor value={items} onChange={setItems} />
      <span data-testid="count">{items.length}</span>
    </AppProviders>
  );
};
const complete = (name: string): ItemDraft => ({ ...emptyItem(), name, enum_pt_item_type: 1, quantity: 2 });

describe('patrol items editor (spec 002 §5)', () => {
  it('completes the current item before another', async () => {
    render(<Editor initial={[]} />);
    fireEvent.click(screen.getByTestId('item-add'));
    expect(screen.getByTestId('count').textContent).toBe('1');
    fireEvent.click(screen.getByTestId('item-add'));
    expect(await screen.findByText('complete the current item before adding another')).toBeTruthy();
    expect(screen.getByTestId('count').textContent).toBe('1');
  });

  it('refuses an eleventh item', async () => {
    render(<Editor initial={Array.from({ length: 10 }, (_, index) => complete(`Item ${index}`))} />);
    fireEvent.click(screen.getByTestId('item-add'));
    expect(await screen.findByText('maximum 10 items allowed')).toBeTruthy();
    expect(screen.getByTestId('count').textContent).toBe('10');
  });
});

describe('check-in outbox (answers and photos kept on the phone)', () => {
  // jsdom has no IndexedDB: the queue runs over the in-memory store, the one interface the IndexedDB store implements.
  const photoOf = (id: string, itemId: number): OutboxPhoto => ({
    id,
    item_id: itemId,
    name: `${id}.png`,
    blob: new Blob([id], { type: 'image/png' }),
  });
  const entryOf = (key: string, savedAt = 1): OutboxEntry => ({
    client_key: key,
    site_name: 'Door',
    company_id: 7,
    saved_at: savedAt,
    body: {
      site_id: 3,
      client_key: key,
      checked_at: savedAt,
      answers: [
        { item_id: 9, result: 2, photo_file_ids: [] },
        { item_id: 10, result: 1, photo_file_ids: [] },
      ],
    },
    photos: [photoOf('p1', 9), photoOf('p2', 9), photoOf('p3', 10)],
  });
  /** A server that stores uploads and check-ins, answering a resent client_key with the first record. */
  const fakeServer = () => {
    const state = {
      online: false,
      uploads: [] as string[],
      sends: [] as CheckInInput[],
      records: new Map<string, number>(),
    };
    const offline = () => new UploadError('');
    const transport: OutboxTransport = {
      upload: async (photo) => {
        if (!state.online) throw offline();
        state.uploads.push(photo.id);
        return `file-${photo.id}`;
      },
      send: async (body) => {
        if (!state.online) throw new ApiError('network', -2);
        state.sends.push(body);
        if (!state.records.has(body.client_key)) state.records.set(body.client_key, state.records.size + 1);
        return { id: state.records.get(body.client_key)! } as PatrolRecordDetail;
      },
    };
    return { state, transport };
  };

  it('keeps a check-in and its photos while offline, across a reload, and sends each photo and the check-in once', async () => {
    const store = memoryStore();
    const server = fakeServer();
    const page = createOutbox({ store, transport: server.transport });
    await page.add(entryOf('key-0001-abcd'));
    expect(await page.flush()).toMatchObject({ sent: [], refused: [], pending: 1 });
    expect(server.state.uploads).toEqual([]);

    // The page is reloaded: a new outbox over the same storage finds the entry with its photos.
    const reloaded = createOutbox({ store, transport: server.transport });
    const [kept] = await reloaded.list();
    expect(kept!.photos.map((photo) => photo.blob.size)).toEqual([2, 2, 2]);
    server.state.online = true;
    const result = await reloaded.flush();
    expect(result.sent.map((entry) => entry.client_key)).toEqual(['key-0001-abcd']);
    expect(result.pending).toBe(0);
    expect(server.state.uploads).toEqual(['p1', 'p2', 'p3']);
    expect(server.state.sends).toHaveLength(1);
    expect(server.state.sends[0]!.answers.map((answer) => answer.photo_file_ids)).toEqual([
      ['file-p1', 'file-p2'],
      ['file-p3'],
    ]);
    await reloaded.flush();
    expect(server.state.sends).toHaveLength(1);
    expect(await store.list()).toEqual([]);
  });

  it('uploads a photo the server has never again when the network drops between photos', async () => {
    const store = memoryStore();
    const server = fakeServer();
    server.state.online = true;
    const upload = server.transport.upload;
    // The network goes after the first photo has landed.
    server.transport.upload = async (photo, companyId) => {
      const fileId = await upload(photo, companyId);
      server.state.online = false;
      return fileId;
    };
    const outbox = createOutbox({ store, transport: server.transport });
    await outbox.add(entryOf('key-0002-abcd'));
    expect((await outbox.flush()).pending).toBe(1);
    expect((await store.list())[0]!.photos.map((photo) => photo.file_id)).toEqual(['file-p1', undefined, undefined]);

    server.transport.upload = upload;
    server.state.online = true;
    await outbox.flush();
    expect(server.state.uploads).toEqual(['p1', 'p2', 'p3']);
    expect(server.state.records.size).toBe(1);
  });

  it('resends a check-in whose answer was lost with the same key and no photo again: one record', async () => {
    const store = memoryStore();
    const server = fakeServer();
    server.state.online = true;
    const send = server.transport.send;
    // The server stores the check-in but its answer never arrives.
    server.transport.send = async (body) => {
      await send(body);
      throw new ApiError('network', -2);
    };
    const outbox = createOutbox({ store, transport: server.transport });
    await outbox.add(entryOf('key-0003-abcd'));
    expect((await outbox.flush()).pending).toBe(1);
    server.transport.send = send;
    const result = await outbox.flush();
    expect(result.sent).toHaveLength(1);
    expect(server.state.sends.map((body) => body.client_key)).toEqual(['key-0003-abcd', 'key-0003-abcd']);
    expect(server.state.records.size).toBe(1);
    expect(server.state.uploads).toEqual(['p1', 'p2', 'p3']);
  });

  it('sends oldest first, once, when two flushes are asked for at once', async () => {
    const server = fakeServer();
    server.state.online = true;
    const outbox = createOutbox({ store: memoryStore(), transport: server.transport });
    await outbox.add(entryOf('key-later-abcd', 20));
    await outbox.add(entryOf('key-first-abcd', 10));
    await Promise.all([outbox.flush(), outbox.flush()]);
    expect(server.state.sends.map((body) => body.client_key)).toEqual(['key-first-abcd', 'key-later-abcd']);
  });

  it('drops a check-in the server refuses, with its message, and goes on with the next', async () => {
    const server = fakeServer();
    server.state.online = true;
    server.transport.send = async (body) => {
      if (body.client_key === 'key-0004-abcd') throw new ApiError('no permission', 9993);
      return { id: 1 } as PatrolRecordDetail;
    };
    const outbox = createOutbox({ store: memoryStore(), transport: server.transport });
    await outbox.add(entryOf('key-0004-abcd', 1));
    await outbox.add(entryOf('key-0005-abcd', 2));
    const result = await outbox.flush();
    expect(result.refused).toEqual([{ client_key: 'key-0004-abcd', site_name: 'Door', msg: 'no permission' }]);
    expect(result.sent.map((entry) => entry.client_key)).toEqual(['key-0005-abcd']);
    expect(result.pending).toBe(0);
  });

  it("takes over the first release's check-ins kept in localStorage", async () => {
    const body = {
      site_id: 3,
      client_key: 'key-0006-abcd',
      answers: [{ item_id: 9, result: 1, photo_file_ids: ['f9'] }],
    };
    localStorage.setItem('fireline.patrol.outbox', JSON.stringify([{ body, site_name: 'Door', saved_at: 5 }]));
    const store = adoptLegacyEntries(memoryStore());
    expect(await store.list()).toMatchObject([{ client_key: 'key-0006-abcd', photos: [], body }]);
    expect(localStorage.getItem('fireline.patrol.outbox')).toBeNull();
    expect(bodyToSend((await store.list())[0]!).answers[0]!.photo_file_ids).toEqual(['f9']);
  });

  it('the page outbox sends through the signed check-in call', async () => {
    const calls = stubFetch(({ body: sent }) => ({ id: 5, ...(sent as object) }));
    await patrolOutbox.add({ ...entryOf('key-0007-abcd'), photos: [] });
    const result = await patrolOutbox.flush();
    expect(result.sent.map((entry) => entry.client_key)).toEqual(['key-0007-abcd']);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api_proxy/patrol/details/info/',
      body: { client_key: 'key-0007-abcd' },
    });
  });
});
