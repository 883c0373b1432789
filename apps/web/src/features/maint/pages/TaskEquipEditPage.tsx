import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, message, Modal, Result, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useNavigate, useSearchParams } from 'react-router';
import { idParam } from '../../../lib/url';
import { fetchTask, taskAction } from '../api';
import { EquipmentPicker, useTaskPaths } from '../task-parts';
import { maintKeys } from '../keys';

/** /vyborg/taskequipedit?id= (spec 002 §2 taskequipedit): which of the contract's equipment the task covers. */
export const TaskEquipEditPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = useTaskPaths();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const [form] = Form.useForm<{ related_ids: number[] }>();
  const task = useQuery({ queryKey: maintKeys.task(id), queryFn: () => fetchTask(id!), enabled: id !== undefined });
  const original = task.data?.items.map((item) => item.related_id) ?? [];
  const current = (Form.useWatch('related_ids', form) as number[] | undefined) ?? original;
  const isDirty = task.data !== undefined && [...current].sort().join() !== [...original].sort().join();
  useEffect(() => {
    if (task.data) form.setFieldsValue({ related_ids: task.data.items.map((item) => item.related_id) });
  }, [task.data, form]);
  const save = useMutation({
    mutationFn: (relatedIds: number[]) => taskAction('equip', { id, related_ids: relatedIds }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: maintKeys.all });
      void message.success(t('maint.saved'));
    },
  });
  // Leaving with unsaved edits asks first, as the forms do.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !save.isSuccess && currentLocation.pathname !== nextLocation.pathname,
  );
  if (id === undefined) return <Result status="404" />;
  return (
    <Card
      title={task.data ? `${t('maint.route.taskEquipEdit')} · ${task.data.task_name}` : t('maint.route.taskEquipEdit')}
      loading={task.isLoading}
      data-testid="task-equip-page"
    >
      <Typography.Paragraph type="secondary">{t('maint.task.equipIntro')}</Typography.Paragraph>
      <Form form={form}>
        <Form.Item name="related_ids" noStyle>
          <EquipmentPicker contractId={task.data?.contract_id} disabled={task.data?.enum_maint_status === 4} />
        </Form.Item>
      </Form>
      <Space style={{ marginTop: 16 }}>
        <Button onClick={() => navigate(paths.taskDetail(id))}>{t('maint.task.backToTask')}</Button>
        <Button
          type="primary"
          loading={save.isPending}
          disabled={task.data?.enum_maint_status === 4}
          onClick={() => {
            if (current.length === 0) {
              void message.error(t('maint.plan.itemsFirst'));
              return;
            }
            void save
              .mutateAsync(current)
              .then(() => navigate(paths.taskDetail(id)))
              .catch(() => undefined);
          }}
          data-testid="task-equip-save"
        >
          {t('kit.form.save')}
        </Button>
      </Space>
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

export default TaskEquipEditPage;
