import { statusCategories, type AlarmSummary } from '@fireline/shared';
import { Col, Row } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fetchAlarmSummary, useStat } from '../../stats';
import { barOption, stateColours } from '../charts';
import { useShorthand } from '../hooks';
import { alarmListLink } from '../links';
import { ChartBox, NumberTile, StatCard, WindowSwitch, type HomeWindow } from './CardParts';

/** Each category's events of the window, handled and not: a number for each, linking to the alarm list. */
export const CategoryGrid = ({
  summary,
  linkOf,
  columns = 4,
}: {
  summary: Pick<AlarmSummary, 'list'>;
  /** The list behind a category's number (undefined: none), all events or only the unprocessed. */
  linkOf: (category: AlarmSummary['list'][number]['status_category'], unprocessed: boolean) => string | undefined;
  columns?: number;
}) => {
  const { t } = useTranslation();
  const format = useShorthand();
  return (
    <div className="home-category-grid" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
      {summary.list.map((row) => {
        const all = linkOf(row.status_category, false);
        const open = linkOf(row.status_category, true);
        return (
          <div key={row.status_category} className="home-category" data-testid={`category-${row.status_category}`}>
            <span className="home-category-label">{t(`home.category.${row.status_category}`)}</span>
            {all ? (
              <Link to={all} className="home-category-total">
                {format(row.total)}
              </Link>
            ) : (
              <span className="home-category-total">{format(row.total)}</span>
            )}
            <span className="home-category-open">
              {t('home.alarms.unprocessedShort')}{' '}
              {open ? <Link to={open}>{format(row.unprocessed)}</Link> : format(row.unprocessed)}
            </span>
          </div>
        );
      })}
    </div>
  );
};

/** Alarm statistics (today, this week, this month): in all, processed and not, per category, with the lists behind. */
export const AlarmStatsCard = () => {
  const { t } = useTranslation();
  const format = useShorthand();
  const [window, setWindow] = useState<HomeWindow>('today');
  const summary = useStat('alarm/summary', fetchAlarmSummary, { window });
  const data = summary.data;
  const option = useMemo(
    () =>
      barOption(
        statusCategories.map((category) => t(`home.category.${category}`)),
        [
          {
            name: t('home.alarms.processed'),
            values: data?.list.map((row) => row.processed) ?? [],
            colour: stateColours.online,
          },
          {
            name: t('home.alarms.unprocessed'),
            values: data?.list.map((row) => row.unprocessed) ?? [],
            colour: stateColours.fire,
          },
        ],
        { format },
      ),
    [data, t, format],
  );
  const days = data && { start: data.start, end: data.end };
  return (
    <StatCard
      title={t('home.alarms.title')}
      extra={<WindowSwitch value={window} onChange={setWindow} testId="alarm-window" />}
      loading={summary.isPending}
      failed={summary.isError}
      testId="card-alarms"
    >
      {data && days && (
        <Row gutter={16}>
          <Col span={11}>
            <div className="home-tiles home-tiles-3">
              <NumberTile label={t('home.alarms.total')} value={data.total} size="large" testId="alarms-total" />
              <NumberTile
                label={t('home.alarms.processed')}
                value={data.processed}
                size="large"
                tone={stateColours.online}
                testId="alarms-processed"
              />
              <NumberTile
                label={t('home.alarms.unprocessed')}
                value={data.unprocessed}
                size="large"
                tone={stateColours.fire}
                testId="alarms-unprocessed"
              />
            </div>
            <CategoryGrid
              summary={data}
              linkOf={(category, unprocessed) => alarmListLink(category, days, unprocessed ? 'false' : 'all')}
            />
          </Col>
          <Col span={13}>
            <ChartBox option={option} hasData={data.total > 0} height={230} testId="alarms-chart" />
          </Col>
        </Row>
      )}
    </StatCard>
  );
};
