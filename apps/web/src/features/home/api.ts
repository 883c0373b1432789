import { api } from '../../lib/api';
import { getStatistic, type StatQuery } from '../stats';

/** The home pages' own statistics (docs/statistics.md "Home pages"); the other cards use features/stats/api.ts. */
export const fetchSystemHealth = (query: StatQuery) => getStatistic('system/health', query);
export const fetchCompanyActivity = (query: StatQuery) => getStatistic('company/activity', query);
export const fetchPersonnel = (query: StatQuery) => getStatistic('personnel', query);
export const fetchUnitOverview = (query: StatQuery) => getStatistic('unit/overview', query);

/** How many newest events a home card lists. */
export const HOME_EVENTS_SIZE = 10;

/** The newest unprocessed events of the scope (or of one unit): the home page's own call. */
export const fetchHomeEvents = (companyId?: number) =>
  api.get('/api_proxy/event/event_list_home_page/', {
    company_id: companyId,
    page_no: 0,
    page_size: HOME_EVENTS_SIZE,
  });

/**
 * A unit's newest unprocessed events from its alarm history, for people who hold the unit's tabs but not the home page
 * (a maintenance engineer on /company/home_page): the same rows, read with the history's permission.
 */
export const fetchUnitHistoryEvents = (companyId: number) =>
  api.get('/api_proxy/event/event_list/', {
    company_id: companyId,
    status: 'false',
    page_no: 0,
    page_size: HOME_EVENTS_SIZE,
  });

/** The inspection statistics card (docs/patrol.md "Home card"): the scope's, or one unit's. */
export const fetchPatrolStats = (companyId?: number) =>
  api.get('/api_proxy/patrol/report/home_stats/', { company_cared_id: companyId });

/** The maintenance info card (docs/maintenance.md "Fire safety director"): the scope's, or one unit's. */
export const fetchMaintStats = (companyId?: number) =>
  api.get('/api_proxy/maint/director/home_stats/', { company_id: companyId });
