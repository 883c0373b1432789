import type { EngineerHome, MaintTask } from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { Col, Empty, List, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../../lib/api';
import { taskPaths, TaskStatusTag } from '../../maint';
import { repairPaths } from '../../repair';
import { StatCard } from '../components/CardParts';
import { homeKeys } from '../keys';
import '../home.css';

/** Nothing in the answer depends on the language (names as stored, states shown here): one query for both. */
const fetchEngineerHome = () => api.get('/api_proxy/maint/engineer_home/');

type Row = { key: number; to: string; title: string; detail: ReactNode };

/** A card: the count, then the first records, each opening its own page; the list behind it in the title. */
const WorkCard = ({
  title,
  count,
  to,
  rows,
  empty,
  testId,
  loading,
  failed,
}: {
  title: string;
  count: number | undefined;
  to: string;
  rows: Row[];
  empty: string;
  testId: string;
  loading: boolean;
  failed: boolean;
}) => (
  <StatCard
    title={title}
    to={to}
    loading={loading}
    failed={failed}
    testId={testId}
    extra={
      <Typography.Text strong className="engineer-home-count" data-testid={`${testId}-count`}>
        {count ?? 0}
      </Typography.Text>
    }
  >
    {rows.length ? (
      <List
        size="small"
        dataSource={rows}
        renderItem={(row) => (
          <List.Item key={row.key} extra={row.detail}>
            <Link to={row.to} title={row.title} className="engineer-home-link">
              {row.title}
            </Link>
          </List.Item>
        )}
      />
    ) : (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
    )}
  </StatCard>
);

/**
 * /home_page/maint: the maintenance company's engineer's home (issue 28) — today's tasks, the overdue ones, the
 * contracts ending within 30 days and the repairs to take, each a count and its first records.
 */
export const EngineerHomePage = () => {
  const { t } = useTranslation();
  const home = useQuery({ queryKey: homeKeys.engineer(), queryFn: fetchEngineerHome });
  const data = home.data;
  const state = { loading: home.isPending, failed: home.isError };
  const taskRows = (tasks: EngineerHome['today']['list']) =>
    tasks.map((task) => ({
      key: task.id,
      to: taskPaths.taskDetail(task.id),
      title: task.task_name,
      detail: (
        <span className="engineer-home-detail">
          {t('home.engineer.until', { day: task.plan_end_time })}{' '}
          <TaskStatusTag status={task.status as MaintTask['enum_maint_status']} />
        </span>
      ),
    }));
  return (
    <Row gutter={[16, 16]} data-testid="engineer-home">
      <Col xs={24} xl={12}>
        <WorkCard
          title={t('home.engineer.today')}
          count={data?.today.total}
          to={taskPaths.tasks}
          rows={taskRows(data?.today.list ?? [])}
          empty={t('home.engineer.todayEmpty')}
          testId="engineer-today"
          {...state}
        />
      </Col>
      <Col xs={24} xl={12}>
        <WorkCard
          title={t('home.engineer.overdue')}
          count={data?.overdue.total}
          to={taskPaths.tasks}
          rows={taskRows(data?.overdue.list ?? [])}
          empty={t('home.engineer.overdueEmpty')}
          testId="engineer-overdue"
          {...state}
        />
      </Col>
      <Col xs={24} xl={12}>
        <WorkCard
          title={t('home.engineer.contracts')}
          count={data?.contracts_ending.total}
          to="/vyborg/contract?status=expiring"
          rows={(data?.contracts_ending.list ?? []).map((contract) => ({
            key: contract.id,
            to: `/vyborg/contractdetail?id=${contract.id}`,
            title: contract.project_name,
            detail: (
              <span className="engineer-home-detail">
                {t('home.engineer.ends', { day: contract.end_time, count: contract.days_left })}
              </span>
            ),
          }))}
          empty={t('home.engineer.contractsEmpty')}
          testId="engineer-contracts"
          {...state}
        />
      </Col>
      <Col xs={24} xl={12}>
        <WorkCard
          title={t('home.engineer.repairs')}
          count={data?.repairs.total}
          to={repairPaths.list}
          rows={(data?.repairs.list ?? []).map((task) => ({
            key: task.id,
            to: repairPaths.detail(task.id),
            title: task.task_name,
            detail: (
              <span className="engineer-home-detail">
                {task.company_cared_name} <TaskStatusTag status={task.status as MaintTask['enum_maint_status']} />
              </span>
            ),
          }))}
          empty={t('home.engineer.repairsEmpty')}
          testId="engineer-repairs"
          {...state}
        />
      </Col>
    </Row>
  );
};

export default EngineerHomePage;
