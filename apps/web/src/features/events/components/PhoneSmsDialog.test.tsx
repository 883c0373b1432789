import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithApp, stubServer } from '../test-support';
import { buildEvent } from '../../../lib/test-fixtures';
import { PhoneSmsDialog } from './PhoneSmsDialog';

const people = {
  text: '【华鼎国际大厦】A 座 F3 3层 东侧走廊 烟感 火警，2026-11-22 10:35:08，请立即核实处理。',
  list: [
    {
      person_id: 'u9',
      name: '李安全',
      phone: '13811223344',
      source: 'unit_user',
      org_name: '华鼎国际大厦',
      can_sms: true,
    },
    {
      person_id: 'c2:controlRoomPhone',
      name: '消防控制室',
      phone: '010-62345678',
      source: 'unit_contact',
      org_name: '华鼎国际大厦',
      can_sms: false,
    },
  ],
};

describe('phone and SMS dialog', { timeout: 60_000 }, () => {
  beforeEach(() => prepareDom(['alarmdeal', 'alarmdeal-handle']));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers only the event’s people, shows the alarm’s text, and has no free number or text to type', async () => {
    const calls = stubServer({ 'GET /api_proxy/event/notify_people/': people });
    renderWithApp(<PhoneSmsDialog open event={buildEvent()} onClose={() => undefined} />);
    expect((await screen.findByTestId('sms-text')).textContent).toContain('请立即核实处理');
    expect(calls.find((call) => call.path === '/api_proxy/event/notify_people/')!.query.get('event_id')).toBe(
      String(buildEvent().id),
    );
    expect(screen.getByText(/李安全/)).toBeTruthy();
    expect(document.querySelector('input, textarea')).toBeNull();
  });

  it('sends an SMS to a mobile of the list, signed, with the event and without text; a landline only gets a call', async () => {
    const calls = stubServer({
      'GET /api_proxy/event/notify_people/': people,
      'GET /send/sms_send': { id: 2, status: 'pending' },
      'GET /send/voice_send': { id: 3, status: 'pending' },
    });
    renderWithApp(<PhoneSmsDialog open event={buildEvent()} onClose={() => undefined} />);
    const mobile = await screen.findByTestId('person-u9');
    fireEvent.click(within(mobile).getByRole('button', { name: /Send SMS/ }));
    await waitFor(() => expect(calls.some((call) => call.path === '/send/sms_send')).toBe(true));
    const sms = calls.find((call) => call.path === '/send/sms_send')!;
    expect(sms.query.get('phone')).toBe('13811223344');
    expect(sms.query.get('event_id')).toBe(String(buildEvent().id));
    expect(sms.query.get('content')).toBeNull();
    expect(sms.query.get('sign')).toMatch(/^[0-9a-f]{64}$/);

    const landline = screen.getByTestId('person-c2:controlRoomPhone');
    expect((within(landline).getByRole('button', { name: /Send SMS/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(landline).getByRole('button', { name: /Voice call/ }));
    await waitFor(() => expect(calls.some((call) => call.path === '/send/voice_send')).toBe(true));
    expect(calls.find((call) => call.path === '/send/voice_send')!.query.get('phone')).toBe('010-62345678');
  });
});
