import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { buildLoginAnswer } from '../../../lib/test-fixtures';
import { preparePageTests, renderAt, stubFetch } from '../../../components/test-utils';
import { DeviceInfoPage } from './DeviceInfoPage';

const component = {
  device_id: 8,
  enum_device_class: 'component',
  name: '东侧走廊 烟感',
  company_name: '华鼎国际大厦',
  building_name: 'A 座',
  floor_name: 'F1',
  system_name: '火灾自动报警系统',
  dtu_name: 'A座 用传',
  alarmer_name: '1号控制器',
  loop_number: 2,
  component_number: 15,
  specific: null,
  enum_device_online_status: 1,
  enum_device_status: 0,
  last_active_time: null,
};

describe('device information', { timeout: 60_000 }, () => {
  preparePageTests();
  beforeAll(() => saveSession(buildLoginAnswer(['networkcompany'])));

  it('labels every field in the reader’s language, the joined names by what they name', async () => {
    stubFetch(() => component);
    renderAt(<DeviceInfoPage />, '/company/device/info?company_id=2&device_id=8&enum_device_class=component');
    await screen.findByText('东侧走廊 烟感');
    const labels = [...document.querySelectorAll('.ant-descriptions-item-label')].map((label) => label.textContent);
    expect(labels).toEqual([
      'Online',
      'Status',
      'Last active',
      'Name',
      'Unit',
      'Fire system',
      'Building',
      'Floor',
      'Location',
      'Transmission device',
      'Controller',
      'Loop number',
      'Component number',
    ]);
  });

  it('does not name a controller as its own controller', async () => {
    stubFetch(() => ({
      ...component,
      enum_device_class: 'alarmer',
      name: '1号控制器',
      alarmer_name: '1号控制器',
      loop_number: undefined,
      component_number: undefined,
      alarmhost_alarmer_no: 1,
    }));
    renderAt(<DeviceInfoPage />, '/company/device/info?company_id=2&device_id=7&enum_device_class=alarmer');
    await screen.findByText('1号控制器');
    expect(screen.getAllByText('1号控制器')).toHaveLength(1);
    expect(screen.queryByText('Controller')).toBeNull();
  });
});
