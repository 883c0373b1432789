import { statusCategories, statusCategoryLabels } from '@fireline/shared';
import { Card, Col, Empty, Row, Space, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../lib/i18n';
import { Chart } from '../../../components/charts/Chart';
import { fetchAlarmSummary, fetchAlarmTrend, fetchRanking } from '../api';
import { trendOption } from '../components/chart-options';
import { StatExportButton } from '../components/StatExportButton';
import { holdsAny, StatsFrame, StatsNoPermission } from '../components/StatsFrame';
import { WindowBar } from '../components/WindowBar';
import { formatCount, formatShare } from '../format';
import { useLiveStats, useStat, useStatWindow } from '../hooks';
import { windowQuery } from '../window';
import { RankingTable } from './RankingStatPage';

const ALARM = ['statistic-alarm', 'home'];
const RANKING = ['statistic-ranking', 'home'];

/**
 * /statistic (charts, reports): one window's report — the events in all, handled and not, per category; the events
 * per day; the units with most events — each with its export. Live: a pushed alarm refreshes the numbers.
 */
export const StatisticReportPage = () => {
  const { t } = useTranslation();
  const lang = currentLang();
  const [statWindow, setStatWindow] = useStatWindow();
  const query = windowQuery(statWindow);
  const canAlarm = holdsAny(ALARM);
  const canRank = holdsAny(RANKING);
  useLiveStats();
  const summary = useStat('alarm_summary', fetchAlarmSummary, query, canAlarm);
  const trend = useStat('alarm_trend', fetchAlarmTrend, query, canAlarm);
  const ranking = useStat('ranking', fetchRanking, { ...query, limit: 10 }, canRank);
  if (!canAlarm && !canRank) return <StatsNoPermission />;
  const total = summary.data?.total ?? 0;
  const days = trend.data?.days ?? [];
  const span = summary.data ?? ranking.data;
  return (
    <StatsFrame permission={[...ALARM, ...RANKING]}>
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Space wrap size={12}>
          <WindowBar value={statWindow} onChange={setStatWindow} />
          {span && (
            <Typography.Text type="secondary">
              {t('stats.window.span', { start: span.start, end: span.end })}
            </Typography.Text>
          )}
        </Space>
        {canAlarm && (
          <Card
            size="small"
            title={t('stats.report.byCategory')}
            extra={<StatExportButton statistic="alarm_summary" query={query} testId="export-summary" />}
            data-testid="report-summary"
          >
            <Row gutter={[16, 16]}>
              <Col xs={12} md={6} xl={3}>
                <Statistic title={t('stats.report.total')} value={formatCount(total)} />
              </Col>
              <Col xs={12} md={6} xl={3}>
                <Statistic
                  title={t('stats.col.processed')}
                  value={formatCount(summary.data?.processed ?? 0)}
                  suffix={
                    <Typography.Text type="secondary">
                      {formatShare(summary.data?.processed ?? 0, total)}
                    </Typography.Text>
                  }
                />
              </Col>
              <Col xs={12} md={6} xl={3}>
                <Statistic
                  title={t('stats.col.unprocessed')}
                  value={formatCount(summary.data?.unprocessed ?? 0)}
                  valueStyle={summary.data?.unprocessed ? { color: '#cf1322' } : undefined}
                />
              </Col>
              {statusCategories.map((category) => {
                const row = summary.data?.list.find((item) => item.status_category === category);
                return (
                  <Col key={category} xs={12} md={6} xl={2} data-testid={`report-category-${category}`}>
                    <Statistic
                      title={statusCategoryLabels[category][lang]}
                      value={formatCount(row?.total ?? 0)}
                      valueStyle={{ fontSize: 20 }}
                    />
                  </Col>
                );
              })}
            </Row>
          </Card>
        )}
        <Row gutter={[16, 16]}>
          {canAlarm && (
            <Col xs={24} xl={canRank ? 12 : 24}>
              <Card
                size="small"
                title={t('stats.report.trend')}
                extra={<StatExportButton statistic="alarm_trend" query={query} testId="export-trend" />}
              >
                {!trend.isLoading && (trend.data?.total ?? 0) === 0 ? (
                  <Empty style={{ height: 332, paddingTop: 96, margin: 0 }} description={t('stats.empty')} />
                ) : (
                  <Chart height={332} testId="trend-chart" option={trendOption(days, lang)} />
                )}
              </Card>
            </Col>
          )}
          {canRank && (
            <Col xs={24} xl={canAlarm ? 12 : 24}>
              <Card
                size="small"
                title={t('stats.report.ranking')}
                extra={<StatExportButton statistic="ranking" query={{ ...query, limit: 10 }} testId="export-ranking" />}
              >
                <RankingTable data={ranking.data} total={undefined} isLoading={ranking.isLoading} compact />
              </Card>
            </Col>
          )}
        </Row>
      </Space>
    </StatsFrame>
  );
};

export default StatisticReportPage;
