import type { BindingRow, BindingStatus } from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { Select, Space, Table, Tag } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEpoch } from '../../../lib/site-time';
import { RegionName } from '../../../components/AddressPicker';
import type { MessageKey } from '../../../locales/en-US';
import { fetchBindList } from '../api';
import { bindingKeys } from '../keys';

const PAGE_SIZE = 20;
const stuColors: Record<BindingStatus, string> = { 0: 'processing', 1: 'success', 2: 'error', 3: 'default' };

/** The kind of the other side: a unit's category, an individual, or the organisation's kind. */
const kindKey = (row: BindingRow): MessageKey => {
  if (row.company_type === 'info_company_household') return 'district.binding.dialog.tab.1';
  if (row.company_type === 'info_company_cared')
    return (row.category ? `companies.category.${row.category}` : 'district.tab.cared') as MessageKey;
  if (row.company_type === 'info_center') return 'district.tab.center';
  if (row.company_type === 'info_company_maint') return 'district.tab.maint';
  if (row.company_type === 'info_company_authority') return 'district.tab.authority';
  return 'district.kind.firestation';
};

type Props = {
  /** outgoing: an organisation's units; incoming: a unit's organisations (GET bind/list). */
  direction: 'outgoing' | 'incoming';
  companyId: number;
  actions: (row: BindingRow) => ReactNode;
};

/** One side's bindings with their state (bound, being processed, rejected, ignored), a state filter and paging. */
export const BindingTable = ({ direction, companyId, actions }: Props) => {
  const { t } = useTranslation();
  const [status, setStatus] = useState<BindingStatus | undefined>();
  const [page, setPage] = useState(0);
  const list = useQuery({
    queryKey: bindingKeys.bindings(direction, companyId, status, page),
    queryFn: () => fetchBindList({ direction, company_id: companyId, status, page_no: page, page_size: PAGE_SIZE }),
  });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Select<BindingStatus | undefined>
        allowClear
        style={{ width: 180 }}
        placeholder={t('district.binding.allStates')}
        value={status}
        onChange={(value) => {
          setStatus(value);
          setPage(0);
        }}
        options={([0, 1, 2, 3] as const).map((value) => ({
          value,
          label: t(`district.binding.stu.${value}` as MessageKey),
        }))}
        data-testid="binding-state-filter"
      />
      <Table<BindingRow>
        rowKey="bind_id"
        size="small"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        pagination={{
          current: page + 1,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          onChange: (next) => setPage(next - 1),
          showSizeChanger: false,
        }}
        columns={[
          { key: 'name', title: t('district.binding.col.name'), dataIndex: 'company_name' },
          { key: 'kind', title: t('district.binding.col.kind'), render: (_, row) => t(kindKey(row)) },
          ...(direction === 'outgoing'
            ? [
                {
                  key: 'address',
                  title: t('district.binding.col.address'),
                  render: (_: unknown, row: BindingRow) => (
                    <>
                      <RegionName code={row.company_address} /> {row.company_address_specific ?? ''}
                    </>
                  ),
                },
              ]
            : []),
          {
            key: 'state',
            title: t('district.binding.col.state'),
            render: (_, row) => (
              <Tag color={stuColors[row.stu]} data-testid={`binding-state-${row.bind_id}`}>
                {t(`district.binding.stu.${row.stu}` as MessageKey)}
              </Tag>
            ),
          },
          {
            key: 'time',
            title: t('district.binding.col.time'),
            render: (_, row) => formatEpoch(row.update_time, 'YYYY-MM-DD HH:mm'),
          },
          { key: 'actions', title: '', render: (_, row) => actions(row) },
        ]}
      />
    </Space>
  );
};
