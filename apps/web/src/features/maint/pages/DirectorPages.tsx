import {
  directorFilters,
  type DirectorClient,
  type DirectorContract,
  type DirectorFailedItem,
  type DirectorFilter,
  type DirectorTask,
  type DirectorUnit,
} from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Result, Row, Space, Statistic, Table, Tabs, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { hasPermissionId } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { formatEpoch } from '../../../lib/site-time';
import { idParam } from '../../../lib/url';
import { QueryTabs } from '../../../components/QueryTabs';
import type { TableHead } from '../../../components/table-filters';
import { useTableState } from '../../../components/use-table-state';
import { fetchDirectorClients, fetchDirectorUnit, fetchDirectorUnits } from '../api';
import { MaintListTable } from '../components/MaintListTable';
import { StatusTag } from '../components/StatusTag';
import { areaOfPath, directorPaths, maintPaths, taskPathsOf, type MaintArea } from '../maint-paths';
import { TaskStatusTag, when } from '../task-parts';
import { maintKeys } from '../keys';

/** The report form (adim_newreport) is a page of the /vyborg area: offered to those who hold the director's tab. */
const useCanReport = () => {
  const session = useSession();
  return session ? hasPermissionId(session.control, 'vyborg-adim', session.user.role_code) : false;
};

/** Asking for a task (adim_newtask): the director's tab, or the unit page's button; a reader of the unit's tab may not. */
const useCanAsk = () => {
  const session = useSession();
  return session
    ? hasPermissionId(session.control, ['vyborg-adim', 'networkcompany-adim-task'], session.user.role_code)
    : false;
};

const filterOf = (params: URLSearchParams): DirectorFilter => {
  const value = params.get('filter');
  return (directorFilters as readonly string[]).includes(value ?? '') ? (value as DirectorFilter) : 'all';
};

/** done / total, red when tasks are overdue. */
const TaskFigures = ({ unit }: { unit: Pick<DirectorUnit, 'tasks_done' | 'tasks_total'> }) => (
  <span>
    {unit.tasks_done} / {unit.tasks_total}
  </span>
);

/**
 * /vyborg/adim (消防安全负责人, spec 002 §2 "fire safety director"): the units of the user's scope at a glance — their
 * maintenance companies under live contracts, expiring contracts, this month's tasks done / total, overdue tasks,
 * failed items and the last completed task — those needing attention first, filtered by what needs it.
 */
export const DirectorListPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const paths = directorPaths('vyborg');
  const canReport = useCanReport();
  const canAsk = useCanAsk();
  const heads = useMemo<TableHead<DirectorUnit>[]>(
    () => [
      {
        id: 'company_name',
        name: t('maint.director.unit'),
        width: 170,
        filter_options: { type: 'search', max_length: 50 },
        custom: (row) => (
          <Link to={paths.unit(row.company_id)} data-testid={`director-unit-${row.company_id}`}>
            {row.company_name}
          </Link>
        ),
      },
      {
        id: 'maint_companies',
        name: t('maint.director.maintCompanies'),
        width: 180,
        custom: (row) =>
          row.maint_companies.length ? (
            row.maint_companies.map((company) => company.company_maint_name).join('、')
          ) : (
            <Tag>{t('maint.director.uncoveredTag')}</Tag>
          ),
      },
      {
        id: 'expiring_contracts',
        name: t('maint.director.expiring'),
        width: 110,
        custom: (row) => (row.expiring_contracts ? <Tag color="orange">{row.expiring_contracts}</Tag> : 0),
      },
      {
        id: 'tasks',
        name: t('maint.director.tasksDone'),
        width: 120,
        custom: (row) => <TaskFigures unit={row} />,
      },
      {
        id: 'tasks_overdue',
        name: t('maint.director.overdue'),
        width: 80,
        custom: (row) => (row.tasks_overdue ? <Tag color="red">{row.tasks_overdue}</Tag> : 0),
      },
      {
        id: 'failed_items',
        name: t('maint.director.failed'),
        width: 90,
        custom: (row) => (row.failed_items ? <Tag color="volcano">{row.failed_items}</Tag> : 0),
      },
      {
        id: 'last_finish_time',
        name: t('maint.director.lastFinish'),
        width: 110,
        custom: (row) => (row.last_finish_time ? formatEpoch(row.last_finish_time, 'YYYY-MM-DD') : '-'),
      },
    ],
    [t, paths],
  );
  const state = useTableState(heads, { context: ['filter'] });
  const filter = filterOf(params);
  const query = { ...state.query, filter };
  const list = useQuery({ queryKey: maintKeys.directorUnits(query), queryFn: () => fetchDirectorUnits(query) });
  const period = list.data?.period;
  return (
    <Card
      title={t('maint.director.title')}
      extra={
        <Space>
          {period && (
            <Typography.Text type="secondary" data-testid="director-period">
              {t('maint.director.period', { start: period.start, end: period.end })}
            </Typography.Text>
          )}
          <Link to={paths.clients}>{t('maint.route.client')}</Link>
        </Space>
      }
      data-testid="director-page"
    >
      <QueryTabs
        param="filter"
        tabs={directorFilters.map((key) => ({
          key,
          text: t(`maint.director.filter.${key}`),
          count: list.data?.counts[key],
          testId: `director-filter-${key}`,
        }))}
      />
      <MaintListTable<DirectorUnit>
        heads={heads}
        state={state}
        list={list}
        rowKey={(row) => row.company_id}
        actions={{
          width: 230,
          render: (row) => (
            <Space size="small">
              <Link to={paths.unit(row.company_id)}>{t('maint.view')}</Link>
              {canAsk && row.live_contracts > 0 && (
                <Link to={paths.newTask(row.company_id)}>{t('maint.director.ask')}</Link>
              )}
              {canReport && <Link to={paths.newReport(row.company_id)}>{t('maint.director.newReport')}</Link>}
            </Space>
          ),
        }}
      />
    </Card>
  );
};

const taskStates = ['all', 'overdue', '1', '2', '3', '4'] as const;

/** The period's tasks of the unit by state (and the overdue ones), each leading to its detail. */
const UnitTasks = ({ tasks, area, companyId }: { tasks: DirectorTask[]; area: MaintArea; companyId: number }) => {
  const { t } = useTranslation();
  const [tab, setTab] = useState<(typeof taskStates)[number]>('all');
  const taskPaths = taskPathsOf(area, companyId);
  const shown = tasks.filter((row) =>
    tab === 'all' ? true : tab === 'overdue' ? row.is_overdue === 1 : String(row.enum_maint_status) === tab,
  );
  const countOf = (key: (typeof taskStates)[number]) =>
    tasks.filter((row) =>
      key === 'all' ? true : key === 'overdue' ? row.is_overdue === 1 : String(row.enum_maint_status) === key,
    ).length;
  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as (typeof taskStates)[number])}
        items={taskStates.map((key) => ({
          key,
          label: (
            <span data-testid={`director-tasks-${key}`}>
              {key === 'all'
                ? t('maint.task.all')
                : key === 'overdue'
                  ? t('maint.director.overdue')
                  : t(`maint.taskStatus.${key}`)}{' '}
              ({countOf(key)})
            </span>
          ),
        }))}
      />
      <Table<DirectorTask>
        size="small"
        rowKey="id"
        dataSource={shown}
        pagination={shown.length > 10 ? { pageSize: 10 } : false}
        locale={{ emptyText: <Empty description={t('maint.director.noTasks')} /> }}
        columns={[
          {
            title: t('maint.task.task_name'),
            render: (_, row) => <Link to={taskPaths.taskDetail(row.id)}>{row.task_name}</Link>,
          },
          { title: t('maint.col.company_maint_name'), dataIndex: 'company_maint_name' },
          { title: t('maint.task.period'), render: (_, row) => `${row.plan_start_time} ~ ${row.plan_end_time}` },
          { title: t('maint.task.resp'), render: (_, row) => row.related_resp_name || '-' },
          {
            title: t('maint.task.status'),
            render: (_, row) => (
              <Space size={4}>
                <TaskStatusTag status={row.enum_maint_status} />
                {row.is_overdue === 1 && <Tag color="red">{t('maint.director.overdueTag')}</Tag>}
              </Space>
            ),
          },
          {
            title: t('maint.director.failed'),
            render: (_, row) => (row.fail_count ? <Tag color="volcano">{row.fail_count}</Tag> : 0),
          },
          { title: t('maint.task.finish_time'), render: (_, row) => when(row.finish_time) },
        ]}
        data-testid="director-tasks"
      />
    </>
  );
};

/**
 * One unit as its fire safety director sees it (spec 002 §2 adimdetail; /company/adim and /company/adimdetail on the
 * unit's page): the month's figures, the unit's contracts, its tasks by state, its failed items; ask for a task, a new
 * report, the maintenance companies serving it.
 */
export const DirectorUnitPage = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const area = areaOfPath(pathname);
  const companyId = idParam(params.get('company_id'));
  const paths = directorPaths(area, companyId);
  const contractPaths = maintPaths(area, companyId);
  const canReport = useCanReport();
  const unit = useQuery({
    queryKey: maintKeys.directorUnit(companyId),
    queryFn: () => fetchDirectorUnit(companyId!),
    enabled: companyId !== undefined,
  });
  if (companyId === undefined) return <Result status="404" />;
  const data = unit.data;
  const tiles: { key: string; value: number | string | undefined; color?: string }[] = [
    { key: 'live', value: data?.live_contracts },
    { key: 'expiring', value: data?.expiring_contracts, color: data?.expiring_contracts ? '#fa8c16' : undefined },
    { key: 'tasksDone', value: data ? `${data.tasks_done} / ${data.tasks_total}` : undefined },
    { key: 'overdue', value: data?.tasks_overdue, color: data?.tasks_overdue ? '#f5222d' : undefined },
    { key: 'failed', value: data?.failed_items, color: data?.failed_items ? '#fa541c' : undefined },
    {
      key: 'lastFinish',
      value: data ? (data.last_finish_time ? formatEpoch(data.last_finish_time, 'YYYY-MM-DD') : '-') : undefined,
    },
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="director-unit-page">
      <Card
        loading={unit.isLoading}
        title={data ? `${t('maint.director.unitTitle')} · ${data.company_name}` : t('maint.director.unitTitle')}
        extra={
          <Space wrap>
            {data && (
              <Typography.Text type="secondary">
                {t('maint.director.period', { start: data.period.start, end: data.period.end })}
              </Typography.Text>
            )}
            {data && data.ask_contract_ids.length > 0 && (
              <Link to={paths.newTask(companyId)}>
                <Button type="primary" data-testid="director-ask">
                  {t('maint.director.ask')}
                </Button>
              </Link>
            )}
            {canReport && (
              <Link to={paths.newReport(companyId)}>
                <Button>{t('maint.director.newReport')}</Button>
              </Link>
            )}
            <Link to={paths.clients}>{t('maint.route.client')}</Link>
          </Space>
        }
      >
        <Row gutter={[16, 16]}>
          {tiles.map((tile) => (
            <Col key={tile.key} xs={12} md={8} xl={4}>
              <Statistic
                title={t(`maint.director.${tile.key}` as 'maint.director.live')}
                value={tile.value ?? '-'}
                styles={tile.color ? { content: { color: tile.color } } : undefined}
                data-testid={`director-${tile.key}`}
              />
            </Col>
          ))}
        </Row>
        {data && data.maint_companies.length === 0 && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
            {t('maint.director.noContract')}
          </Typography.Paragraph>
        )}
      </Card>
      <Card title={t('maint.director.contracts')} size="small" data-testid="director-contracts">
        <Table<DirectorContract>
          size="small"
          rowKey="id"
          dataSource={data?.contracts}
          pagination={false}
          columns={[
            {
              title: t('maint.col.project_name'),
              render: (_, row) => <Link to={contractPaths.detail(row.id)}>{row.project_name}</Link>,
            },
            { title: t('maint.col.company_maint_name'), dataIndex: 'company_maint_name' },
            { title: t('maint.col.contact_period'), render: (_, row) => row.contact_period.join(' ~ ') },
            {
              title: t('maint.col.status'),
              render: (_, row) => (
                <StatusTag status={row.status} isExpiring={row.is_expiring} daysLeft={row.days_left} />
              ),
            },
            {
              title: t('maint.col.spot_contact'),
              render: (_, row) => [row.spot_contact_name, row.spot_contact_phone].filter(Boolean).join(' ') || '-',
            },
          ]}
        />
      </Card>
      <Card title={t('maint.director.tasks')} size="small">
        <UnitTasks tasks={data?.tasks ?? []} area={area} companyId={companyId} />
      </Card>
      <Card title={t('maint.director.failedItems')} size="small">
        <Table<DirectorFailedItem>
          size="small"
          rowKey="item_id"
          dataSource={data?.failed}
          pagination={false}
          locale={{ emptyText: <Empty description={t('maint.director.noFailed')} /> }}
          columns={[
            { title: t('maint.col.equipment_name'), dataIndex: 'equipment_name' },
            { title: t('maint.col.building_name'), dataIndex: 'building_name' },
            { title: t('maint.col.position_desc'), dataIndex: 'position_desc' },
            { title: t('maint.director.reading'), render: (_, row) => row.reading || row.remark || '-' },
            {
              title: t('maint.task.task_name'),
              render: (_, row) => (
                <Link to={taskPathsOf(area, companyId).taskDetail(row.task_id)}>{row.task_name}</Link>
              ),
            },
            { title: t('maint.director.checkedTime'), render: (_, row) => when(row.checked_time) },
          ]}
          data-testid="director-failed"
        />
      </Card>
    </Space>
  );
};

/**
 * /vyborg/client (spec 002 §2 client; /company/adim/client on a unit's page): the units served under live contracts —
 * a maintenance company's clients — with the contract's contacts, its equipment on the unit and the month's tasks.
 */
export const ClientListPage = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const area = areaOfPath(pathname);
  const companyId = area === 'unit' ? idParam(params.get('company_id')) : undefined;
  const paths = directorPaths(area, companyId);
  const contractPaths = maintPaths(area, companyId);
  const heads = useMemo<TableHead<DirectorClient>[]>(
    () => [
      // On a unit's page every row is that unit: the column is the maintenance area's.
      ...(area === 'vyborg'
        ? [
            {
              id: 'company_name',
              name: t('maint.director.unit'),
              width: 150,
              filter_options: { type: 'search' as const, max_length: 50 },
              custom: (row: DirectorClient) => <Link to={paths.unit(row.company_id)}>{row.company_name}</Link>,
            },
          ]
        : []),
      { id: 'company_maint_name', name: t('maint.col.company_maint_name'), width: 150 },
      {
        id: 'project_name',
        name: t('maint.col.project_name'),
        width: 170,
        custom: (row) => <Link to={contractPaths.detail(row.contract_id)}>{row.project_name}</Link>,
      },
      {
        id: 'contact_period',
        name: t('maint.col.contact_period'),
        width: 180,
        custom: (row) => (
          <Space size={4}>
            {row.contact_period.join(' ~ ')}
            {row.is_expiring === 1 && <Tag color="orange">{t('maint.daysLeft', { days: row.days_left })}</Tag>}
          </Space>
        ),
      },
      {
        id: 'project_contact',
        name: t('maint.field.project_contact_name'),
        width: 140,
        custom: (row) => [row.project_contact_name, row.project_contact_phone].filter(Boolean).join(' ') || '-',
      },
      {
        id: 'spot_contact',
        name: t('maint.col.spot_contact'),
        width: 140,
        custom: (row) => [row.spot_contact_name, row.spot_contact_phone].filter(Boolean).join(' ') || '-',
      },
      { id: 'equip_count', name: t('maint.director.equipCount'), width: 70 },
      {
        id: 'tasks',
        name: t('maint.director.tasksDone'),
        width: 100,
        custom: (row) => <TaskFigures unit={row} />,
      },
      {
        id: 'tasks_overdue',
        name: t('maint.director.overdue'),
        width: 70,
        custom: (row) => (row.tasks_overdue ? <Tag color="red">{row.tasks_overdue}</Tag> : 0),
      },
    ],
    [t, area, paths, contractPaths],
  );
  const state = useTableState(heads, { context: ['company_id'] });
  const query = useMemo(
    () => ({ ...state.query, ...(companyId ? { company_id: companyId } : {}) }),
    [state.query, companyId],
  );
  const list = useQuery({
    queryKey: maintKeys.directorClients(query),
    queryFn: () => fetchDirectorClients(query),
  });
  return (
    <Card
      title={t('maint.route.client')}
      extra={
        <Link to={paths.list}>{t(area === 'unit' ? 'maint.director.backToUnit' : 'maint.director.backToList')}</Link>
      }
      data-testid="client-page"
    >
      <MaintListTable<DirectorClient>
        heads={heads}
        state={state}
        list={list}
        rowKey={(row) => `${row.contract_id}-${row.company_id}`}
      />
    </Card>
  );
};
