import { useQuery } from '@tanstack/react-query';
import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchMaintStats } from '../api';
import { canOpen } from '../links';
import { NumberTile, StatCard } from './CardParts';
import { homeKeys } from '../keys';

/**
 * 维保信息 (spec 001 §2 "maintenance info"): contracts live and expiring, this month's maintenance tasks completed and
 * in all, overdue tasks and failed items, for the scope or one unit (docs/maintenance.md "Fire safety director"). The
 * numbers lead to the maintenance pages for those who hold them.
 */
export const MaintInfoCard = ({ companyId }: { companyId?: number }) => {
  const { t } = useTranslation();
  const stats = useQuery({ queryKey: homeKeys.maint(companyId), queryFn: () => fetchMaintStats(companyId) });
  const link = (to: string, node: string) => (canOpen(node) ? to : undefined);
  // A unit's page leads to its own director view; the scope's card to the maintenance area.
  const director = (filter: string) =>
    companyId
      ? link(`/company/adim?company_id=${companyId}`, 'company-adim')
      : link(`/vyborg/adim?filter=${filter}`, 'vyborg-adim');
  const data = stats.data;
  // Each tile's key names its label (home.maint.<key>) and its test id (home-maint-<key>).
  const tiles = [
    { key: 'live', value: data?.live_contracts, to: link('/vyborg/contract?status=in_progress', 'vyborg-contract') },
    {
      key: 'expiring',
      value: data?.expiring_contracts,
      tone: '#fa8c16',
      to: link('/vyborg/contract?status=expiring', 'vyborg-contract'),
    },
    { key: 'failed', value: data?.failed_items, tone: '#fa541c', to: director('failed') },
    {
      key: 'completed',
      value: data?.month_completed,
      tone: '#52c41a',
      to: link('/vyborg/task?status=4', 'vyborg-task'),
    },
    { key: 'total', value: data?.month_total, to: link('/vyborg/task', 'vyborg-task') },
    { key: 'overdue', value: data?.overdue_tasks, tone: '#f5222d', to: director('overdue') },
  ] as const;
  return (
    <StatCard
      title={t('home.maint.title')}
      to={director('all')}
      loading={stats.isLoading}
      failed={stats.isError}
      testId="home-maint"
    >
      <Row gutter={[8, 8]}>
        {tiles.map(({ key, ...tile }) => (
          <Col span={8} key={key}>
            <NumberTile label={t(`home.maint.${key}`)} testId={`home-maint-${key}`} {...tile} />
          </Col>
        ))}
      </Row>
    </StatCard>
  );
};
