import type { Project } from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TableHead } from '../../../components/table-filters';
import { useTableState } from '../../../components/use-table-state';
import { fetchProjects } from '../api';
import { MaintListTable } from '../components/MaintListTable';
import { FilterTabs } from '../components/FilterTabs';
import { StatusTag } from '../components/StatusTag';
import { maintPaths } from '../maint-paths';
import { maintKeys } from '../keys';

/**
 * /vyborg/project (维保项目, spec 002 §7 project list): each contract's project with what its maintenance covers and
 * the company's entries, filtered like the contracts.
 */
export const ProjectListPage = () => {
  const { t } = useTranslation();
  const heads = useMemo<TableHead<Project>[]>(
    () => [
      {
        id: 'project_name',
        name: t('maint.col.project_name'),
        width: 200,
        filter_options: { type: 'search', max_length: 50 },
        custom: (row) => <Link to={maintPaths('vyborg').detail(row.contract_id)}>{row.project_name}</Link>,
      },
      { id: 'company_maint_name', name: t('maint.col.company_maint_name'), width: 170 },
      {
        id: 'companies',
        name: t('maint.col.companies'),
        width: 180,
        custom: (row) => row.companies.map((unit) => unit.company_name).join('、'),
      },
      {
        id: 'contact_period',
        name: t('maint.col.contact_period'),
        width: 190,
        custom: (row) => row.contact_period.join(' ~ '),
      },
      {
        id: 'status',
        name: t('maint.col.status'),
        width: 110,
        custom: (row) => <StatusTag status={row.status} isExpiring={row.is_expiring} daysLeft={row.days_left} />,
      },
      {
        id: 'coverage',
        name: t('maint.project.coverage'),
        width: 160,
        custom: (row) => (
          <Link to={maintPaths('vyborg').building(row.contract_id)}>
            {row.building_count} / {row.equip_count} / {row.check_count}
          </Link>
        ),
      },
      {
        id: 'related_resp_name',
        name: t('maint.col.related_resp_name'),
        width: 110,
        custom: (row) => row.related_resp_name || '-',
      },
      { id: 'entry_count', name: t('maint.project.entries'), width: 90 },
      {
        id: 'last_entry',
        name: t('maint.project.lastEntry'),
        width: 240,
        custom: (row) =>
          row.last_entry
            ? `${row.last_entry.start_time} ~ ${row.last_entry.end_time} ${row.last_entry.head_name}`
            : t('maint.none'),
      },
    ],
    [t],
  );
  const state = useTableState(heads, { context: ['status'] });
  const list = useQuery({ queryKey: maintKeys.projects(state.query), queryFn: () => fetchProjects(state.query) });
  return (
    <Card title={t('maint.project.title')} data-testid="project-list-page">
      <Typography.Paragraph type="secondary">{t('maint.project.intro')}</Typography.Paragraph>
      <FilterTabs counts={list.data?.counts} />
      <MaintListTable<Project> heads={heads} state={state} list={list} rowKey={(row) => row.project_id} />
    </Card>
  );
};

export default ProjectListPage;
