import {
  chargeGroups,
  chargePeriodKinds,
  type ChargeCountRow,
  type ChargeGroup,
  type ChargePeriodKind,
} from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Segmented, Select, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { idParam } from '../../../lib/url';
import { Chart } from '../../../components/charts/Chart';
import { DATE_FORMAT } from '../../../components/form-fields';
import { ExportButton } from '../../../components/ExportButton';
import { fetchChargeCounts } from '../api';
import { formatYuan, useContractOptions } from '../components/ChargeDialogs';
import { maintKeys } from '../keys';

const pick = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

/** Due against received per period, as bars. */
const dueReceivedOption = (periods: string[], series: { name: string; values: number[] }[]): EChartsCoreOption => ({
  tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
  legend: { top: 0 },
  grid: { left: 8, right: 24, top: 32, bottom: 8, containLabel: true },
  xAxis: { type: 'category', data: periods },
  yAxis: { type: 'value', axisLabel: { formatter: (value: number) => value.toLocaleString('zh-CN') } },
  series: series.map((item) => ({ type: 'bar', name: item.name, data: item.values, barMaxWidth: 28 })),
});

/**
 * /vyborg/chargecount (收费统计, spec 002 §2): due, received and outstanding amounts and overdue charges per contract,
 * maintenance company or unit and per month, quarter or year, with a bar of due against received per period.
 */
export const ChargeCountPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const period = pick<ChargePeriodKind>(chargePeriodKinds, params.get('period'), 'month');
  const groupBy = pick<ChargeGroup>(chargeGroups, params.get('group_by'), 'contract');
  const contractId = idParam(params.get('contract_id'));
  const start = params.get('start_time') ?? undefined;
  const end = params.get('end_time') ?? undefined;
  const options = useContractOptions();
  const query = {
    period,
    group_by: groupBy,
    ...(contractId ? { contract_id: contractId } : {}),
    ...(start ? { start_time: start } : {}),
    ...(end ? { end_time: end } : {}),
  };
  const counts = useQuery({ queryKey: maintKeys.chargeCounts(query), queryFn: () => fetchChargeCounts(query) });
  const setParam = (key: string, value: string | undefined) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value === undefined) next.delete(key);
      else next.set(key, value);
      return next;
    });
  const periods = counts.data?.periods;
  const option = useMemo(() => {
    const rows = periods ?? [];
    return dueReceivedOption(
      rows.map((row) => row.period),
      [
        { name: t('maint.count.due'), values: rows.map((row) => row.due) },
        { name: t('maint.count.received'), values: rows.map((row) => row.received) },
      ],
    );
  }, [periods, t]);
  const totals = counts.data?.totals;
  const money = (key: 'due' | 'received' | 'outstanding', title: string) => ({
    title,
    width: 140,
    align: 'right' as const,
    render: (_: unknown, row: ChargeCountRow) => formatYuan(row[key]),
  });
  return (
    <Card
      title={t('maint.count.title')}
      data-testid="charge-count-page"
      extra={
        <Space>
          <Button onClick={() => navigate(`/vyborg/charge${contractId ? `?contract_id=${contractId}` : ''}`)}>
            {t('maint.charge.back')}
          </Button>
          <ExportButton
            kind="maint_charge_counts"
            filters={query}
            total={counts.data?.list.length}
            testId="charge-count-export"
          />
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('maint.count.intro')}</Typography.Paragraph>
      <Space wrap size={16} style={{ marginBottom: 16 }}>
        <Space>
          {t('maint.count.period')}
          <Segmented
            value={period}
            options={chargePeriodKinds.map((kind) => ({ value: kind, label: t(`maint.count.period.${kind}`) }))}
            onChange={(value) => setParam('period', value)}
            data-testid="charge-count-period"
          />
        </Space>
        <Space>
          {t('maint.count.group_by')}
          <Segmented
            value={groupBy}
            options={chargeGroups.map((group) => ({ value: group, label: t(`maint.count.group_by.${group}`) }))}
            onChange={(value) => setParam('group_by', value)}
          />
        </Space>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={t('maint.charge.allContracts')}
          style={{ width: 300 }}
          value={contractId}
          options={options.map(({ value, label }) => ({ value, label }))}
          onChange={(value?: number) => setParam('contract_id', value ? String(value) : undefined)}
        />
        <Space>
          {t('maint.count.range')}
          <DatePicker.RangePicker
            format={DATE_FORMAT}
            value={start && end ? [dayjs(start), dayjs(end)] : null}
            placeholder={[t('maint.start'), t('maint.end')]}
            onChange={(range) =>
              setParams((previous) => {
                const next = new URLSearchParams(previous);
                if (range?.[0] && range[1]) {
                  next.set('start_time', range[0].format(DATE_FORMAT));
                  next.set('end_time', range[1].format(DATE_FORMAT));
                } else {
                  next.delete('start_time');
                  next.delete('end_time');
                }
                return next;
              })
            }
          />
        </Space>
      </Space>
      {totals && (
        <Typography.Paragraph strong data-testid="charge-count-totals">
          {`${t('maint.count.total')}: `}
          {t('maint.charge.sums', {
            due: formatYuan(totals.due),
            received: formatYuan(totals.received),
            outstanding: formatYuan(totals.outstanding),
            overdue: totals.overdue_count,
          })}
        </Typography.Paragraph>
      )}
      <Chart option={option} height={260} testId="charge-count-chart" />
      {groupBy === 'unit' && <Typography.Paragraph type="secondary">{t('maint.count.unitNote')}</Typography.Paragraph>}
      <Table<ChargeCountRow>
        size="middle"
        style={{ marginTop: 16 }}
        rowKey={(row) => `${row.group_id}-${row.period}`}
        loading={counts.isFetching}
        dataSource={counts.data?.list}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        data-testid="charge-count-table"
        columns={[
          { title: t(`maint.count.group_by.${groupBy}`), dataIndex: 'group_name' },
          { title: t('maint.count.periodCol'), dataIndex: 'period', width: 110 },
          { title: t('maint.count.charge_count'), dataIndex: 'charge_count', width: 100, align: 'right' },
          money('due', t('maint.charge.amount_due')),
          money('received', t('maint.charge.amount_received')),
          money('outstanding', t('maint.charge.outstanding')),
          { title: t('maint.count.overdue_count'), dataIndex: 'overdue_count', width: 100, align: 'right' },
        ]}
      />
    </Card>
  );
};

export default ChargeCountPage;
