import { Card, Col, Empty, Row, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A statistic's toolbar (its switches, with the export at the end), its window bar and what the window resolved to,
 * then its chart and its table side by side — stacked on a narrow screen (below Ant Design's xl, 1200 px).
 * `isEmpty`: the chart says nothing was counted instead of drawing an empty axis.
 */
export const ChartTable = ({
  toolbar,
  actions,
  windowBar,
  span,
  caption,
  chart,
  table,
  isEmpty,
  chartSpan = 12,
}: {
  toolbar?: ReactNode;
  windowBar?: ReactNode;
  /** The days the window resolved to, shown beside the window bar. */
  span?: string;
  actions?: ReactNode;
  caption?: ReactNode;
  chart: ReactNode;
  table: ReactNode;
  isEmpty?: boolean;
  /** The chart's share of the row at xl, of 24 (a wide table takes more). */
  chartSpan?: number;
}) => {
  const { t } = useTranslation();
  const spanText = span && (
    <Typography.Text type="secondary" data-testid="stat-span">
      {span}
    </Typography.Text>
  );
  // The window bar and the days it resolved to, under the switches; a page without switches starts with the window
  // bar, and the days go on the line below it.
  const windowRow = windowBar && (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
      {windowBar}
      {spanText}
    </div>
  );
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
        {toolbar ? (
          <Space wrap size={12}>
            {toolbar}
          </Space>
        ) : (
          windowBar
        )}
        <Space wrap size={8} style={{ marginLeft: 'auto' }}>
          {actions}
        </Space>
      </div>
      {toolbar ? windowRow : spanText}
      {caption && (
        <div data-testid="stat-caption">
          {typeof caption === 'string' ? <Typography.Text type="secondary">{caption}</Typography.Text> : caption}
        </div>
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={chartSpan}>
          <Card size="small" data-testid="stat-chart">
            {isEmpty ? (
              <Empty style={{ height: 332, paddingTop: 96, margin: 0 }} description={t('stats.empty')} />
            ) : (
              chart
            )}
          </Card>
        </Col>
        <Col xs={24} xl={24 - chartSpan}>
          {table}
        </Col>
      </Row>
    </Space>
  );
};
