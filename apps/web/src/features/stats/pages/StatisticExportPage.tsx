import {
  alarmBreakdowns,
  buildingBreakdowns,
  companyBreakdowns,
  deviceBreakdowns,
  groupLevels,
  statisticKinds,
  statisticNames,
  statisticPermissions,
  type StatisticKind,
} from '@fireline/shared';
import { Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../lib/i18n';
import { StatExportButton } from '../components/StatExportButton';
import { holdsAny, statisticTabs, StatsFrame } from '../components/StatsFrame';
import { WindowBar } from '../components/WindowBar';
import { useStatWindow } from '../hooks';
import { windowQuery } from '../window';

/** Each statistic's groupings (the query field and its values' labels), as its page offers them. */
const groupings: Partial<
  Record<StatisticKind, { field: string; values: readonly string[]; label: (value: string) => string }>
> = {
  alarm_breakdown: {
    field: 'by',
    values: alarmBreakdowns,
    label: (value) => `stats.alarm.${value === 'process_way' ? 'ways.process' : value}`,
  },
  company: { field: 'by', values: companyBreakdowns, label: (value) => `stats.company.${value}` },
  building: { field: 'by', values: buildingBreakdowns, label: (value) => `stats.building.${value}` },
  device: {
    field: 'by',
    values: deviceBreakdowns,
    label: (value) =>
      ({
        type: 'stats.col.deviceType',
        class: 'stats.col.deviceClass',
        model: 'stats.col.model',
        brand: 'stats.col.brand',
      })[value] ?? value,
  },
  group: { field: 'level', values: groupLevels, label: (value) => `stats.group.${value}` },
};

/** The statistics counted over a window; the others count the archives as they are now. */
const windowed: readonly StatisticKind[] = [
  'alarm_summary',
  'alarm_trend',
  'alarm_breakdown',
  'ranking',
  'center',
  'group',
];

/**
 * /statisticv2/export: every statistic the user may export, each with its grouping, written as its page shows it
 * (the same call and parameters); the counts over time take the window above.
 */
export const StatisticExportPage = () => {
  const { t } = useTranslation();
  const lang = currentLang();
  const [statWindow, setStatWindow] = useStatWindow();
  const [chosen, setChosen] = useState<Partial<Record<StatisticKind, string>>>({});
  const kinds = statisticKinds.filter((kind) => holdsAny([statisticPermissions[kind][0]]));
  return (
    <StatsFrame permission={statisticTabs}>
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('stats.export.help')}</Typography.Text>
        <WindowBar value={statWindow} onChange={setStatWindow} />
        <Table<StatisticKind>
          data-testid="export-table"
          size="small"
          rowKey={(kind) => kind}
          pagination={false}
          dataSource={kinds}
          columns={[
            { key: 'name', title: t('stats.export.statistic'), render: (_, kind) => statisticNames[kind][lang] },
            {
              key: 'grouping',
              title: t('stats.export.grouping'),
              render: (_, kind) => {
                const grouping = groupings[kind];
                if (!grouping) return '—';
                return (
                  <Select
                    data-testid={`export-grouping-${kind}`}
                    style={{ width: 180 }}
                    value={chosen[kind] ?? grouping.values[grouping.field === 'level' ? grouping.values.length - 1 : 0]}
                    options={grouping.values.map((value) => ({ value, label: t(grouping.label(value)) }))}
                    onChange={(value: string) => setChosen((current) => ({ ...current, [kind]: value }))}
                  />
                );
              },
            },
            {
              key: 'window',
              title: t('stats.export.period'),
              render: (_, kind) =>
                windowed.includes(kind) ? (
                  <Tag color="blue">{t('stats.export.windowed')}</Tag>
                ) : (
                  <Tag>{t('stats.export.archive')}</Tag>
                ),
            },
            {
              key: 'export',
              align: 'right',
              render: (_, kind) => {
                const grouping = groupings[kind];
                const query = {
                  ...(windowed.includes(kind) ? windowQuery(statWindow) : {}),
                  ...(grouping
                    ? {
                        [grouping.field]:
                          chosen[kind] ?? grouping.values[grouping.field === 'level' ? grouping.values.length - 1 : 0],
                      }
                    : {}),
                };
                return <StatExportButton statistic={kind} query={query} testId={`export-${kind}`} />;
              },
            },
          ]}
        />
      </Space>
    </StatsFrame>
  );
};

export default StatisticExportPage;
