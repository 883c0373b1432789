import { useQuery } from '@tanstack/react-query';
import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchPatrolStats } from '../api';
import { canOpen } from '../links';
import { NumberTile, StatCard } from './CardParts';
import { homeKeys } from '../keys';

/**
 * 巡查统计 (spec 000 §2 "inspection statistics"): plans running now, this week's tasks completed and overdue, and the
 * unfit items found this week, for the scope or one unit. The numbers lead to the patrol pages for those who hold them.
 */
export const PatrolStatsCard = ({ companyId }: { companyId?: number }) => {
  const { t } = useTranslation();
  const stats = useQuery({ queryKey: homeKeys.patrol(companyId), queryFn: () => fetchPatrolStats(companyId) });
  const link = (to: string, node: string) => (canOpen(node) ? to : undefined);
  return (
    <StatCard
      title={t('home.patrol.title')}
      to={link('/patrol/patrol_plan', 'patrol-plan')}
      loading={stats.isLoading}
      failed={stats.isError}
      testId="home-patrol"
    >
      <Row gutter={[8, 8]}>
        <Col span={12}>
          <NumberTile
            label={t('home.patrol.running')}
            value={stats.data?.running_plans}
            to={link('/patrol/patrol_plan?startup_status=1', 'patrol-plan')}
          />
        </Col>
        <Col span={12}>
          <NumberTile
            label={t('home.patrol.completed')}
            value={stats.data?.week_completed}
            tone="#52c41a"
            to={link('/patrol/patrol_administer?enum_task_status=3', 'patrol-administer')}
          />
        </Col>
        <Col span={12}>
          <NumberTile
            label={t('home.patrol.overdue')}
            value={stats.data?.week_overdue}
            tone="#f5222d"
            to={link('/patrol/patrol_administer?enum_task_status=4', 'patrol-administer')}
          />
        </Col>
        <Col span={12}>
          <NumberTile
            label={t('home.patrol.unfit')}
            value={stats.data?.week_unfit_items}
            tone="#fa8c16"
            to={link('/patrol/patrol_record', 'patrol-record')}
          />
        </Col>
      </Row>
    </StatCard>
  );
};
