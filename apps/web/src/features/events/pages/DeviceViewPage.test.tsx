import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithApp, stubServer } from '../test-support';
import { buildEvent } from '../../../lib/test-fixtures';
import { DeviceViewPage } from './DeviceViewPage';

const lastEvent = buildEvent({ device_name: '3层 东侧走廊 烟感', status_category: 'fire', alarm_type: 'fire_alarm' });
const row = {
  device_id: 7,
  device_code: 'UITD-HD-A01',
  device_name: 'A座 用户信息传输装置',
  device_type: 'uitd',
  company: { id: 2, name: '华鼎国际大厦' },
  building: { id: 1, name: 'A 座' },
  total: 3,
  unprocessed: 2,
  last_receive_time: '2026-11-23 09:30:01',
  last_event: lastEvent,
};

describe('device view (设备视图)', { timeout: 60_000 }, () => {
  beforeEach(() => prepareDom(['alarmdeal']));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("labels a device's row with the device's own name and code, and says a fire alarm once", async () => {
    stubServer({
      'GET /api_proxy/event/list_merge_treats_v2/': { list: [row], total: 1 },
      'GET /api_proxy/other/GetCompanyList': { list: [], total: 0 },
    });
    renderWithApp(<DeviceViewPage />, '/alarmdeal/device_new', '/alarmdeal/device_new');
    expect((await screen.findByTestId('device-row-name')).textContent).toBe('A座 用户信息传输装置 · UITD-HD-A01');
    expect(screen.queryByText('3层 东侧走廊 烟感')).toBeNull();
    expect(screen.getByTestId('device-row-alarm').textContent).toBe('Fire alarm');
  });
});
