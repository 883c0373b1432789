import type { DeviceAlarmStat } from '@fireline/shared';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { Chart } from '../../../components/charts/Chart';
import { fetchDeviceAlarmStat, fetchDeviceStat } from '../api';
import { BreakdownView } from '../components/BreakdownView';
import { barOption } from '../components/chart-options';
import { ChartTable } from '../components/ChartTable';
import { KindSwitch } from '../components/KindSwitch';
import { StatExportButton } from '../components/StatExportButton';
import { holdsAny, StatsFrame } from '../components/StatsFrame';
import { countColumn, StatTable } from '../components/StatTable';
import { useLiveStats, useStat } from '../hooks';
import { formatCount, formatShare } from '../format';

const kinds = ['type', 'alarm', 'model'] as const;
const TAB = 'statistic-device';

/** The groupings each sub-kind offers (`?group=`; the first when unset): type or class, model or brand. */
const groupings: Record<'type' | 'model', readonly [string, string]> = {
  type: ['type', 'class'],
  model: ['model', 'brand'],
};
const columnTitles: Record<string, string> = {
  type: 'stats.col.deviceType',
  class: 'stats.col.deviceClass',
  model: 'stats.col.model',
  brand: 'stats.col.brand',
};
const groupLabels: Record<string, string> = {
  type: 'stats.device.byType',
  class: 'stats.device.byClass',
  model: 'stats.device.byModel',
  brand: 'stats.device.byBrand',
};

type Row = DeviceAlarmStat['list'][number];

/** Devices by type with their state now: in alarm, in fault, offline. */
const DeviceAlarmView = ({ toolbar }: { toolbar: React.ReactNode }) => {
  const { t } = useTranslation();
  useLiveStats();
  const { data, isLoading } = useStat('device_alarm', fetchDeviceAlarmStat, {}, holdsAny([TAB]));
  const list = data?.list ?? [];
  const series = (['alarm', 'fault', 'offline'] as const).map((field) => ({
    name: t(`stats.col.${field}`),
    values: list.map((row) => row[field]),
  }));
  const count = (value: number) => formatCount(value);
  return (
    <ChartTable
      toolbar={toolbar}
      actions={<StatExportButton statistic="device_alarm" query={{}} />}
      isEmpty={!isLoading && (data?.total ?? 0) === 0}
      chart={
        <Chart
          option={barOption(
            list.map((row) => row.name),
            [{ name: t('stats.col.devices'), values: list.map((row) => row.total) }, ...series],
          )}
          height={332}
          testId="device-alarm-chart"
        />
      }
      table={
        <StatTable<Row>
          list={list}
          isLoading={isLoading}
          columns={[
            { key: 'name', title: t('stats.col.deviceType'), dataIndex: 'name', ellipsis: true },
            countColumn({ key: 'total', title: t('stats.col.devices') }),
            countColumn({ key: 'alarm', title: t('stats.col.alarm') }),
            countColumn({ key: 'fault', title: t('stats.col.fault') }),
            countColumn({ key: 'offline', title: t('stats.col.offline') }),
            {
              key: 'share',
              title: t('stats.col.share'),
              align: 'right',
              width: 80,
              render: (_, row) => formatShare(row.total, data?.total ?? 0),
            },
          ]}
          summary={
            data && [
              t('stats.row.all'),
              count(data.total),
              count(data.alarm),
              count(data.fault),
              count(data.offline),
              formatShare(data.total, data.total),
            ]
          }
        />
      }
    />
  );
};

/**
 * /statisticv2/device/type|alarm|model: the caller's devices (not their components) by type or class; by type with
 * their state now; by model or brand (the spec's "brand management").
 */
export const DeviceStatPage = () => {
  const { t } = useTranslation();
  const { kind = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const isKnown = (kinds as readonly string[]).includes(kind);
  const options = kind === 'type' || kind === 'model' ? groupings[kind] : undefined;
  const by = options ? (options.find((option) => option === search.get('group')) ?? options[0]) : kind;
  const query = { by };
  const { data, isLoading } = useStat('device', fetchDeviceStat, query, Boolean(options) && holdsAny([TAB]));
  if (!isKnown) return <Navigate to="/statisticv2/device/type" replace />;
  const kindSwitch = <KindSwitch base="/statisticv2/device" kinds={kinds} value={kind} />;
  return (
    <StatsFrame permission={[TAB]}>
      {options ? (
        <BreakdownView
          data={data}
          isLoading={isLoading}
          chart={by === 'class' ? 'pie' : 'bar'}
          groupTitle={t(columnTitles[by] ?? 'stats.col.group')}
          toolbar={
            <>
              {kindSwitch}
              <Segmented
                data-testid="group-switch"
                value={by}
                options={options.map((option) => ({ value: option, label: t(groupLabels[option]!) }))}
                onChange={(group) =>
                  setSearch(
                    (current) => {
                      const next = new URLSearchParams(current);
                      next.set('group', group);
                      return next;
                    },
                    { replace: true },
                  )
                }
              />
            </>
          }
          actions={<StatExportButton statistic="device" query={query} />}
        />
      ) : (
        <DeviceAlarmView toolbar={kindSwitch} />
      )}
    </StatsFrame>
  );
};

export default DeviceStatPage;
