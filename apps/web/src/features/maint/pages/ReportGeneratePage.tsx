import type { MaintReportCandidate } from '@fireline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, message, Modal, Space, Typography } from 'antd';
import { useMemo, useRef, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useLocation, useNavigate, useSearchParams } from 'react-router';
import { DataTable } from '../../../components/DataTable';
import type { TableHead } from '../../../components/table-filters';
import { useTableState } from '../../../components/use-table-state';
import { createReport, fetchReportTasks } from '../api';
import { reportPaths, useContractFilterOptions, withPeriodDays } from '../report-parts';
import { when } from '../task-parts';
import { maintKeys } from '../keys';

/**
 * /vyborg/generatereport (spec 002 §2 generatereport; also adim_newreport under /vyborg and /company, whose
 * `company_id` preselects the unit): tick completed tasks in no report yet, name the report, generate it. Tasks of
 * different companies are refused here with the spec's message before any call (the server refuses them too).
 */
export const ReportGeneratePage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  // Under a unit's page (/company/adim_newreport) the way back is the unit's 维保 tab.
  const back = pathname.startsWith('/company/')
    ? `/company/maint?company_id=${params.get('company_id') ?? ''}`
    : reportPaths.list;
  const queryClient = useQueryClient();
  const { contractOptions, companyOptions, unitOptions } = useContractFilterOptions();
  const [name, setName] = useState('');
  const [picked, setPicked] = useState<Map<Key, MaintReportCandidate>>(new Map());
  // Set once the report is made: the way to its detail page is not a leave with unsaved edits.
  const isSaved = useRef(false);
  const heads = useMemo<TableHead<MaintReportCandidate>[]>(
    () => [
      {
        id: 'task_name',
        name: t('maint.task.task_name'),
        width: 200,
        filter_options: { type: 'search', max_length: 50 },
      },
      {
        id: 'project_name',
        name: t('maint.report.project'),
        width: 170,
        filter_options: { type: 'select', key: 'contract_id', options: contractOptions },
      },
      {
        id: 'company_maint_name',
        name: t('maint.report.company'),
        width: 150,
        filter_options: { type: 'select', key: 'company_maint_id', options: companyOptions },
      },
      {
        id: 'unit',
        name: t('maint.report.units'),
        width: 120,
        noshow: true,
        filter_options: { type: 'select', key: 'company_id', options: unitOptions },
        custom: () => '',
      },
      {
        id: 'enum_task_type',
        name: t('maint.report.enum_task_type'),
        width: 90,
        filter_options: {
          type: 'select',
          options: [1, 3].map((value) => ({ value, label: t(`maint.taskType.${value as 1 | 3}`) })),
        },
        custom: (row) => t(`maint.taskType.${row.enum_task_type}`),
      },
      {
        id: 'finish_time',
        name: t('maint.report.finish_time'),
        width: 150,
        filter_options: { type: 'date_range', range_keys: ['start_day', 'end_day'] },
        custom: (row) => when(row.finish_time),
      },
      {
        id: 'results',
        name: t('maint.report.summary'),
        width: 200,
        custom: (row) =>
          `${t('maint.report.pass')} ${row.pass} · ${t('maint.report.fail')} ${row.fail} · ${t('maint.report.notChecked')} ${row.not_checked}`,
      },
    ],
    [t, contractOptions, companyOptions, unitOptions],
  );
  const state = useTableState(heads);
  const query = withPeriodDays(state.query);
  const list = useQuery({ queryKey: maintKeys.reportTasks(query), queryFn: () => fetchReportTasks(query) });
  const save = useMutation({
    mutationFn: createReport,
    onSuccess: (report) => {
      isSaved.current = true;
      void queryClient.invalidateQueries({ queryKey: maintKeys.all });
      void message.success(t('maint.report.created'));
      navigate(reportPaths.detail(report.id));
    },
  });
  const isDirty = name.trim() !== '' || picked.size > 0;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !isSaved.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const generate = () => {
    const tasks = [...picked.values()];
    if (tasks.length === 0) return void message.error(t('maint.report.noTasks'));
    if (new Set(tasks.map((task) => task.company_maint_id)).size > 1)
      return void message.error(t('maint.report.sameCompany'));
    if (new Set(tasks.map((task) => task.contract_id)).size > 1)
      return void message.error(t('maint.report.sameContract'));
    if (!name.trim()) return void message.error(t('maint.report.nameRequired'));
    void save.mutateAsync({ report_name: name.trim(), task_ids: tasks.map((task) => task.id) }).catch(() => {
      // The call's refusal is shown by the API client; a task taken meanwhile needs a fresh list.
      setPicked(new Map());
      void list.refetch();
    });
  };
  return (
    <Card title={t('maint.route.generateReport')} data-testid="report-generate-page">
      <Typography.Paragraph type="secondary">{t('maint.report.pickIntro')}</Typography.Paragraph>
      <Form layout="inline" style={{ marginBottom: 16 }}>
        <Form.Item label={t('maint.report.report_name')} required>
          <Input
            value={name}
            maxLength={50}
            showCount
            onChange={(event) => setName(event.target.value)}
            placeholder={t('maint.report.namePlaceholder')}
            style={{ width: 320 }}
            data-testid="report-name"
          />
        </Form.Item>
        <Form.Item>
          <Space>
            <Typography.Text type="secondary" data-testid="report-selected">
              {t('maint.report.selected', { count: picked.size })}
            </Typography.Text>
            <Button type="primary" loading={save.isPending} onClick={generate} data-testid="report-submit">
              {t('maint.report.generate')}
            </Button>
            <Button onClick={() => navigate(back)}>{t('maint.report.back')}</Button>
          </Space>
        </Form.Item>
      </Form>
      <DataTable<MaintReportCandidate>
        heads={heads}
        rows={list.data?.list}
        total={list.data?.total ?? 0}
        state={state}
        loading={list.isFetching}
        rowKey={(row) => row.id}
        onRefresh={() => void list.refetch()}
        selection={{
          keys: [...picked.keys()],
          onChange: (keys, rows) =>
            setPicked((previous) => {
              const known = new Map([...previous, ...rows.map((row): [Key, MaintReportCandidate] => [row.id, row])]);
              return new Map(keys.flatMap((key) => (known.has(key) ? [[key, known.get(key)!] as const] : [])));
            }),
        }}
      />
      <Modal
        open={blocker.state === 'blocked'}
        title={t('kit.form.leaveTitle')}
        okText={t('kit.form.leave')}
        cancelText={t('kit.form.stay')}
        onOk={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      >
        {t('kit.form.leaveBody')}
      </Modal>
    </Card>
  );
};

export default ReportGeneratePage;
