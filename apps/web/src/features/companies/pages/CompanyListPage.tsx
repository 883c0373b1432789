import { caredCategories, type CompanyRecord, type RegionNode } from '@fireline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, message, Progress, Space, Tag } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { api } from '../../../app/api';
import { formatEpoch } from '../../../app/site-time';
import { RegionName } from '../../../components/AddressPicker';
import { withConfirm } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/DataTable';
import type { TableHead } from '../../../components/table-filters';
import { useTableState } from '../../../components/use-table-state';
import type { MessageKey } from '../../../locales/en-US';
import { ExportButton } from '../../imports/components/ExportButton';
import { deleteCompany, fetchCompanies } from '../api';
import { useButton } from '../../../app/permissions';

/** /new_company_list: the networked units of the scope, filtered by name, category (left-nav query), region, online status and creation time. */
export const CompanyListPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<Key[]>([]);
  // The keys the server checks (companies.routes.ts): a centre admin, say, may not delete units.
  const canCreate = useButton('networkcompany-new');
  const canImport = useButton('networkcompany-import');
  const canEdit = useButton('networkcompany-info-edit');
  const canDelete = useButton('networkcompany-del');
  const provinces = useQuery({
    queryKey: ['region', ''],
    queryFn: () => api.get<RegionNode[]>('/address/region/', {}, { silent: true }),
    staleTime: Infinity,
  });

  const heads = useMemo<TableHead<CompanyRecord>[]>(
    () => [
      {
        id: 'company_name',
        name: t('companies.col.name'),
        width: 160,
        filter_options: { type: 'search', max_length: 50 },
        custom: (row) => (
          <Link to={`/company/company?company_id=${row.company_id}&company_type=${row.company_type}`}>
            {row.company_name}
          </Link>
        ),
      },
      {
        id: 'category',
        name: t('companies.col.category'),
        width: 100,
        filter_options: {
          type: 'select',
          options: caredCategories.map((value) => ({ value, label: t(`companies.category.${value}` as MessageKey) })),
        },
        custom: (row) => (row.category ? t(`companies.category.${row.category}` as MessageKey) : ''),
      },
      {
        id: 'company_address',
        name: t('companies.col.region'),
        width: 110,
        filter_options: {
          type: 'select',
          key: 'region_code',
          options: (provinces.data ?? []).map((node) => ({ value: node.code, label: node.name })),
        },
        custom: (row) => <RegionName code={row.company_address} />,
      },
      { id: 'contact_name', name: t('companies.col.contact'), width: 84 },
      // Off at first so the list fits 1440 px with what an operator looks for; the column settings bring it back.
      { id: 'contact_phone', name: t('companies.col.phone'), width: 120, noshow: true },
      {
        id: 'enum_company_online_status',
        name: t('companies.col.online'),
        width: 96,
        filter_options: {
          type: 'select',
          options: [1, 0].map((value) => ({ value, label: t(`companies.online.${value}` as MessageKey) })),
        },
        custom: (row) => (
          <Tag color={row.enum_company_online_status === 1 ? 'green' : 'default'}>
            {t(`companies.online.${row.enum_company_online_status}` as MessageKey)}
          </Tag>
        ),
      },
      // A fixed bar, so the bar and its percentage stay whole inside the column.
      {
        id: 'integrity_score',
        name: t('companies.col.integrity'),
        width: 120,
        custom: (row) => <Progress percent={row.integrity_score} size="small" style={{ width: 100, margin: 0 }} />,
      },
      { id: 'center_name', name: t('companies.col.center'), width: 130 },
      { id: 'authority_company_name', name: t('companies.col.authority'), width: 160, noshow: true },
      {
        id: 'create_time',
        name: t('companies.col.created'),
        width: 146,
        filter_options: { type: 'date_range', range_keys: ['start_time', 'end_time'] },
        custom: (row) => formatEpoch(row.create_time, 'YYYY-MM-DD HH:mm'),
      },
    ],
    [t, provinces.data],
  );
  const state = useTableState(heads);
  const list = useQuery({ queryKey: ['companies', state.query], queryFn: () => fetchCompanies(state.query) });
  // The export names the list's name filter `name` (its `kind` is the export's own).
  const { page_no: _pageNo, page_size: _pageSize, company_name: name, ...filters } = state.query;

  const remove = useMutation({
    mutationFn: async (ids: number[]) => {
      // One call per unit: the server refuses a unit that still has devices or accounts, and says which.
      for (const id of ids) await deleteCompany(id);
    },
    onSuccess: () => {
      void message.success(t('companies.list.deleted'));
      setSelected([]);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['companies'] }),
  });

  const confirmDelete = (ids: number[]) => {
    if (ids.length === 0) {
      void message.warning(t('companies.list.pleaseSelect'));
      return;
    }
    void withConfirm({ content: t('companies.list.deleteConfirm', { count: ids.length }), danger: true }, () =>
      remove.mutateAsync(ids).catch(() => undefined),
    );
  };

  return (
    <Card title={t('companies.list.title')} data-testid="company-list-page">
      <DataTable<CompanyRecord>
        heads={heads}
        rows={list.data?.list}
        total={list.data?.total ?? 0}
        state={state}
        loading={list.isFetching}
        rowKey={(row) => row.company_id}
        selection={canDelete ? { keys: selected, onChange: (keys) => setSelected(keys) } : undefined}
        toolbar={
          <Space>
            {canCreate && (
              <Button type="primary" onClick={() => navigate('/new_company_list/new')} data-testid="company-new">
                {t('companies.list.new')}
              </Button>
            )}
            {canImport && (
              <Button onClick={() => navigate('/new_company_list/import')}>{t('companies.list.import')}</Button>
            )}
            <ExportButton
              kind="companies"
              filters={{ ...filters, name }}
              total={list.data?.total}
              testId="company-export"
            />
            {canDelete && (
              <Button danger onClick={() => confirmDelete(selected.map(Number))} data-testid="company-batch-delete">
                {t('companies.list.batchDelete')}
              </Button>
            )}
          </Space>
        }
        actions={{
          title: t('companies.list.actions'),
          width: 140,
          render: (row) => (
            <Space size="small">
              <Link to={`/company/company?company_id=${row.company_id}&company_type=${row.company_type}`}>
                {t('companies.list.view')}
              </Link>
              {canEdit && (
                <Link to={`/new_company_list/new?type=edit&company_id=${row.company_id}`}>
                  {t('companies.list.edit')}
                </Link>
              )}
              {canDelete && (
                <Button
                  type="link"
                  danger
                  size="small"
                  onClick={() => confirmDelete([row.company_id])}
                  data-testid={`company-delete-${row.company_id}`}
                >
                  {t('companies.list.delete')}
                </Button>
              )}
            </Space>
          ),
        }}
      />
    </Card>
  );
};

export default CompanyListPage;
