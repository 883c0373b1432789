import type { ThirdSystem } from '@fireline/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadSession, saveSession } from '../../../lib/session';
import { buildLoginAnswer } from '../../../lib/test-fixtures';
import { preparePageTests, renderAt, stubFetch, type StubCall } from '../../../components/test-utils';
import { ThirdEnterPage } from './ThirdEnterPage';
import { ThirdSystemDetailPage } from './ThirdSystemDetailPage';

preparePageTests();

const system: ThirdSystem = {
  id: 4,
  kind: 'third_enter',
  name: '智慧城市门户',
  contact_name: '王工',
  contact_phone: '13800001234',
  remark: null,
  is_enabled: 1,
  company_id: 1,
  company_name: '火线消防远程监控中心',
  unit_count: 2,
  key_status: 'active',
  key_hint: 'fl3_…a1b2',
  key_create_time: 1_763_000_000,
  enter_account: 'third4_de9160',
  last_contact_time: null,
  create_time: 1_763_000_000,
  update_time: 1_763_000_000,
};
const KEY = 'fl3_9cG2k1Xy0bQ4mN7pR3sT6uV8wZ1aB5dE8fH2jK4lM6n';
const SECRET = 'fles_Qx8cG2k1Xy0bQ4mN7pR3sT6uV8wZ1aB5dE8fH2jK4lM';

const writes = (calls: StubCall[]) => calls.filter((call) => call.method === 'POST');
const confirmButton = async (name: string) => within(await screen.findByRole('dialog')).getByRole('button', { name });

describe('a third-party system’s keys', { timeout: 90_000 }, () => {
  it('makes a new key only after confirmation, shows it once, and revokes the key', async () => {
    saveSession(buildLoginAnswer(['thirdsystem-third_enter', 'thirdsystem-key']));
    let current = system;
    const calls = stubFetch(({ method, path }) => {
      if (path === '/api_proxy/third_system/rotate_key/' && method === 'POST') {
        current = { ...current, key_hint: `fl3_…${KEY.slice(-4)}` };
        return { ...current, api_key: KEY, enter_secret: SECRET };
      }
      if (path === '/api_proxy/third_system/revoke_key/' && method === 'POST') {
        current = { ...current, key_status: 'revoked', key_hint: null, key_create_time: null };
        return current;
      }
      return current;
    });
    renderAt(<ThirdSystemDetailPage kind="third_enter" />, '/thirdsystem/third_enter/detail?id=4');
    await screen.findByText('third4_de9160');
    // Without the edit button, no edit or enable; the entry link's shape is shown.
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.getByText(/\/api\/third_enter\?system_id=4&user=/)).toBeTruthy();

    fireEvent.click(screen.getByTestId('third-rotate'));
    fireEvent.click(await confirmButton('Cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toEqual([]);

    fireEvent.click(screen.getByTestId('third-rotate'));
    fireEvent.click(await confirmButton('OK'));
    const shown = await screen.findByTestId('third-api-key');
    expect(shown.textContent).toContain(KEY);
    expect(screen.getByTestId('third-enter-secret').textContent).toContain(SECRET);
    expect(writes(calls)).toMatchObject([{ path: '/api_proxy/third_system/rotate_key/', body: { id: 4 } }]);
    fireEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(screen.queryByTestId('third-api-key')).toBeNull());
    // Once closed, the page holds the hint only.
    await screen.findByText(`fl3_…${KEY.slice(-4)}`);
    expect(document.body.textContent).not.toContain(KEY);

    fireEvent.click(screen.getByTestId('third-revoke'));
    fireEvent.click(await confirmButton('OK'));
    await screen.findByText('No valid key');
    expect(writes(calls).at(-1)).toMatchObject({ path: '/api_proxy/third_system/revoke_key/', body: { id: 4 } });
    expect(screen.queryByTestId('third-revoke')).toBeNull();
    expect(screen.getByRole('button', { name: 'Make a key' })).toBeTruthy();
  });
});

describe('the entry landing', { timeout: 90_000 }, () => {
  it('exchanges the one-time code once for a session and leaves the code’s URL', async () => {
    const answer = buildLoginAnswer(['home-authority'], {
      user_name: 'third4_de9160',
      role_code: 'authority_user',
    });
    const calls = stubFetch(({ path }) => (path === '/api_proxy/third/enter/' ? answer : []));
    const { router } = renderAt(<ThirdEnterPage />, '/third_enter?code=abcdefghijklmnopqrstuvwxyz012345', [
      { path: '*', element: <div data-testid="console">console</div> },
    ]);
    await screen.findByTestId('console');
    expect(calls.filter((call) => call.path === '/api_proxy/third/enter/')).toMatchObject([
      { method: 'POST', body: { code: 'abcdefghijklmnopqrstuvwxyz012345' } },
    ]);
    expect(loadSession()?.user.user_name).toBe('third4_de9160');
    // Where the role's menu starts, the code gone from the address.
    expect(router.state.location.pathname).toBe('/home_page/authority');
    expect(router.state.location.search).toBe('');
  });

  it('says why a link was refused', async () => {
    stubFetch(() => []);
    renderAt(<ThirdEnterPage />, '/third_enter?error=replayed');
    expect(await screen.findByText('the link was used already: each link opens one session')).toBeTruthy();
  });
});
