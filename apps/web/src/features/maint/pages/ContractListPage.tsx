import type { Contract } from '@fireline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, message, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { idParam } from '../../../lib/url';
import type { TableHead } from '../../../components/table-filters';
import { useTableState } from '../../../components/use-table-state';
import { deleteContract, fetchContracts } from '../api';
import { FilterTabs } from '../components/FilterTabs';
import { StatusTag } from '../components/StatusTag';
import { SuspendButton } from '../components/SuspendButton';
import { MaintListTable, MaintNewButton, ViewEditDelete } from '../components/MaintListTable';
import { maintPaths, type MaintArea } from '../maint-paths';
import { maintKeys } from '../keys';

/**
 * The contract list (spec 002 §2 /vyborg/contract, and a unit's 维保 tab /company/maint): the contracts the user reads,
 * filtered all / expiring / not started / in progress / finished, with a new contract for those who make them and
 * edit / delete where the server allows it (can_edit), suspend / resume where it allows that (can_suspend).
 */
export const ContractListPage = ({ area }: { area: MaintArea }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const companyId = area === 'unit' ? idParam(params.get('company_id')) : undefined;
  const paths = useMemo(() => maintPaths(area, companyId), [area, companyId]);
  const remove = useMutation({
    mutationFn: (id: number) => deleteContract(id),
    onSuccess: () => void message.success(t('maint.deleted')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: maintKeys.all }),
  });
  const heads = useMemo<TableHead<Contract>[]>(
    () => [
      {
        id: 'project_name',
        name: t('maint.col.project_name'),
        width: 200,
        filter_options: { type: 'search', max_length: 50 },
        custom: (row) => <Link to={paths.detail(row.id)}>{row.project_name}</Link>,
      },
      { id: 'company_maint_name', name: t('maint.col.company_maint_name'), width: 170 },
      {
        id: 'companies',
        name: t('maint.col.companies'),
        width: 200,
        custom: (row) => row.companies.map((unit) => unit.company_name).join('、'),
      },
      {
        id: 'contact_period',
        name: t('maint.col.contact_period'),
        width: 200,
        custom: (row) => row.contact_period.join(' ~ '),
      },
      {
        id: 'status',
        name: t('maint.col.status'),
        width: 150,
        custom: (row) => (
          <StatusTag
            status={row.status}
            isExpiring={row.is_expiring}
            daysLeft={row.days_left}
            isActive={row.is_active}
          />
        ),
      },
      {
        id: 'contract_amount',
        name: t('maint.col.contract_amount'),
        width: 120,
        custom: (row) => (row.contract_amount === null ? '-' : row.contract_amount.toLocaleString()),
      },
      {
        id: 'related_resp_name',
        name: t('maint.col.related_resp_name'),
        width: 110,
        custom: (row) => row.related_resp_name || '-',
      },
      {
        id: 'spot_contact',
        name: t('maint.col.spot_contact'),
        width: 160,
        noshow: true,
        custom: (row) => [row.spot_contact_name, row.spot_contact_phone].filter(Boolean).join(' ') || '-',
      },
    ],
    [t, paths],
  );
  const state = useTableState(heads, { context: area === 'unit' ? ['company_id', 'status'] : ['status'] });
  const list = useQuery({ queryKey: maintKeys.contracts(state.query), queryFn: () => fetchContracts(state.query) });
  return (
    <Card title={t(area === 'unit' ? 'maint.list.unitTitle' : 'maint.list.title')} data-testid="contract-list-page">
      <Typography.Paragraph type="secondary">{t('maint.list.intro')}</Typography.Paragraph>
      <FilterTabs counts={list.data?.counts} />
      <MaintListTable<Contract>
        heads={heads}
        state={state}
        list={list}
        rowKey={(row) => row.id}
        toolbar={<MaintNewButton to={paths.create} label={t('maint.list.new')} testId="contract-new" />}
        actions={{
          width: 240,
          render: (row) => (
            <Space size={0}>
              <ViewEditDelete
                view={paths.detail(row.id)}
                edit={row.can_edit === 1 ? paths.edit(row.id) : undefined}
                remove={
                  row.can_edit === 1
                    ? {
                        confirm: t('maint.deleteConfirm', { name: row.project_name }),
                        testId: `contract-delete-${row.id}`,
                        onConfirm: () => remove.mutateAsync(row.id),
                      }
                    : undefined
                }
              />
              <SuspendButton contract={row} size="small" />
            </Space>
          ),
        }}
      />
    </Card>
  );
};

export const VyborgContractListPage = () => <ContractListPage area="vyborg" />;
export const UnitContractListPage = () => <ContractListPage area="unit" />;
export default VyborgContractListPage;
