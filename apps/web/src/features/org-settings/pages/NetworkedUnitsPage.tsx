import { bindingStatuses, type BoundUnit } from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatEpoch } from '../../../app/site-time';
import { RegionName } from '../../../components/AddressPicker';
import { DataTable } from '../../../components/DataTable';
import type { TableHead } from '../../../components/table-filters';
import { useTableState } from '../../../components/use-table-state';
import type { MessageKey } from '../../../locales/en-US';
import { fetchNetworkedUnits } from '../api';

const archivePath = (unit: BoundUnit) =>
  `/company/company?company_id=${unit.company_id}&company_type=${unit.company_type}`;
const stuColor: Record<number, string> = { 0: 'orange', 1: 'green', 2: 'red', 3: 'default' };

/**
 * /systemmanage/internet (用户管理: the organisation's networked units): the units bound to the caller's organisation
 * (a unit sees itself), by name and binding state, each leading to its archive.
 */
export const NetworkedUnitsPage = () => {
  const { t } = useTranslation();
  const heads = useMemo<TableHead<BoundUnit>[]>(
    () => [
      {
        id: 'company_name',
        name: t('orgSettings.internet.col.name'),
        width: 200,
        filter_options: { type: 'search', max_length: 50 },
        custom: (row) => <Link to={archivePath(row)}>{row.company_name}</Link>,
      },
      {
        id: 'category',
        name: t('orgSettings.internet.col.category'),
        width: 110,
        custom: (row) => (row.category ? t(`companies.category.${row.category}` as MessageKey) : '-'),
      },
      {
        id: 'company_address',
        name: t('orgSettings.internet.col.region'),
        width: 190,
        custom: (row) => <RegionName code={row.company_address} />,
      },
      { id: 'contact_name', name: t('orgSettings.internet.col.contact'), width: 100 },
      { id: 'contact_phone', name: t('orgSettings.internet.col.phone'), width: 130 },
      {
        id: 'enum_company_online_status',
        name: t('orgSettings.internet.col.online'),
        width: 100,
        custom: (row) => (
          <Tag color={row.enum_company_online_status === 1 ? 'green' : 'default'}>
            {t(`companies.online.${row.enum_company_online_status}` as MessageKey)}
          </Tag>
        ),
      },
      {
        id: 'stu',
        name: t('orgSettings.internet.col.stu'),
        width: 110,
        filter_options: {
          type: 'select',
          options: bindingStatuses.map((value) => ({
            value,
            label: t(`district.binding.stu.${value}` as MessageKey),
          })),
        },
        custom: (row) => <Tag color={stuColor[row.stu]}>{t(`district.binding.stu.${row.stu}` as MessageKey)}</Tag>,
      },
      {
        id: 'create_time',
        name: t('orgSettings.internet.col.created'),
        width: 150,
        custom: (row) => formatEpoch(row.create_time, 'YYYY-MM-DD HH:mm'),
      },
    ],
    [t],
  );
  const state = useTableState(heads);
  const list = useQuery({
    queryKey: ['org-settings', 'units', state.query],
    queryFn: () => fetchNetworkedUnits(state.query),
  });
  return (
    <Card title={t('orgSettings.internet.title')} data-testid="networked-units-page">
      <DataTable<BoundUnit>
        heads={heads}
        rows={list.data?.list}
        total={list.data?.total ?? 0}
        state={state}
        loading={list.isFetching}
        rowKey={(row) => row.company_id}
        actions={{
          title: t('companies.list.actions'),
          width: 100,
          render: (row) => <Link to={archivePath(row)}>{t('orgSettings.internet.archive')}</Link>,
        }}
      />
    </Card>
  );
};

export default NetworkedUnitsPage;
