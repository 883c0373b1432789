import { chargeStatusFilters, type Charge, type ChargeStatusFilter } from '@fireline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, message, Select, Space, Table, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { idParam } from '../../../lib/url';
import { ConfirmLink } from '../../../components/ConfirmLink';
import { ExportButton } from '../../../components/ExportButton';
import { deleteCharge, fetchCharges } from '../api';
import {
  ChargeStatusTag,
  EditChargeDialog,
  formatYuan,
  GenerateDialog,
  PayDialog,
  useContractOptions,
} from '../components/ChargeDialogs';
import { maintPaths } from '../maint-paths';
import { maintKeys } from '../keys';

const PAGE_SIZE = 20;

const statusOf = (params: URLSearchParams): ChargeStatusFilter => {
  const value = params.get('status');
  return (chargeStatusFilters as readonly string[]).includes(value ?? '') ? (value as ChargeStatusFilter) : 'all';
};

/**
 * /vyborg/charge (收费, spec 002 §2): the charges of the contracts the user reads, by contract and state with their
 * counts and sums; the contract's workers generate its schedule, record payments, change and delete unpaid charges.
 */
export const ChargeListPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const contractId = idParam(params.get('contract_id'));
  const status = statusOf(params);
  const pageNo = Number(params.get('page_no') ?? 0) || 0;
  const [generating, setGenerating] = useState(false);
  const [paying, setPaying] = useState<Charge | null>(null);
  const [editing, setEditing] = useState<Charge | null>(null);
  const options = useContractOptions();
  const filters = { contract_id: contractId, status };
  const list = useQuery({
    queryKey: maintKeys.charges(filters, pageNo),
    queryFn: () =>
      fetchCharges({
        ...(contractId ? { contract_id: contractId } : {}),
        status,
        page_no: pageNo,
        page_size: PAGE_SIZE,
      }),
  });
  const remove = useMutation({
    mutationFn: deleteCharge,
    onSuccess: () => void message.success(t('maint.deleted')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: maintKeys.all }),
  });
  const setParam = (key: string, value: string | undefined) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value === undefined) next.delete(key);
      else next.set(key, value);
      if (key !== 'page_no') next.delete('page_no');
      return next;
    });
  const sums = list.data?.sums;
  return (
    <Card
      title={t('maint.charge.title')}
      data-testid="charge-list-page"
      extra={
        <Space>
          <Button
            onClick={() => navigate(`/vyborg/chargecount${contractId ? `?contract_id=${contractId}` : ''}`)}
            data-testid="charge-counts"
          >
            {t('maint.charge.counts')}
          </Button>
          <ExportButton
            kind="maint_charges"
            filters={{ contract_id: contractId, status }}
            total={list.data?.total}
            testId="charge-export"
          />
          {options.some((option) => option.canWork) && (
            <Button type="primary" onClick={() => setGenerating(true)} data-testid="charge-generate">
              {t('maint.charge.generate')}
            </Button>
          )}
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('maint.charge.intro')}</Typography.Paragraph>
      <Space wrap size={16} style={{ marginBottom: 8 }}>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={t('maint.charge.allContracts')}
          style={{ width: 360 }}
          value={contractId}
          options={options.map(({ value, label }) => ({ value, label }))}
          onChange={(value?: number) => setParam('contract_id', value ? String(value) : undefined)}
          data-testid="charge-contract"
        />
        {sums && (
          <Typography.Text data-testid="charge-sums">
            {t('maint.charge.sums', {
              due: formatYuan(sums.due),
              received: formatYuan(sums.received),
              outstanding: formatYuan(sums.outstanding),
              overdue: sums.overdue_count,
            })}
          </Typography.Text>
        )}
      </Space>
      <Tabs
        activeKey={status}
        onChange={(key) => setParam('status', key === 'all' ? undefined : key)}
        items={chargeStatusFilters.map((filter) => ({
          key: filter,
          label: (
            <span data-testid={`charge-filter-${filter}`}>
              {t(`maint.charge.filter.${filter}`)}
              {list.data ? ` (${list.data.counts[filter]})` : ''}
            </span>
          ),
        }))}
      />
      <Table<Charge>
        size="middle"
        rowKey={(row) => row.id}
        loading={list.isFetching}
        dataSource={list.data?.list}
        locale={{ emptyText: t('maint.charge.empty') }}
        pagination={{
          current: pageNo + 1,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          onChange: (page) => setParam('page_no', String(page - 1)),
        }}
        data-testid="charge-table"
        // Fits 1440 without scrolling sideways (issue 28): nothing lies under the actions, amounts and dates are whole.
        columns={[
          {
            title: t('maint.col.project_name'),
            width: 170,
            render: (_: unknown, row) => (
              <Link to={maintPaths('vyborg').detail(row.contract_id)}>{row.project_name}</Link>
            ),
          },
          {
            title: t('maint.charge.period'),
            width: 115,
            render: (_: unknown, row) => (
              <>
                {row.start_time} ~<br />
                {row.end_time}
              </>
            ),
          },
          { title: t('maint.charge.due_date'), dataIndex: 'due_date', width: 110 },
          {
            title: t('maint.charge.amount_due'),
            width: 120,
            align: 'right',
            render: (_: unknown, row) => formatYuan(row.amount_due),
          },
          {
            title: t('maint.charge.amount_received'),
            width: 130,
            align: 'right',
            // The payment as one: the amount, then its day and invoice.
            render: (_: unknown, row) => (
              <>
                {formatYuan(row.amount_received)}
                {row.received_date && (
                  <Typography.Text type="secondary" style={{ display: 'block' }}>
                    {row.received_date}
                  </Typography.Text>
                )}
                {row.invoice_no && (
                  <Typography.Text type="secondary" style={{ display: 'block' }}>
                    {row.invoice_no}
                  </Typography.Text>
                )}
              </>
            ),
          },
          {
            title: t('maint.charge.outstanding'),
            width: 120,
            align: 'right',
            render: (_: unknown, row) => formatYuan(row.outstanding),
          },
          {
            title: t('maint.charge.status'),
            width: 95,
            render: (_: unknown, row) => <ChargeStatusTag status={row.status} />,
          },
          {
            title: t('maint.charge.remark'),
            render: (_: unknown, row) => row.remark || '-',
          },
          {
            title: t('maint.list.actions'),
            width: 150,
            fixed: 'right',
            render: (_: unknown, row) =>
              row.can_edit === 1 ? (
                <Space size={0} wrap>
                  {/* A paid charge has nothing left to receive. */}
                  {row.status !== 3 && (
                    <Button
                      type="link"
                      size="small"
                      onClick={() => setPaying(row)}
                      data-testid={`charge-pay-${row.id}`}
                    >
                      {t('maint.charge.pay')}
                    </Button>
                  )}
                  <Button type="link" size="small" onClick={() => setEditing(row)}>
                    {t('maint.edit')}
                  </Button>
                  {row.amount_received === 0 && (
                    <ConfirmLink
                      danger
                      label={t('maint.delete')}
                      confirm={t('maint.charge.removeConfirm')}
                      onConfirm={() => remove.mutateAsync(row.id)}
                    />
                  )}
                </Space>
              ) : (
                '-'
              ),
          },
        ]}
      />
      <GenerateDialog open={generating} contractId={contractId} onClose={() => setGenerating(false)} />
      <PayDialog charge={paying} onClose={() => setPaying(null)} />
      <EditChargeDialog charge={editing} onClose={() => setEditing(null)} />
    </Card>
  );
};

export default ChargeListPage;
