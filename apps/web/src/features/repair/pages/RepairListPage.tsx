import { ErrorCodes, exportNoDataMessage, type RepairCounts, type RepairTask } from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, message, Segmented, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { visibleTabs } from '../../../components/HeaderTabs';
import { openDownloadUrl } from '../../../lib/downloads';
import { currentLang } from '../../../lib/i18n';
import { DataTable } from '../../../components/DataTable';
import { QueryTabs } from '../../../components/QueryTabs';
import type { TableHead } from '../../../components/table-filters';
import { useTableState } from '../../../components/use-table-state';
import { fetchRepairExport, fetchRepairs } from '../api';
import { RepairReportsView } from '../components/RepairReportsView';
import { RepairLevelTag, RepairStatusTag, originLabel, when } from '../parts';
import { repairPaths } from '../paths';
import { repairKeys } from '../keys';

const states = ['1', '2', '3', '4', '5', '6'] as const;
const countKeys: Record<(typeof states)[number], keyof RepairCounts> = {
  1: 'to_assign',
  2: 'to_receive',
  3: 'in_progress',
  4: 'completed',
  5: 'closed',
  6: 'cancelled',
};

const useRepairHeads = () => {
  const { t } = useTranslation();
  return useMemo<TableHead<RepairTask>[]>(
    () => [
      {
        id: 'task_name',
        name: t('repair.field.task_name'),
        width: 200,
        filter_options: { type: 'search', max_length: 50 },
        custom: (row) => <Link to={repairPaths.detail(row.id)}>{row.task_name}</Link>,
      },
      {
        id: 'enum_task_level',
        name: t('repair.field.enum_task_level'),
        width: 90,
        filter_options: {
          type: 'select',
          options: [1, 2, 3].map((value) => ({ value, label: t(`repair.level.${value as 1 | 2 | 3}`) })),
        },
        custom: (row) => <RepairLevelTag level={row.enum_task_level} />,
      },
      {
        id: 'enum_task_origin',
        name: t('repair.field.origin'),
        width: 100,
        filter_options: {
          type: 'select',
          options: [1, 2, 3, 4, 5].map((value) => ({ value, label: originLabel(t, value) })),
        },
        custom: (row) => originLabel(t, row.enum_task_origin.id),
      },
      { id: 'company_cared_name', name: t('repair.field.company_cared_id'), width: 150 },
      { id: 'company_maint_name', name: t('repair.field.company_maint_id'), width: 150 },
      { id: 'equip_name', name: t('repair.field.equip_name'), width: 120, custom: (row) => row.equip_name || '-' },
      {
        id: 'related_resp_name',
        name: t('repair.field.executor'),
        width: 90,
        custom: (row) => row.related_resp_name || '-',
      },
      {
        id: 'enum_maint_status',
        name: t('repair.field.status'),
        width: 110,
        custom: (row) => <RepairStatusTag status={row.enum_maint_status} />,
      },
      {
        id: 'create_time',
        name: t('repair.field.create_time'),
        width: 150,
        noshow: true,
        custom: (row) => when(row.create_time),
      },
    ],
    [t],
  );
};

/** The maintenance area's two tabs of this page: where the user holds both, they are the way between its views. */
const VIEW_TABS = ['vyborg-repair', 'vyborg-repair-report'];

/**
 * /vyborg/repair/report (维修任务 header tab, left-nav 报修): the repair tasks and, with `view=reports`, the repair
 * reports (spec 002 §2's "repair report" tab; docs/maintenance.md "Repair reports"). The header tabs switch between
 * them; a switch on the page only for someone without both tabs (issue 28: not the same choice twice).
 */
export const RepairListPage = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const view = params.get('view') === 'reports' ? 'reports' : 'tasks';
  const tabs = visibleTabs(session?.control.find((node) => node.id === 'vyborg'));
  const hasTabs = VIEW_TABS.every((id) => tabs.some((tab) => tab.id === id));
  return (
    <Card
      title={t(view === 'reports' ? 'repair.view.reports' : 'repair.list.title')}
      extra={
        !hasTabs && (
          <Segmented
            value={view}
            onChange={(next) => setParams(next === 'reports' ? { view: 'reports' } : {})}
            options={[
              { value: 'tasks', label: <span data-testid="repair-view-tasks">{t('repair.view.tasks')}</span> },
              { value: 'reports', label: <span data-testid="repair-view-reports">{t('repair.view.reports')}</span> },
            ]}
          />
        )
      }
      data-testid={view === 'reports' ? 'repair-reports-page' : 'repair-list-page'}
    >
      {view === 'reports' ? <RepairReportsView /> : <RepairTasksView />}
    </Card>
  );
};

/** The repair tasks by state with their counts, filters, a new repair task, and the xlsx of what the filters hold. */
const RepairTasksView = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const heads = useRepairHeads();
  const [params, setParams] = useSearchParams();
  const state = useTableState(heads, { context: ['status', 'mine'] });
  const list = useQuery({ queryKey: repairKeys.list(state.query), queryFn: () => fetchRepairs(state.query) });
  const [isExporting, setExporting] = useState(false);
  const counts = list.data?.counts;

  const exportList = async () => {
    setExporting(true);
    try {
      const { page_no: _page, page_size: _size, ...filters } = state.query;
      openDownloadUrl((await fetchRepairExport(filters)).url);
    } catch (error) {
      if (error instanceof ApiError && error.code === ErrorCodes.noData)
        void message.warning(exportNoDataMessage[currentLang()]);
      else
        void message.error(error instanceof ApiError && error.message ? error.message : t('repair.list.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <QueryTabs
        tabs={[
          { key: 'all', text: t('repair.all'), count: counts?.all, testId: 'repair-filter-all' },
          ...states.map((key) => ({
            key,
            text: t(`repair.status.${key}`),
            count: counts?.[countKeys[key]],
            testId: `repair-filter-${key}`,
          })),
        ]}
      />
      <DataTable<RepairTask>
        heads={heads}
        rows={list.data?.list}
        total={list.data?.total ?? 0}
        state={state}
        loading={list.isFetching}
        rowKey={(row) => row.id}
        onRefresh={() => void list.refetch()}
        toolbar={
          <Space>
            <Button type="primary" onClick={() => void navigate(repairPaths.create)} data-testid="repair-new">
              {t('repair.list.new')}
            </Button>
            <Button
              type={params.get('mine') === '1' ? 'primary' : 'default'}
              ghost={params.get('mine') === '1'}
              onClick={() =>
                setParams((previous) => {
                  const next = new URLSearchParams(previous);
                  if (next.get('mine') === '1') next.delete('mine');
                  else next.set('mine', '1');
                  next.set('page_no', '0');
                  return next;
                })
              }
              data-testid="repair-mine"
            >
              {t('repair.list.mine')}
            </Button>
            <Button loading={isExporting} onClick={() => void exportList()} data-testid="repair-export">
              {t('repair.list.export')}
            </Button>
          </Space>
        }
        actions={{
          title: t('repair.list.actions'),
          width: 100,
          render: (row) => (
            <Space>
              <Link to={repairPaths.detail(row.id)}>{t('repair.view')}</Link>
              {row.can.edit && <Link to={repairPaths.edit(row.id)}>{t('repair.edit')}</Link>}
            </Space>
          ),
        }}
      />
    </>
  );
};

export default RepairListPage;
