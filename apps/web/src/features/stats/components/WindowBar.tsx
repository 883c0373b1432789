import { statisticWindows, STATISTIC_MAX_DAYS, type StatisticWindow } from '@fireline/shared';
import { Button, DatePicker, Segmented, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { quickPickOf, quickPickRange, quickPicks, siteToday, type StatWindow } from '../window';

const DAY = 'YYYY-MM-DD';

/**
 * The window of a statistic over time (spec 000 §9, 001 §9): today, this week, this month, the last 7 days; the quick
 * picks last week, last month, last three months; or a custom range of site days (at most a year, none after today).
 */
export const WindowBar = ({ value, onChange }: { value: StatWindow; onChange: (next: StatWindow) => void }) => {
  const { t } = useTranslation();
  const today = siteToday();
  const picked = 'start' in value ? quickPickOf(value, today) : undefined;
  return (
    <Space wrap size={8} data-testid="window-bar">
      <Segmented
        value={'window' in value ? value.window : ''}
        options={statisticWindows.map((window) => ({
          value: window,
          label: <span data-testid={`window-${window}`}>{t(`stats.window.${window}`)}</span>,
        }))}
        onChange={(window) => onChange({ window: window as StatisticWindow })}
      />
      <Space.Compact>
        {quickPicks.map((pick) => (
          <Button
            key={pick}
            type={picked === pick ? 'primary' : 'default'}
            data-testid={`pick-${pick}`}
            onClick={() => onChange(quickPickRange(pick, today))}
          >
            {t(`stats.pick.${pick}`)}
          </Button>
        ))}
      </Space.Compact>
      <DatePicker.RangePicker
        data-testid="window-range"
        allowClear={false}
        value={'start' in value && !picked ? [dayjs(value.start), dayjs(value.end)] : null}
        placeholder={[t('stats.window.start'), t('stats.window.end')]}
        // The picker's days are site days: its fields are read as they show, never through the browser's zone.
        disabledDate={(current, info) =>
          current.format(DAY) > today ||
          (info?.from !== undefined && Math.abs(current.diff(info.from, 'day')) >= STATISTIC_MAX_DAYS)
        }
        onChange={(dates) => {
          const [start, end] = dates ?? [];
          if (start && end) onChange({ start: start.format(DAY), end: end.format(DAY) });
        }}
      />
    </Space>
  );
};
