import { statusCategories, statusCategoryLabels } from '@fireline/shared';
import { Segmented, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { currentLang } from '../../../lib/i18n';
import { fetchAlarmBreakdown } from '../api';
import { BreakdownView } from '../components/BreakdownView';
import { KindSwitch } from '../components/KindSwitch';
import { StatExportButton } from '../components/StatExportButton';
import { holdsAny, StatsFrame } from '../components/StatsFrame';
import { WindowBar } from '../components/WindowBar';
import { useLiveStats, useStat, useStatWindow } from '../hooks';
import { windowQuery } from '../window';

const kinds = ['type', 'ways', 'cause'] as const;
const TAB = 'statistic-alarm';

/** The category filter of the alarm and ranking pages (`?category=`; all when unset). */
export const CategorySelect = () => {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const lang = currentLang();
  return (
    <Select
      data-testid="category-select"
      style={{ width: 140 }}
      value={search.get('category') ?? ''}
      options={[
        { value: '', label: t('stats.category.all') },
        ...statusCategories.map((category) => ({ value: category, label: statusCategoryLabels[category][lang] })),
      ]}
      onChange={(category: string) =>
        setSearch(
          (current) => {
            const next = new URLSearchParams(current);
            if (category) next.set('category', category);
            else next.delete('category');
            return next;
          },
          { replace: true },
        )
      }
    />
  );
};

/** The category a page's URL names, if it is one. */
export const categoryOf = (search: URLSearchParams) =>
  statusCategories.find((category) => category === search.get('category'));

/**
 * /statisticv2/alarm/type|ways|cause: the window's events by alarm type, by how they were handled (the result — not
 * handled yet included — or the process way) or by cause. Live: a pushed alarm refreshes the numbers.
 */
export const AlarmStatPage = () => {
  const { t } = useTranslation();
  const { kind = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const [statWindow, setStatWindow] = useStatWindow();
  const isKnown = (kinds as readonly string[]).includes(kind);
  const isProcessWay = kind === 'ways' && search.get('way') === 'process';
  const query = {
    ...windowQuery(statWindow),
    by: isProcessWay ? 'process_way' : kind,
    status_category: categoryOf(search),
  };
  useLiveStats();
  const { data, isLoading } = useStat('alarm_breakdown', fetchAlarmBreakdown, query, isKnown && holdsAny([TAB]));
  if (!isKnown) return <Navigate to="/statisticv2/alarm/type" replace />;
  return (
    <StatsFrame permission={[TAB]}>
      <BreakdownView
        data={data}
        isLoading={isLoading}
        chart={kind === 'ways' ? 'pie' : 'bar'}
        groupTitle={t(`stats.alarm.${kind}`)}
        span={data && t('stats.window.span', { start: data.start, end: data.end })}
        toolbar={
          <>
            <KindSwitch base="/statisticv2/alarm" kinds={kinds} value={kind} />
            {kind === 'ways' && (
              <Segmented
                data-testid="ways-switch"
                value={isProcessWay ? 'process' : 'confirm'}
                options={[
                  { value: 'confirm', label: t('stats.alarm.ways.confirm') },
                  { value: 'process', label: t('stats.alarm.ways.process') },
                ]}
                onChange={(way) =>
                  setSearch(
                    (current) => {
                      const next = new URLSearchParams(current);
                      if (way === 'process') next.set('way', 'process');
                      else next.delete('way');
                      return next;
                    },
                    { replace: true },
                  )
                }
              />
            )}
            <CategorySelect />
          </>
        }
        windowBar={<WindowBar value={statWindow} onChange={setStatWindow} />}
        actions={<StatExportButton statistic="alarm_breakdown" query={query} />}
      />
    </StatsFrame>
  );
};

export default AlarmStatPage;
