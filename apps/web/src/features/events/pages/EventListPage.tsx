import { Button, message, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { EventRecord } from '../api';
import { AlarmdealFrame } from '../components/AlarmdealFrame';
import { EventTable } from '../components/EventTable';
import { EventFilters } from '../components/EventFilters';
import { CategoryTabs } from '../components/CategoryTabs';
import { DealInfoDialog } from '../components/DealInfoDialog';
import { useAlarmAbilities, useEventList, useListHeaders } from '../hooks';
import { ExportButton } from '../../../components/ExportButton';
import { useRefreshOnPushedAlarm } from '../live-refresh';
import {
  exportFiltersOf,
  isListCategory,
  paramsFromSearch,
  searchForCategory,
  searchWithFilters,
  searchWithPage,
} from '../list-query';

/** /alarmdeal/alarmdeal_list/{status_category}: alarms of one category with tab counts, filters, batch handling. */
export const EventListPage = () => {
  const { t } = useTranslation();
  const { category } = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { canHandle } = useAlarmAbilities();
  // An operator opens the list to work: the unprocessed first (what the tab badges count), all one click away.
  const params = paramsFromSearch(search, category, 'false');
  const list = useEventList(params);
  const headers = useListHeaders(params);
  useRefreshOnPushedAlarm();
  const [selected, setSelected] = useState<EventRecord[]>([]);
  const [handling, setHandling] = useState<EventRecord[]>();

  if (!isListCategory(category)) return <Navigate to="/alarmdeal/alarmdeal_list/fire" replace />;

  const startBatch = () => {
    if (selected.length === 0) {
      void message.warning(t('events.selectAlarm'));
      return;
    }
    setHandling(selected);
  };

  return (
    <AlarmdealFrame>
      <CategoryTabs
        active={category}
        counts={headers.data?.list}
        onChange={(next) => {
          setSelected([]);
          const query = searchForCategory(search).toString();
          void navigate(`/alarmdeal/alarmdeal_list/${next}${query ? `?${query}` : ''}`);
        }}
      />
      <EventFilters
        key={search.toString()}
        value={params}
        onSearch={(filters) => {
          setSelected([]);
          setSearch(searchWithFilters(search, filters));
        }}
      />
      <Space className="alarm-batch-bar">
        {canHandle && (
          <Button type="primary" onClick={startBatch} data-testid="batch-handle">
            {t('events.action.batchHandle')}
          </Button>
        )}
        <ExportButton kind="events" filters={exportFiltersOf(params)} total={list.data?.total} testId="alarm-export" />
      </Space>
      <EventTable
        data={list.data}
        loading={list.isFetching}
        pageNo={params.page_no ?? 0}
        pageSize={params.page_size ?? 20}
        onPage={(pageNo, pageSize) => {
          setSelected([]);
          setSearch(searchWithPage(search, pageNo, pageSize));
        }}
        selectedIds={selected.map((event) => event.id)}
        onSelect={canHandle ? setSelected : undefined}
        onHandle={canHandle ? (event) => setHandling([event]) : undefined}
        returnTo={`${location.pathname}${location.search}`}
      />
      {handling && (
        <DealInfoDialog open events={handling} onClose={() => setHandling(undefined)} onDone={() => setSelected([])} />
      )}
    </AlarmdealFrame>
  );
};

export default EventListPage;
