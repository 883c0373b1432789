import { deviceStatusStates, type StatusCategory } from '@fireline/shared';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { hasPermissionId } from '../../lib/permissions';
import { loadSession } from '../../lib/session';
import { siteOffsetMinutes } from '../../lib/site-time';
import { type HistoryTab, historyTabs, isListCategory } from '../events';

dayjs.extend(utc);

/**
 * The lists behind the home cards, with the card's filter (docs/statistics.md "Home pages"). A statistic counts whole
 * site days; the lists filter receive_time on [start_time, end_time) in epoch seconds, so a window's days become their
 * first midnight and the midnight after their last day: the list shows exactly the events the card counted.
 */
const DAY_SECONDS = 86_400;

/** A list is a link only for people who may open it (the same node the route guard checks): else the number is plain. */
export const canOpen = (permissionId: string) => {
  const session = loadSession();
  return session ? hasPermissionId(session.control, permissionId, session.user.role_code) : false;
};
const ifHeld = (permissionId: string, link: string) => (canOpen(permissionId) ? link : undefined);

/** The epoch second a site day ("YYYY-MM-DD") starts. */
export const siteMidnight = (day: string) => dayjs.utc(day).unix() - siteOffsetMinutes() * 60;

export type DayRange = { start: string; end: string };

const rangeQuery = (days: DayRange) => ({
  start_time: String(siteMidnight(days.start)),
  end_time: String(siteMidnight(days.end) + DAY_SECONDS),
});

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const search = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  return search ? `${path}?${search}` : path;
};

/** The alarm desk's list of a category over the days: all of them, or only the processed or unprocessed ones. */
export const alarmListLink = (
  category: StatusCategory,
  days: DayRange,
  status: 'all' | 'true' | 'false' = 'all',
): string | undefined =>
  isListCategory(category)
    ? ifHeld('alarmdeal-list', withQuery(`/alarmdeal/alarmdeal_list/${category}`, { ...rangeQuery(days), status }))
    : undefined;

const historyTabOf: Partial<Record<StatusCategory, HistoryTab>> = Object.fromEntries(
  (Object.entries(historyTabs) as [HistoryTab, StatusCategory][])
    .filter(([tab]) => tab !== 'service')
    .map(([tab, category]) => [category, tab]),
);

/** One unit's alarm history of a category over the days (every category with a history tab). */
export const unitHistoryLink = (
  companyId: number,
  category: StatusCategory,
  days: DayRange,
  status?: 'true' | 'false',
): string | undefined => {
  const tab = historyTabOf[category];
  return tab
    ? ifHeld(
        'company-historyalarm',
        withQuery(`/company/historyalarm/${tab}`, { company_id: String(companyId), ...rangeQuery(days), status }),
      )
    : undefined;
};

/** The networked-unit list, narrowed by category or online status. */
export const unitListLink = (filter: { category?: string; online?: 0 | 1 } = {}) =>
  ifHeld(
    'networkcompany',
    withQuery('/new_company_list', {
      category: filter.category,
      enum_company_online_status: filter.online === undefined ? undefined : String(filter.online),
    }),
  );

/** One unit's devices (the all-devices tab), narrowed by online status or state. */
export const unitDevicesLink = (companyId: number, filter: { online?: 0 | 1; state?: 'alarm' | 'fault' } = {}) =>
  ifHeld(
    'company-device',
    withQuery('/company/device/all_device_list', {
      company_id: String(companyId),
      online: filter.online === undefined ? undefined : String(filter.online),
      // The lists' status is the state's index in deviceStatusStates (alarm 1, fault 2).
      status: filter.state ? String(deviceStatusStates.indexOf(filter.state)) : undefined,
    }),
  );

/** A unit's pages: its information tab and its fire systems. */
export const unitInfoLink = (companyId: number) =>
  ifHeld('company-company', `/company/company?company_id=${companyId}`);
export const unitSystemsLink = (companyId: number) =>
  ifHeld('company-firesystem', `/company/firesystem?company_id=${companyId}`);

/** An event's detail page opens from the alarm desk or a unit's alarm history (app/permissions.ts sharedPages). */
export const canOpenEvents = () => canOpen('alarmdeal-list') || canOpen('company-historyalarm');
