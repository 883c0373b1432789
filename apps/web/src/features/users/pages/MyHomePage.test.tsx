import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { buildLoginAnswer } from '../../../lib/test-fixtures';
import { preparePageTests, renderAt, stubFetch } from '../../../components/test-utils';
import { buildUserRecord } from './user-fixtures';
import { MyHomePage } from './MyHomePage';

const me = buildUserRecord({ user_id: 7, name: '王值班', account: 'operator', company_name: '火线消防远程监控中心' });

describe('/myhome', { timeout: 60_000 }, () => {
  preparePageTests();

  it("shows one's account and changes the password with the old one, asking for the new one twice", async () => {
    // Anyone: no account-management permission needed for one's own record.
    saveSession(buildLoginAnswer(['alarmdeal']));
    const calls = stubFetch(() => me);
    renderAt(<MyHomePage />, '/myhome');
    expect((await screen.findByTestId('myhome-account')).textContent).toBe('operator');
    expect(calls.find((call) => call.path === '/api_proxy/user/info/')?.query.get('user_id')).toBe('7');
    const form = screen.getByTestId('myhome-password-form');
    const fields = form.querySelectorAll('input');
    fireEvent.change(fields[0]!, { target: { value: 'Fireline@2026' } });
    fireEvent.change(fields[1]!, { target: { value: 'Better.2026' } });
    fireEvent.change(fields[2]!, { target: { value: 'Better.2027' } });
    fireEvent.click(screen.getByTestId('myhome-password-save'));
    expect(await within(form).findByText('the two passwords do not match')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api_proxy/user/update_user_password/')).toBe(false);
    fireEvent.change(fields[2]!, { target: { value: 'Better.2026' } });
    fireEvent.click(screen.getByTestId('myhome-password-save'));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api_proxy/user/update_user_password/')?.body).toEqual({
        old_password: 'Fireline@2026',
        password: 'Better.2026',
        confirm_password: 'Better.2026',
      }),
    );
  });

  it('opens the avatar cropper: a 1:1 box, previews of 120 and 50 pixels, nothing to upload before a picture', async () => {
    saveSession(buildLoginAnswer(['alarmdeal']));
    stubFetch(() => me);
    renderAt(<MyHomePage />, '/myhome');
    fireEvent.click(await screen.findByTestId('myhome-change-avatar'));
    expect(await screen.findByText('Crop the avatar')).toBeTruthy();
    for (const size of [120, 50]) {
      const preview = screen.getByTestId(`avatar-preview-${size}`) as HTMLCanvasElement;
      expect([preview.width, preview.height]).toEqual([size, size]);
    }
    expect(screen.getByText('Choose a picture').closest('button')).toBeTruthy();
    expect((document.getElementById('avatar-upload') as HTMLButtonElement).disabled).toBe(true);
  });
});
