import { BarChartOutlined, DownloadOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { Button, Card, Result, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { loadSession } from '../../../lib/session';
import { HeaderTabs } from '../../../components/HeaderTabs';
import { holdsPermission } from '../hooks';

/** The statistics tabs of the permission catalogue (left node `statistic`). */
export const statisticTabs = [
  'statistic-company',
  'statistic-building',
  'statistic-system',
  'statistic-alarm',
  'statistic-device',
  'statistic-ranking',
  'statistic-center',
] as const;

/** The area's pages that are not tabs of the catalogue, and who sees their link. */
const extraPages = [
  {
    path: '/statistic',
    label: 'stats.link.report',
    icon: <BarChartOutlined />,
    anyOf: ['statistic-alarm', 'statistic-ranking'],
  },
  { path: '/statisticv2/goup', label: 'stats.link.group', icon: <EnvironmentOutlined />, anyOf: ['statistic-company'] },
  { path: '/statisticv2/export', label: 'stats.link.export', icon: <DownloadOutlined />, anyOf: [...statisticTabs] },
] as const;

export const holdsAny = (ids: readonly string[]) => ids.some((id) => holdsPermission(id));

/** A statistics page without the permission it needs: said plainly. */
export const StatsNoPermission = () => {
  const { t } = useTranslation();
  return <Result status="403" title={t('noPermission.title')} subTitle={t('noPermission.body')} />;
};

/**
 * The statistics area's frame: the tabs the user holds (spec 001 §2 "Tabs → Statistics"), the links to the report,
 * by-district and export pages, then the page. A page of a tab the user does not hold goes to the first one they do
 * (the client only hides what the server refuses anyway).
 */
export const StatsFrame = ({ permission, children }: { permission: readonly string[]; children: ReactNode }) => {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [control] = useState(() => loadSession()?.control ?? []);
  if (!holdsAny(permission))
    return holdsAny(statisticTabs) ? <Navigate to="/statisticv2" replace /> : <StatsNoPermission />;
  const parent = control.find((node) => node.id === 'statistic');
  const extra = (
    <Space size={4}>
      {extraPages
        .filter((page) => holdsAny(page.anyOf))
        .map((page) => (
          <Button
            key={page.path}
            type={location.pathname === page.path ? 'primary' : 'text'}
            icon={page.icon}
            data-testid={`stats-link-${page.path.split('/').pop()}`}
            onClick={() => void navigate({ pathname: page.path, search: location.search })}
          >
            {t(page.label)}
          </Button>
        ))}
    </Space>
  );
  return (
    <Card className="stats-frame" data-testid="stats-frame">
      <HeaderTabs parent={parent} extra={extra} />
      {children}
    </Card>
  );
};
