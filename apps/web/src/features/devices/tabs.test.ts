import type { UserControlNode } from '@fireline/shared';
import { describe, expect, it } from 'vitest';
import { pathOfTab, tabClickTarget, tabOfPath, visibleDeviceTabs } from './tabs';

const button = (id: string, auth: 0 | 1): UserControlNode =>
  ({ id, route: '', auth, is_active: 1, type: 'button', children: [] }) as unknown as UserControlNode;
const control = [
  {
    id: 'networkcompany',
    route: '/new_company_list',
    auth: 1,
    is_active: 1,
    type: 'left-nav',
    children: [
      button('networkcompany-device-info-alonedevice', 1),
      button('networkcompany-device-info-dtu', 1),
      button('networkcompany-device-info-component', 0),
      button('networkcompany-device-info-alarm', 1),
    ],
  },
] as unknown as UserControlNode[];

describe('device header tabs', () => {
  it('finds the tab from the last path segment and builds each path', () => {
    expect(tabOfPath('/company/device/all_device_list')).toBe('all');
    expect(tabOfPath('/company/device/device_dtu_list/')).toBe('dtu');
    expect(tabOfPath('/company/component/component_list')).toBe('component');
    expect(pathOfTab('all', 'component')).toBe('/company/device/all_device_list');
    expect(pathOfTab('alarmer', 'component')).toBe('/company/component/device_alarm_list');
  });

  it('shows only the tabs the user holds, and hides all and transmission when a system is chosen', () => {
    expect(visibleDeviceTabs(control, 'cared_manager', '?company_id=2').map((item) => item.tab)).toEqual([
      'all',
      'alonedevice',
      'dtu',
      'alarmer',
    ]);
    expect(visibleDeviceTabs(control, 'cared_manager', '?company_id=2&system_id=5').map((item) => item.tab)).toEqual([
      'alonedevice',
      'alarmer',
    ]);
    expect(visibleDeviceTabs(control, 'admin_system', '').map((item) => item.tab)).toEqual([
      'all',
      'alonedevice',
      'dtu',
      'component',
      'alarmer',
    ]);
  });

  it('keeps the query on a tab click, resets page_no to 0 and drops status', () => {
    const target = tabClickTarget(
      'alarmer',
      '/company/device/device_dtu_list',
      '?company_id=2&company_type=info_company_cared&page_no=3&status=1&search=UITD',
    );
    const [path, search] = target.split('?');
    expect(path).toBe('/company/device/device_alarm_list');
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({
      company_id: '2',
      company_type: 'info_company_cared',
      page_no: '0',
      search: 'UITD',
    });
  });
});
