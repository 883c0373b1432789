import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders, preparePageTests, stubFetch } from '../../components/test-utils';
import { emptyItem, ItemsEditor, type ItemDraft } from './components/ItemsEditor';
import { addToOutbox, flushOutbox, readOutbox } from './outbox';

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

describe('check-in outbox', () => {
  it('keeps a check-in while the network is down and sends it once, with its key, when it returns', async () => {
    localStorage.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    const body = { site_id: 3, client_key: 'key-0001-abcd', answers: [{ item_id: 9, result: 2 }] };
    addToOutbox({ body, site_name: 'Door', saved_at: 1 });
    const offline = await flushOutbox();
    expect(offline).toMatchObject({ sent: [], pending: 1 });
    expect(readOutbox()).toHaveLength(1);

    const calls = stubFetch(({ body: sent }) => ({ id: 5, ...(sent as object) }));
    const online = await flushOutbox();
    expect(online.sent.map((entry) => entry.client_key)).toEqual(['key-0001-abcd']);
    expect(readOutbox()).toHaveLength(0);
    await flushOutbox();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api_proxy/patrol/details/info/',
      body: { client_key: 'key-0001-abcd' },
    });
  });

  it('drops a check-in the server refuses, with its message', async () => {
    localStorage.clear();
    stubFetch(
      () => null,
      () => ({ code: 9993, msg: 'no permission' }),
    );
    addToOutbox({
      body: { site_id: 3, client_key: 'key-0002-abcd', answers: [{ item_id: 9, result: 1 }] },
      site_name: 'Door',
      saved_at: 1,
    });
    const result = await flushOutbox();
    expect(result.refused).toEqual([{ client_key: 'key-0002-abcd', site_name: 'Door', msg: 'no permission' }]);
    expect(readOutbox()).toHaveLength(0);
  });
});
