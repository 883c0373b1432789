import { Card, Empty, Segmented, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Chart } from '../../../components/charts/Chart';
import type { ChartOption } from '../charts';
import { useShorthand } from '../hooks';

/** A home card: its title (a link to the list behind it when there is one), its own controls, its body. */
export const StatCard = ({
  title,
  to,
  extra,
  loading,
  failed,
  testId,
  children,
  className,
}: {
  title: string;
  to?: string;
  extra?: ReactNode;
  loading?: boolean;
  failed?: boolean;
  testId: string;
  children: ReactNode;
  className?: string;
}) => {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      className={`home-card ${className ?? ''}`}
      title={to ? <Link to={to}>{title}</Link> : title}
      extra={extra}
      loading={loading}
      data-testid={testId}
    >
      {failed ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.loadFailed')} /> : children}
    </Card>
  );
};

/** One number of a card with its label; a link to the list of exactly those things when there is one. */
export const NumberTile = ({
  label,
  value,
  to,
  tone,
  testId,
  size = 'normal',
}: {
  label: string;
  value: number | undefined;
  to?: string;
  tone?: string;
  testId?: string;
  size?: 'normal' | 'large' | 'small';
}) => {
  const format = useShorthand();
  const number = (
    <span className={`home-tile-value home-tile-${size}`} style={tone ? { color: tone } : undefined}>
      {format(value)}
    </span>
  );
  return (
    <div className="home-tile" data-testid={testId}>
      {to ? (
        <Link to={to} className="home-tile-link">
          {number}
        </Link>
      ) : (
        number
      )}
      <Typography.Text type="secondary" className="home-tile-label" ellipsis={{ tooltip: label }}>
        {label}
      </Typography.Text>
    </div>
  );
};

/** The statistic windows a card switches between (spec 000 §9 / 001 §9). */
export type HomeWindow = 'today' | 'week' | 'month';

export const WindowSwitch = ({
  value,
  onChange,
  testId,
}: {
  value: HomeWindow;
  onChange: (value: HomeWindow) => void;
  testId?: string;
}) => {
  const { t } = useTranslation();
  return (
    <Segmented<HomeWindow>
      size="small"
      value={value}
      onChange={onChange}
      data-testid={testId}
      options={(['today', 'week', 'month'] as const).map((window) => ({
        value: window,
        label: t(`home.window.${window}`),
      }))}
    />
  );
};

/** A chart, or the "no data" text when there is nothing to draw (never an empty frame). */
export const ChartBox = ({
  option,
  hasData,
  height = 220,
  onItemClick,
  testId,
}: {
  option: ChartOption;
  hasData: boolean;
  height?: number;
  onItemClick?: (item: { name: string; dataIndex: number; seriesIndex: number }) => void;
  testId?: string;
}) => {
  const { t } = useTranslation();
  return hasData ? (
    <Chart option={option} height={height} onItemClick={onItemClick} testId={testId} />
  ) : (
    <div className="home-chart-empty" style={{ height }} data-testid={testId ? `${testId}-empty` : undefined}>
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.noData')} />
    </div>
  );
};
