import { deviceTabs, type DeviceTab, type UserControlNode } from '@fireline/shared';
import { hasButton } from '../../lib/permissions';

/** The header tabs of the device area in display order, with the last path segment that selects each. */
export const deviceTabOrder: { tab: DeviceTab; segment: string }[] = [
  { tab: 'all', segment: 'all_device_list' },
  { tab: 'alonedevice', segment: 'device_independent_list' },
  { tab: 'dtu', segment: 'device_dtu_list' },
  { tab: 'component', segment: 'component_list' },
  { tab: 'alarmer', segment: 'device_alarm_list' },
];

/** The tab a path shows (its last segment); independent devices when none matches, as /company/device redirects there. */
export const tabOfPath = (pathname: string): DeviceTab => {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return deviceTabOrder.find((item) => item.segment === last)?.tab ?? 'alonedevice';
};

/** The path of a tab: the all tab lives under /company/device, the others under the current company tab. */
export const pathOfTab = (tab: DeviceTab, companyTab = 'device') => {
  const segment = deviceTabOrder.find((item) => item.tab === tab)!.segment;
  return tab === 'all' ? `/company/device/${segment}` : `/company/${companyTab || 'device'}/${segment}`;
};

/**
 * Tabs the user may open (spec 001 §2): gated by their permission keys; with system_id in the query the all and
 * transmission tabs are hidden.
 */
export const visibleDeviceTabs = (control: UserControlNode[], roleCode: string | undefined, search: string) => {
  const hasSystem = new URLSearchParams(search).has('system_id');
  return deviceTabOrder.filter(({ tab }) => {
    if (hasSystem && (tab === 'all' || tab === 'dtu')) return false;
    if (tab === 'all') return true;
    return hasButton(control, deviceTabs[tab].permission, roleCode);
  });
};

/** Clicking a tab keeps the query, resets page_no to 0 and removes status. */
export const tabClickTarget = (tab: DeviceTab, pathname: string, search: string) => {
  const query = new URLSearchParams(search);
  query.set('page_no', '0');
  query.delete('status');
  const companyTab = pathname.split('/')[2];
  return `${pathOfTab(tab, companyTab)}?${query.toString()}`;
};
