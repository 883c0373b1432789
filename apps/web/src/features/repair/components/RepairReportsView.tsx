import type { RepairReport, RepairTask } from '@fireline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, message, Modal, Popconfirm, Space, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api';
import { DataTable } from '../../../components/DataTable';
import type { TableHead } from '../../../components/table-filters';
import { useTableState } from '../../../components/use-table-state';
import { createRepairReport, deleteRepairReport, fetchReportCandidates, fetchRepairReports } from '../api';
import { RepairStatusTag, when } from '../parts';
import { repairPaths } from '../paths';
import { repairKeys } from '../keys';

const useReportHeads = () => {
  const { t } = useTranslation();
  return useMemo<TableHead<RepairReport>[]>(
    () => [
      {
        id: 'report_name',
        name: t('repair.report.name'),
        width: 200,
        filter_options: { type: 'search', max_length: 50 },
        custom: (row) => <Link to={repairPaths.reportDetail(row.id)}>{row.report_name}</Link>,
      },
      { id: 'company_maint_name', name: t('repair.report.company'), width: 160 },
      {
        id: 'companies',
        name: t('repair.report.units'),
        width: 180,
        custom: (row) => row.companies.map((unit) => unit.company_name).join('、') || '-',
      },
      {
        id: 'period',
        name: t('repair.report.period'),
        width: 190,
        custom: (row) => `${row.period[0]} ~ ${row.period[1]}`,
      },
      { id: 'tasks', name: t('repair.report.tasks'), width: 80, custom: (row) => row.summary.tasks },
      { id: 'created_by_name', name: t('repair.report.created_by'), width: 100 },
      { id: 'create_time', name: t('repair.report.create_time'), width: 150, custom: (row) => when(row.create_time) },
    ],
    [t],
  );
};

/**
 * The repair reports (the "repair report" header tab of spec 002 §2), shown on /vyborg/repair/report?view=reports:
 * the list, a report generated from ticked tasks, delete where `can_delete`.
 */
export const RepairReportsView = () => {
  const { t } = useTranslation();
  const heads = useReportHeads();
  const state = useTableState(heads);
  const queryClient = useQueryClient();
  const [isGenerating, setGenerating] = useState(false);
  const list = useQuery({
    queryKey: repairKeys.reports(state.query),
    queryFn: () => fetchRepairReports(state.query),
  });
  const remove = useMutation({
    mutationFn: deleteRepairReport,
    onSuccess: () => {
      void message.success(t('repair.report.deleted'));
      void queryClient.invalidateQueries({ queryKey: repairKeys.all });
    },
  });
  return (
    <>
      <DataTable<RepairReport>
        heads={heads}
        rows={list.data?.list}
        total={list.data?.total ?? 0}
        state={state}
        loading={list.isFetching}
        rowKey={(row) => row.id}
        onRefresh={() => void list.refetch()}
        toolbar={
          <Button type="primary" onClick={() => setGenerating(true)} data-testid="repair-report-generate">
            {t('repair.report.generate')}
          </Button>
        }
        actions={{
          title: t('repair.list.actions'),
          width: 110,
          render: (row) => (
            <Space>
              <Link to={repairPaths.reportDetail(row.id)}>{t('repair.view')}</Link>
              {row.can_delete === 1 && (
                <Popconfirm title={t('repair.report.deleteConfirm')} onConfirm={() => remove.mutateAsync(row.id)}>
                  <Typography.Link type="danger" data-testid="repair-report-delete">
                    {t('repair.report.delete')}
                  </Typography.Link>
                </Popconfirm>
              )}
            </Space>
          ),
        }}
      />
      {isGenerating && <GenerateDialog onClose={() => setGenerating(false)} />}
    </>
  );
};

/** Name the report and tick tasks of one maintenance company; the server's refusal shows in the dialog. */
const GenerateDialog = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [taskName, setTaskName] = useState('');
  const [picked, setPicked] = useState<RepairTask[]>([]);
  const [page, setPage] = useState(0);
  const [error, setError] = useState<string>();
  const [isSaving, setSaving] = useState(false);
  const candidates = useQuery({
    queryKey: repairKeys.reportCandidates(taskName, page),
    queryFn: () => fetchReportCandidates({ task_name: taskName || undefined, page_no: page, page_size: 10 }),
  });
  const isDirty = name.trim() !== '' || picked.length > 0;
  const close = () => {
    if (!isDirty) return onClose();
    Modal.confirm({
      title: t('kit.form.leaveTitle'),
      content: t('kit.form.leaveBody'),
      okText: t('kit.form.leave'),
      cancelText: t('kit.form.stay'),
      onOk: onClose,
    });
  };
  const submit = async () => {
    if (!name.trim()) return setError(t('repair.report.nameRequired'));
    if (picked.length === 0) return setError(t('repair.report.noTasks'));
    if (new Set(picked.map((task) => task.company_maint_id)).size > 1) return setError(t('repair.report.sameCompany'));
    setSaving(true);
    try {
      const report = await createRepairReport({ report_name: name.trim(), task_ids: picked.map((task) => task.id) });
      void message.success(t('repair.report.generateOk'));
      void queryClient.invalidateQueries({ queryKey: repairKeys.all });
      onClose();
      void navigate(repairPaths.reportDetail(report.id));
    } catch (caught) {
      setError(caught instanceof ApiError && caught.message ? caught.message : t('repair.report.noTasks'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      width={900}
      title={t('repair.report.generate')}
      onCancel={close}
      onOk={() => void submit()}
      confirmLoading={isSaving}
      okButtonProps={{ 'data-testid': 'repair-report-submit' } as Record<`data-${string}`, string>}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('repair.report.name')} required>
          <Input
            value={name}
            maxLength={50}
            onChange={(event) => setName(event.target.value)}
            data-testid="repair-report-name"
          />
        </Form.Item>
      </Form>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Space style={{ justifyContent: 'space-between', width: '100%' }}>
          <Typography.Text type="secondary">{t('repair.report.pick')}</Typography.Text>
          <Space>
            <Typography.Text>{t('repair.report.selected', { count: picked.length })}</Typography.Text>
            <Input.Search
              allowClear
              placeholder={t('repair.field.task_name')}
              onSearch={(value) => {
                setTaskName(value.trim());
                setPage(0);
              }}
              style={{ width: 220 }}
            />
          </Space>
        </Space>
        {error && <Alert type="error" showIcon title={error} data-testid="repair-report-error" />}
        <Table<RepairTask>
          rowKey="id"
          size="small"
          loading={candidates.isFetching}
          dataSource={candidates.data?.list}
          pagination={{
            current: page + 1,
            pageSize: 10,
            total: candidates.data?.total ?? 0,
            onChange: (next) => setPage(next - 1),
            showSizeChanger: false,
          }}
          rowSelection={{
            selectedRowKeys: picked.map((task) => task.id),
            preserveSelectedRowKeys: true,
            onChange: (_keys, rows) => {
              setError(undefined);
              setPicked((previous) => {
                const onPage = new Set((candidates.data?.list ?? []).map((task) => task.id));
                return [...previous.filter((task) => !onPage.has(task.id)), ...rows.filter(Boolean)];
              });
            },
          }}
          data-testid="repair-report-candidates"
          columns={[
            { title: t('repair.field.task_name'), dataIndex: 'task_name' },
            { title: t('repair.field.company_cared_id'), dataIndex: 'company_cared_name' },
            { title: t('repair.field.company_maint_id'), dataIndex: 'company_maint_name' },
            { title: t('repair.field.executor'), dataIndex: 'related_resp_name' },
            {
              title: t('repair.field.finish_time'),
              dataIndex: 'finish_time',
              render: (value: number | null) => when(value),
            },
            {
              title: t('repair.field.status'),
              dataIndex: 'enum_maint_status',
              render: (value: RepairTask['enum_maint_status']) => <RepairStatusTag status={value} />,
            },
          ]}
        />
      </Space>
    </Modal>
  );
};
