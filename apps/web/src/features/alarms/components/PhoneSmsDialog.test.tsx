import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildEvent, prepareDom, renderWithApp, stubServer } from '../test-support';
import { PhoneSmsDialog } from './PhoneSmsDialog';

const people = [{ id: 'd1', name: '安保部', type: 'dept', children: [{ id: 'u9', name: '李安全', type: 'user', mobile: '13811223344' }] }];

describe('phone and SMS dialog', { timeout: 60_000 }, () => {
  beforeEach(() => prepareDom(['alarmdeal', 'alarmdeal-handle']));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('refuses an SMS to a landline before calling the server, and calls a landline by voice through the outbox', async () => {
    const calls = stubServer({ 'GET /api_proxy/department/department_user_tree_list/': people, 'GET /send/voice_send': { id: 1, status: 'pending' } });
    renderWithApp(<PhoneSmsDialog open event={buildEvent({ company_id: 2 })} onClose={() => undefined} />);
    fireEvent.change(screen.getByTestId('sms-phone'), { target: { value: '010-62345678' } });
    fireEvent.click(screen.getByTestId('sms-send'));
    expect(await screen.findByText('a landline cannot receive SMS')).toBeTruthy();
    expect(calls.some((call) => call.path === '/send/sms_send')).toBe(false);

    fireEvent.click(screen.getByTestId('voice-call'));
    await waitFor(() => expect(calls.some((call) => call.path === '/send/voice_send')).toBe(true));
    const voice = calls.find((call) => call.path === '/send/voice_send')!;
    expect(voice.query.get('phone')).toBe('010-62345678');
    expect(voice.query.get('event_id')).toBe(String(buildEvent().id));
  });

  it('sends an SMS to a contact picked from the unit’s people', async () => {
    const calls = stubServer({ 'GET /api_proxy/department/department_user_tree_list/': people, 'GET /send/sms_send': { id: 2, status: 'pending' } });
    renderWithApp(<PhoneSmsDialog open event={buildEvent({ company_id: 2 })} onClose={() => undefined} />);
    await screen.findByText(/李安全/);
    // The contact's own "Send SMS" comes first; the form's send button is last.
    fireEvent.click(screen.getAllByRole('button', { name: 'Send SMS' })[0]!);
    expect((screen.getByTestId('sms-phone') as HTMLInputElement).value).toBe('13811223344');
    fireEvent.click(screen.getByTestId('sms-send'));
    await waitFor(() => expect(calls.some((call) => call.path === '/send/sms_send')).toBe(true));
    expect(calls.find((call) => call.path === '/send/sms_send')!.query.get('phone')).toBe('13811223344');
  });
});
