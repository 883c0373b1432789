import { api, formValues } from '../../lib/api';

/** The map's filters (docs/map.md): one unit, kind or category, state, region code prefix. */
export type MapUnitQuery = {
  company_id?: number;
  kind?: string;
  category?: string;
  state?: string;
  region_code?: string;
};

/** Options of a wall screen's calls: silent (no toast piling up on an unattended screen), the screen shows a state. */
type CallOptions = { silent?: boolean };

/** The scope's units with coordinates, state now and open alarms (GET gis/unit_list/). */
export const fetchMapUnits = (query: MapUnitQuery, options: CallOptions = {}) =>
  api.get('/api_proxy/gis/unit_list/', formValues(query), options);

/** The newest unprocessed events of the scope (the home page's list, newest first). */
export const fetchNewestEvents = (pageSize: number, options: CallOptions = {}) =>
  api.get('/api_proxy/event/event_list_home_page/', { page_no: 0, page_size: pageSize }, options);

/** Today's events per site hour and category (GET statistic/alarm/hourly/). */
export const fetchAlarmHourly = (options: CallOptions = {}) =>
  api.get('/api_proxy/statistic/alarm/hourly/', {}, options);

/** All-time counts are not a statistic window: the monitor's unhandled counts are today's summary's unprocessed. */
export const fetchTodaySummary = (options: CallOptions = {}) =>
  api.get('/api_proxy/statistic/alarm/summary/', { window: 'today' }, options);

export const fetchDeviceStatus = (options: CallOptions = {}) =>
  api.get('/api_proxy/statistic/device/status/', {}, options);
