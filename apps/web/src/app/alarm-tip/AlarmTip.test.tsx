import type { PushedMessage } from '@fireline/shared';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, setupI18n } from '../../lib/i18n';
import { TestStyles } from '../../components/test-utils';
import { buildEventPush } from '../../lib/push-fixtures';
import { FakeAudioContext, tones } from '../../lib/fake-audio';

const fireAlarm = (eventId: number) =>
  buildEventPush({
    seq_id: eventId,
    event_id: eventId,
    uuid: `gb:100001:${eventId}:0`,
    product_name: `${eventId}层 烟感`,
    component_id: eventId,
  });

// A fresh module graph per test: the sound module keeps its audio context for the page's life.
const renderTip = async () => {
  vi.resetModules();
  const [{ AlarmTip }, { dispatchMessage }] = await Promise.all([import('./AlarmTip'), import('../../lib/sse-router')]);
  const router = createMemoryRouter([{ path: '*', element: <AlarmTip /> }], {
    initialEntries: ['/alarmdeal/alarmdeal_list/fire'],
  });
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
    { wrapper: TestStyles },
  );
  const push = (message: PushedMessage) => act(() => dispatchMessage(message));
  return { push };
};

const activate = () => {
  FakeAudioContext.isActivated = true;
};

describe('alarm tip', { timeout: 30_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    FakeAudioContext.instances = [];
    FakeAudioContext.initialState = 'running';
    FakeAudioContext.isActivated = false;
    window.addEventListener('click', activate, true);
    vi.stubGlobal('AudioContext', FakeAudioContext);
    setupI18n();
    void i18n.changeLanguage('en');
  });
  afterEach(() => {
    cleanup();
    window.removeEventListener('click', activate, true);
    vi.unstubAllGlobals();
  });

  it('stays collapsed on a new alarm once the operator collapsed it: the icon counts and the sound plays', async () => {
    const { push } = await renderTip();
    await push(fireAlarm(41));
    await screen.findByTestId('alarm-tip');
    fireEvent.click(screen.getByTestId('alarm-tip-collapse'));
    await screen.findByTestId('alarm-tip-toggle');
    const before = tones();

    await push(fireAlarm(42));
    await waitFor(() => expect(screen.getByTestId('alarm-tip-toggle').textContent).toContain('2'));
    expect(screen.queryByTestId('alarm-tip')).toBeNull();
    await waitFor(() => expect(tones()).toBeGreaterThan(before));
  });

  it('stays collapsed on a new alarm after the operator cleared it', async () => {
    const { push } = await renderTip();
    await push(fireAlarm(41));
    await screen.findByTestId('alarm-tip');
    fireEvent.click(screen.getByTestId('alarm-tip-close'));
    await screen.findByTestId('alarm-tip-toggle');

    await push(fireAlarm(43));
    await waitFor(() => expect(screen.getByTestId('alarm-tip-toggle').textContent).toContain('1'));
    expect(screen.queryByTestId('alarm-tip')).toBeNull();
    fireEvent.click(screen.getByTestId('alarm-tip-toggle'));
    expect((await screen.findByTestId('alarm-tip-entry')).textContent).toContain('43层 烟感');
  });

  it('says alarm sound is off while the browser keeps audio suspended, and turns it on with one click', async () => {
    FakeAudioContext.initialState = 'suspended';
    const { push } = await renderTip();
    // Shown on the collapsed tip, before any alarm (the audio context is prepared a moment after the page settles).
    const enable = await screen.findByTestId('alarm-tip-enable-sound', {}, { timeout: 5_000 });
    expect(enable.textContent).toBe('Click to enable alarm sound');
    await push(fireAlarm(44));
    await screen.findByTestId('alarm-tip');
    expect(screen.getByTestId('alarm-tip-enable-sound')).toBeTruthy();

    fireEvent.click(screen.getByTestId('alarm-tip-enable-sound'));
    await waitFor(() => expect(screen.queryByTestId('alarm-tip-enable-sound')).toBeNull());
    expect(FakeAudioContext.instances[0]!.resume).toHaveBeenCalled();
    expect(FakeAudioContext.instances[0]!.state).toBe('running');
  });

  it('shows no such prompt when the browser lets the sound play', async () => {
    const { push } = await renderTip();
    await push(fireAlarm(45));
    await screen.findByTestId('alarm-tip');
    await waitFor(() => expect(FakeAudioContext.instances.length).toBeGreaterThan(0));
    expect(screen.queryByTestId('alarm-tip-enable-sound')).toBeNull();
  });
});
