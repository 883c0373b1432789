import type { HazardRow, HazardUnitRow } from '@fireline/shared';
import { hazardSources, hazardStatusIds } from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Col, List, Row, Segmented, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useButton, isUnitUser } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { formatEpoch } from '../../../lib/site-time';
import { DataTable } from '../../../components/DataTable';
import type { TableHead } from '../../../components/table-filters';
import { useTableState } from '../../../components/use-table-state';
import type { MessageKey } from '../../../locales/en-US';
import { fetchHazards, fetchHazardUnits } from '../api';
import { HazardFrame } from '../components/HazardFrame';
import { HazardLevelTag, hazardPlace, HazardStatusTag, useSourceLabel } from '../components/HazardTags';
import { HAZARD_EDIT_PATH, hazardDetailPath } from '../paths';
import { hazardKeys } from '../keys';

type View = 'all' | 'mine' | 'overdue';
const views: View[] = ['all', 'mine', 'overdue'];

/** The hazard heads shared by the two lists: what, where, how bad, where from, where it stands, until when, by whom. */
export const useHazardHeads = (options: { from: 'list' | 'examine'; statuses: readonly number[] }) => {
  const { t } = useTranslation();
  const sourceLabel = useSourceLabel();
  const session = useSession();
  // A unit's own people see their unit's hazards only: no unit column.
  const isOneUnit = session ? isUnitUser(session.user) : false;
  return useMemo<TableHead<HazardRow>[]>(
    () => [
      {
        id: 'description',
        name: t('hazards.col.description'),
        width: 220,
        filter_options: { type: 'search', key: 'keyword', max_length: 50 },
        custom: (row) => (
          <Link to={hazardDetailPath(row.id, options.from)} data-testid={`hazard-row-${row.id}`}>
            <Typography.Text ellipsis={{ tooltip: row.description }} style={{ maxWidth: 200, color: 'inherit' }}>
              {row.description}
            </Typography.Text>
          </Link>
        ),
      },
      {
        id: 'status',
        name: t('hazards.col.status'),
        width: 140,
        filter_options: {
          type: 'select',
          options: options.statuses.map((status) => ({
            value: status,
            label: t(`hazards.status.${status}` as MessageKey),
          })),
        },
        custom: (row) => <HazardStatusTag row={row} />,
      },
      {
        id: 'level',
        name: t('hazards.col.level'),
        width: 100,
        filter_options: {
          type: 'select',
          options: [1, 2].map((level) => ({ value: level, label: t(`hazards.level.${level}` as MessageKey) })),
        },
        custom: (row) => <HazardLevelTag level={row.level} />,
      },
      {
        id: 'deadline',
        name: t('hazards.col.deadline'),
        width: 140,
        custom: (row) => (row.deadline ? formatEpoch(row.deadline, 'YYYY-MM-DD HH:mm') : '—'),
      },
      ...(isOneUnit ? [] : [{ id: 'company_name', name: t('hazards.col.company'), width: 140 }]),
      { id: 'place', name: t('hazards.col.place'), width: 160, custom: (row) => hazardPlace(row) },
      {
        id: 'source',
        name: t('hazards.col.source'),
        width: 100,
        filter_options: {
          type: 'select',
          options: hazardSources.map((source) => ({ value: source, label: sourceLabel(source) })),
        },
        custom: (row) => sourceLabel(row.source),
      },
      {
        id: 'designee',
        name: t('hazards.col.designee'),
        width: 150,
        custom: (row) => row.designated_company?.name ?? row.designated_user?.name ?? '—',
      },
      {
        id: 'create_time',
        name: t('hazards.col.createTime'),
        width: 140,
        noshow: true,
        filter_options: { type: 'date_range', range_keys: ['start_time', 'end_time'] },
        custom: (row) => formatEpoch(row.create_time, 'YYYY-MM-DD HH:mm'),
      },
    ],
    [t, sourceLabel, options.from, options.statuses, isOneUnit],
  );
};

type UnitItem = { key: string; companyId?: number; name: string; open: number; overdue: number };

/** The units of a centre's, an authority's or a maintenance company's scope, with their open and overdue hazards. */
const UnitPanel = ({ active, onChoose }: { active?: number; onChoose: (companyId?: number) => void }) => {
  const { t } = useTranslation();
  const units = useQuery({
    queryKey: hazardKeys.units(),
    queryFn: () => fetchHazardUnits({ page_no: 0, page_size: 100 }),
  });
  const items: UnitItem[] = [
    { key: 'all', name: t('hazards.units.all'), open: 0, overdue: 0 },
    ...(units.data?.list ?? []).map((row: HazardUnitRow) => ({
      key: String(row.company_id),
      companyId: row.company_id,
      name: row.company_name,
      open: row.open,
      overdue: row.overdue,
    })),
  ];
  return (
    <List<UnitItem>
      size="small"
      bordered
      header={<Typography.Text strong>{t('hazards.units.title')}</Typography.Text>}
      loading={units.isLoading}
      dataSource={items}
      rowKey="key"
      data-testid="hazard-units"
      renderItem={(item) => (
        <List.Item
          onClick={() => onChoose(item.companyId)}
          style={{ cursor: 'pointer', background: item.companyId === active ? '#e6f4ff' : undefined }}
          data-testid={`hazard-unit-${item.key}`}
          extra={
            item.companyId !== undefined && (
              <Space size={4}>
                <Badge count={item.open} showZero color="blue" overflowCount={999} title={t('hazards.units.open')} />
                {item.overdue > 0 && (
                  <Badge count={item.overdue} overflowCount={999} title={t('hazards.units.overdue')} />
                )}
              </Space>
            )
          }
        >
          <Typography.Text ellipsis style={{ maxWidth: 120 }}>
            {item.name}
          </Typography.Text>
        </List.Item>
      )}
    />
  );
};

/**
 * /danger/hidden_danger_list (隐患列表): the hazards of the caller's units, newest first, with filters in the column
 * heads and a view switch (all, waiting for me, overdue); people seeing several units pick one from the unit panel.
 */
export const HazardListPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const canReport = useButton('danger-new');
  const [search, setSearch] = useSearchParams();
  const heads = useHazardHeads({ from: 'list', statuses: hazardStatusIds });
  const state = useTableState(heads, { context: ['company_cared_id', 'mine', 'is_overdue'] });
  const list = useQuery({ queryKey: hazardKeys.list(state.query), queryFn: () => fetchHazards(state.query) });
  const view: View = search.get('mine') === '1' ? 'mine' : search.get('is_overdue') === '1' ? 'overdue' : 'all';
  const companyId = Number(search.get('company_cared_id')) || undefined;
  const setContext = (changes: Record<string, string | undefined>) =>
    setSearch((previous) => {
      const next = new URLSearchParams(previous);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined) next.delete(key);
        else next.set(key, value);
      }
      next.set('page_no', '0');
      return next;
    });
  const hasManyUnits = session ? !isUnitUser(session.user) : false;

  const table = (
    <DataTable<HazardRow>
      heads={heads}
      rows={list.data?.list}
      total={list.data?.total ?? 0}
      state={state}
      loading={list.isFetching}
      rowKey={(row) => row.id}
      onRefresh={() => void list.refetch()}
      toolbar={
        <Space wrap>
          <Segmented<View>
            value={view}
            data-testid="hazard-view"
            options={views.map((value) => ({ value, label: t(`hazards.view.${value}`) }))}
            onChange={(next) =>
              setContext({ mine: next === 'mine' ? '1' : undefined, is_overdue: next === 'overdue' ? '1' : undefined })
            }
          />
          {canReport && (
            <Button type="primary" onClick={() => void navigate(HAZARD_EDIT_PATH)} data-testid="hazard-new">
              {t('hazards.report')}
            </Button>
          )}
        </Space>
      }
      actions={{
        title: t('hazards.col.actions'),
        width: 90,
        render: (row) => <Link to={hazardDetailPath(row.id)}>{t('hazards.action.detail')}</Link>,
      }}
    />
  );

  return (
    <HazardFrame testId="hazard-list-page">
      {hasManyUnits ? (
        <Row gutter={16} wrap={false}>
          <Col flex="200px">
            <UnitPanel
              active={companyId}
              onChoose={(id) => setContext({ company_cared_id: id ? String(id) : undefined })}
            />
          </Col>
          <Col flex="auto" style={{ minWidth: 0 }}>
            {table}
          </Col>
        </Row>
      ) : (
        table
      )}
    </HazardFrame>
  );
};

export default HazardListPage;
