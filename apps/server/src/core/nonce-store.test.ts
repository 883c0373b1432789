import { describe, expect, it } from 'vitest';
import { createMemoryNonceStore } from './nonce-store';

describe('nonce store', () => {
  it("refuses a user's nonce past the cap instead of forgetting an old one, so no replay reopens", async () => {
    const store = createMemoryNonceStore({ now: () => 1_000, perUser: 2 });
    const user = { kind: 'user', userId: 7 } as const;
    expect(await store.remember(user, 'a', 60_000)).toBe('new');
    expect(await store.remember(user, 'b', 60_000)).toBe('new');
    expect(await store.remember(user, 'c', 60_000)).toBe('full');
    expect(await store.remember(user, 'a', 60_000)).toBe('seen');
    expect(await store.remember({ kind: 'user', userId: 8 }, 'a', 60_000)).toBe('new');
  });

  it('makes room in a full user once the window of its nonces has passed', async () => {
    let time = 1_000;
    const store = createMemoryNonceStore({ now: () => time, perUser: 1 });
    const user = { kind: 'user', userId: 7 } as const;
    expect(await store.remember(user, 'a', 2_000)).toBe('new');
    time = 2_001;
    expect(await store.remember(user, 'b', 5_000)).toBe('new');
    expect(store.size()).toBe(1);
  });

  it('holds at most publicTotal public nonces, whatever the number of sources', async () => {
    const store = createMemoryNonceStore({ now: () => 1_000, publicTotal: 100 });
    for (let index = 0; index < 1_000; index += 1)
      await store.remember({ kind: 'public', ip: `10.0.${index % 250}.1` }, `n${index}`, 60_000);
    expect(store.size()).toBe(100);
    expect(await store.remember({ kind: 'public', ip: '10.0.249.1' }, 'n999', 60_000)).toBe('seen');
  });
});
