import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { EventTable } from '../components/EventTable';
import { EventFilters } from '../components/EventFilters';
import { useEventList } from '../hooks';
import { ExportButton } from '../../../components/ExportButton';
import { exportFiltersOf, paramsFromSearch, searchForCategory, searchWithFilters, searchWithPage } from '../list-query';
import { historyTabs, isHistoryTab, type HistoryTab } from '../navigation';

/**
 * The alarm history tab of a company's detail: /company/historyalarm/{fire_info|fault_info|abnormal_info|operation_info|service}
 * (also under /alarmdeal/historyalarm). The unit is the query's company_id; 'service' lists the unit's faults with their
 * repair applications.
 */
export const EventHistoryPage = () => {
  const { t } = useTranslation();
  const { tab } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const base = location.pathname.startsWith('/alarmdeal') ? '/alarmdeal/historyalarm' : '/company/historyalarm';
  const params = paramsFromSearch(search, isHistoryTab(tab) ? historyTabs[tab] : undefined);
  const list = useEventList(params);
  if (!isHistoryTab(tab)) return <Navigate to={`${base}/fire_info${location.search}`} replace />;

  return (
    <Card
      title={t('events.history.title')}
      extra={
        <ExportButton
          kind="events"
          filters={exportFiltersOf(params)}
          total={list.data?.total}
          testId="history-export"
        />
      }
      data-testid="history-alarm"
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          const query = searchForCategory(search).toString();
          void navigate(`${base}/${key}${query ? `?${query}` : ''}`, { replace: true });
        }}
        items={(Object.keys(historyTabs) as HistoryTab[]).map((key) => ({ key, label: t(`events.history.${key}`) }))}
      />
      <EventFilters
        key={search.toString()}
        value={params}
        hasCompany={!search.get('company_id')}
        onSearch={(filters) => setSearch(searchWithFilters(search, filters))}
      />
      <EventTable
        data={list.data}
        loading={list.isFetching}
        pageNo={params.page_no ?? 0}
        pageSize={params.page_size ?? 20}
        onPage={(pageNo, pageSize) => setSearch(searchWithPage(search, pageNo, pageSize))}
        returnTo={`${location.pathname}${location.search}`}
      />
    </Card>
  );
};

export default EventHistoryPage;
