import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, onSessionEndedElsewhere, request, setApiHooks } from './api';
import { setupI18n } from './i18n';
import { loadSession, saveSession, takeLoginReason } from './session';
import { buildLoginAnswer } from './test-fixtures';

const envelope = (code: number, data: unknown = null, msg = 'msg') =>
  new Response(JSON.stringify({ code, msg, eng_msg: msg, data }), { status: 200 });

describe('API client', () => {
  const shown: string[] = [];
  let wentToLogin = 0;
  beforeEach(() => {
    localStorage.clear();
    setupI18n();
    shown.length = 0;
    wentToLogin = 0;
    setApiHooks({ showError: (text) => shown.push(text), goToLogin: () => (wentToLogin += 1) });
    saveSession(buildLoginAnswer(['alarmdeal']));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('signs /api_proxy/ calls, sends the token and answers the data of code 0', async () => {
    const fetchMock = vi.fn(async () => envelope(0, { value: 42 }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await request('GET', '/api_proxy/user/info/', { query: { page_no: 0 } })).toEqual({ value: 42 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const query = new URLSearchParams(url.split('?')[1]);
    expect(query.get('uid')).toBe('7');
    expect(query.get('page_no')).toBe('0');
    expect(query.get('sign')).toMatch(/^[0-9a-f]{64}$/);
    expect((init.headers as Record<string, string>).authorization).toBe('token token-abc');
  });

  it('on 9996 stores the reason, aborts what is pending, clears the session and goes to login', async () => {
    let pendingSignal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (url.includes('slow')) {
          pendingSignal = init.signal!;
          return new Promise<Response>((_, reject) =>
            init.signal!.addEventListener('abort', () => reject(new Error('aborted'))),
          );
        }
        return envelope(9996, null, '此账号已在别处登录，请重新登录');
      }),
    );
    const slow = request('GET', '/api_proxy/slow/').catch((error: Error) => error);
    await expect(api.get('/api_proxy/user/info/')).rejects.toMatchObject({ code: 9996 });
    expect(pendingSignal?.aborted).toBe(true);
    await slow;
    expect(takeLoginReason()).toBe('session.elsewhere');
    expect(loadSession()).toBeUndefined();
    expect(wentToLogin).toBe(1);
  });

  it('on 9996 with the console up, clears the session and lets the console say so instead of leaving', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(9996, null, '此账号已在别处登录，请重新登录')),
    );
    let told = 0;
    const stop = onSessionEndedElsewhere(() => (told += 1));
    await expect(api.get('/api_proxy/user/info/')).rejects.toMatchObject({ code: 9996 });
    stop();
    expect(told).toBe(1);
    expect(wentToLogin).toBe(0);
    expect(loadSession()).toBeUndefined();
    expect(takeLoginReason()).toBe('session.elsewhere');
  });

  it('rejects another code with the body and shows its message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(9993, null, '没有权限')),
    );
    await expect(request('GET', '/api_proxy/x/')).rejects.toMatchObject({ code: 9993, body: { msg: '没有权限' } });
    expect(shown).toEqual(['没有权限']);
  });

  it('says network error when the HTTP status is not 200', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('bad gateway', { status: 502 })),
    );
    // jsdom's browser language is en-US, so the client speaks English here.
    await expect(request('GET', '/api_proxy/x/')).rejects.toMatchObject({ message: 'network error' });
    expect(shown).toEqual(['network error']);
  });

  it('types a call by the shared API map: an unknown path or a wrong parameter does not compile', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(0, { number: 'S0001' })),
    );
    const answer: { number: string } = await api.get('/api_proxy/patrol/common/gen_number/', { kind: 'site' });
    expect(answer).toEqual({ number: 'S0001' });
    // @ts-expect-error not a call of the map
    await api.get('/api_proxy/no/such/call/').catch(() => undefined);
    // @ts-expect-error `kind` is site, item, plan or route
    await api.get('/api_proxy/patrol/common/gen_number/', { kind: 'task' });
    // @ts-expect-error the call takes no `name`
    await api.get('/api_proxy/patrol/common/gen_number/', { kind: 'site', name: 'x' });
  });
});
