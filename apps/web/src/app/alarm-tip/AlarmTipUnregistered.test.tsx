import { UNREGISTERED_FIRE_MSG_TYPE, type PushedMessage, type UnregisteredFireBody } from '@fireline/shared';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, setupI18n } from '../../lib/i18n';
import { TestStyles } from '../../components/test-utils';
import { FakeAudioContext, tones } from '../../lib/fake-audio';

/** What the server pushes for a fire alarm from GB/T 26875.3 address 640101, which no device has. */
const unregisteredFire = (address = '640101'): PushedMessage => {
  const body: UnregisteredFireBody = {
    title: address,
    content: '部件状态: 1-5 3F 烟感: 火警',
    content_en: 'component status: 1-5 3F 烟感: fire alarm',
    source: 'gb26875',
    address,
    remote: '10.0.0.9:50211',
    accept_time: '2026-11-22 10:35:08',
    status_category: 'fire',
    alarm_status: 'alarm',
    alarm_type: 'fire_alarm',
  };
  return { msg_type: UNREGISTERED_FIRE_MSG_TYPE, msg_body: body };
};

const Location = () => {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
};

const renderTip = async () => {
  vi.resetModules();
  const [{ AlarmTip }, { dispatchMessage }] = await Promise.all([import('./AlarmTip'), import('../../lib/sse-router')]);
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <AlarmTip />
            <Location />
          </>
        ),
      },
    ],
    { initialEntries: ['/new_company_list'] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
    { wrapper: TestStyles },
  );
  return { push: (message: PushedMessage) => act(() => dispatchMessage(message)) };
};

describe('alarm tip: fire alarm from an unregistered device', { timeout: 30_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    FakeAudioContext.instances = [];
    vi.stubGlobal('AudioContext', FakeAudioContext);
    setupI18n();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows it as a fire alarm marked unregistered, with sound, and opens the unregistered tab at its address', async () => {
    await i18n.changeLanguage('en');
    const { push } = await renderTip();
    await push(unregisteredFire());
    const entry = await screen.findByTestId('alarm-tip-entry');
    expect(screen.getByTestId('alarm-tip-unregistered').textContent).toBe('Unregistered device');
    expect(entry.textContent).toContain('Fire');
    expect(entry.textContent).toContain('Address 640101');
    expect(entry.textContent).toContain('component status: 1-5 3F 烟感: fire alarm');
    await waitFor(() => expect(tones()).toBeGreaterThan(0));

    // The same address again replaces its entry; another address adds one.
    await push(unregisteredFire());
    await push(unregisteredFire('640102'));
    await waitFor(() => expect(screen.getAllByTestId('alarm-tip-entry')).toHaveLength(2));

    fireEvent.click(screen.getAllByTestId('alarm-tip-entry')[1]!);
    expect(screen.getByTestId('location').textContent).toBe('/alarmdeal/unregistered?source=gb26875&keyword=640101');
  });

  it('marks it 未注册设备 in Chinese', async () => {
    await i18n.changeLanguage('zh');
    const { push } = await renderTip();
    await push(unregisteredFire());
    const entry = await screen.findByTestId('alarm-tip-entry');
    expect(screen.getByTestId('alarm-tip-unregistered').textContent).toBe('未注册设备');
    expect(entry.textContent).toContain('火警');
    expect(entry.textContent).toContain('地址 640101 · 部件状态: 1-5 3F 烟感: 火警');
  });
});
