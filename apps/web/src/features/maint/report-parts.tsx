import type { MaintReport } from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { openDownloadUrl } from '../../lib/downloads';
import { formatEpoch } from '../../lib/site-time';
import type { FilterOption } from '../../components/table-filters';
import { fetchContracts, reportDownloadLink } from './api';
import { maintKeys } from './keys';

/** Where the report pages live (spec 002 §2 report, reportdetail, generatereport, adim_newreport; our report_manage). */
export const reportPaths = {
  list: '/vyborg/report',
  generate: '/vyborg/generatereport',
  detail: (id: number) => `/vyborg/reportdetail?id=${id}`,
  manage: '/vyborg/report_manage',
};

/** A list query whose period filter came from a date range (epoch seconds) sends site days instead. */
export const withPeriodDays = (query: Record<string, string | number>) => {
  const next = { ...query };
  for (const key of ['start_day', 'end_day'])
    if (typeof next[key] === 'number' || /^\d+$/.test(String(next[key] ?? '')))
      next[key] = formatEpoch(Number(next[key]), 'YYYY-MM-DD');
  return next;
};

/** Filter options from the contracts the caller reads: the contracts, and their maintenance companies. */
export const useContractFilterOptions = () => {
  const contracts = useQuery({
    queryKey: maintKeys.contractReportOptions(),
    queryFn: () => fetchContracts({ page_size: 100 }),
    staleTime: 60_000,
  });
  return useMemo(() => {
    const list = contracts.data?.list ?? [];
    const contractOptions: FilterOption[] = list.map((row) => ({ value: row.id, label: row.project_name }));
    const companies = new Map(list.map((row) => [row.company_maint_id, row.company_maint_name]));
    const companyOptions: FilterOption[] = [...companies].map(([value, label]) => ({ value, label }));
    const units = new Map(list.flatMap((row) => row.companies.map((unit) => [unit.company_id, unit.company_name])));
    const unitOptions: FilterOption[] = [...units].map(([value, label]) => ({ value, label }));
    return { contractOptions, companyOptions, unitOptions };
  }, [contracts.data]);
};

export const ReportTypeText = ({ type }: { type: MaintReport['enum_task_type'] }) => {
  const { t } = useTranslation();
  return <>{type === 0 ? t('maint.report.type.0') : t(`maint.taskType.${type}`)}</>;
};

export const ReportOriginTag = ({ isAuto }: { isAuto: 0 | 1 }) => {
  const { t } = useTranslation();
  return <Tag color={isAuto ? 'blue' : 'default'}>{isAuto ? t('maint.report.auto') : t('maint.report.manual')}</Tag>;
};

/** The summary in one line: tasks, pass, fail, not checked. */
export const SummaryLine = ({ summary }: { summary: MaintReport['summary'] }) => {
  const { t } = useTranslation();
  return (
    <span>
      {`${t('maint.report.tasks')} ${summary.tasks} · ${t('maint.report.pass')} ${summary.pass} · `}
      <span style={summary.fail ? { color: '#cf1322' } : undefined}>{`${t('maint.report.fail')} ${summary.fail}`}</span>
      {` · ${t('maint.report.notChecked')} ${summary.not_checked}`}
    </span>
  );
};

/** Opens the report's PDF or xlsx through a one-time link (no token in the URL). */
export const downloadReport = async (id: number, format: 'pdf' | 'xlsx') => {
  const link = await reportDownloadLink(id, format).catch(() => undefined);
  if (link) openDownloadUrl(link.url);
};
