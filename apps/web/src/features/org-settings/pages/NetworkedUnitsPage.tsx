import { bindingStatuses, type BoundUnit } from '@fireline/shared';
import { Card, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/DataTable';
import type { TableHead } from '../../../components/table-filters';
import { useListTable } from '../../../components/use-list-table';
import type { MessageKey } from '../../../locales/en-US';
import { createdHead, onlineHead, regionHead } from '../../companies';
import { fetchNetworkedUnits } from '../api';
import { orgSettingKeys } from '../keys';

const archivePath = (unit: BoundUnit) =>
  `/company/company?company_id=${unit.company_id}&company_type=${unit.company_type}`;
const stuColor: Record<number, string> = { 0: 'orange', 1: 'green', 2: 'red', 3: 'default' };

/**
 * /systemmanage/internet (已绑定单位, the spec's 用户管理: the organisation's networked units): the units bound to the caller's organisation
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
      regionHead({ name: t('orgSettings.internet.col.region'), width: 190 }),
      { id: 'contact_name', name: t('orgSettings.internet.col.contact'), width: 100 },
      { id: 'contact_phone', name: t('orgSettings.internet.col.phone'), width: 130 },
      onlineHead(t, { name: t('orgSettings.internet.col.online'), width: 100 }),
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
      createdHead({ name: t('orgSettings.internet.col.created'), width: 150 }),
    ],
    [t],
  );
  const { table } = useListTable({ heads, queryKey: orgSettingKeys.units, fetch: fetchNetworkedUnits });
  return (
    <Card title={t('orgSettings.internet.title')} data-testid="networked-units-page">
      <DataTable<BoundUnit>
        {...table}
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
