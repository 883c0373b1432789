import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preparePageTests, renderAt, stubFetch } from '../../../components/test-utils';
import { DeviceSyncButton } from './DeviceSyncButton';

preparePageTests();

const answer = (answered: 0 | 1) => ({
  device_id: 7,
  timeout_s: 10,
  sent: [
    { command: 'read_device_status', adu_type: 81, answered: 1, result: [{ type: 21, status: 9 }] },
    {
      command: 'read_system_status',
      adu_type: 61,
      system_type: 1,
      system_address: 1,
      answered,
      result: answered ? [{ type: 1, status: 3 }] : null,
    },
  ],
  enum_device_status: 1,
  enum_device_online_status: 1,
  sync_time: 1_790_000_000,
});

describe('sync button of a transmission device', { timeout: 60_000 }, () => {
  it('asks the server to read the device and lists what was sent and answered', async () => {
    const calls = stubFetch(() => answer(1));
    renderAt(<DeviceSyncButton deviceId={7} />);
    fireEvent.click(screen.getByTestId('device-sync'));
    const result = await screen.findByTestId('device-sync-result');
    expect(calls.map((call) => [call.method, call.path, call.query.get('device_id')])).toEqual([
      ['GET', '/api_proxy/device/sync_device_event/', '7'],
    ]);
    expect(result.textContent).toContain('The device answered; its state is up to date');
    expect(result.textContent).toContain('Read device status');
    expect(result.textContent).toContain('Read status of system 1 / 1');
    expect(screen.getAllByText('answered')).toHaveLength(2);
  });

  it('says which read the device left unanswered within the timeout', async () => {
    stubFetch(() => answer(0));
    renderAt(<DeviceSyncButton deviceId={7} />);
    fireEvent.click(screen.getByTestId('device-sync'));
    const result = await screen.findByTestId('device-sync-result');
    expect(result.textContent).toContain('The device did not answer within 10 s');
    expect(screen.getByText('no answer within 10 s')).toBeTruthy();
  });
});
