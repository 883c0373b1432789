import type { MaintTaskItem } from '@fireline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  message,
  Modal,
  Radio,
  Result,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { idParam } from '../../../lib/url';
import { withConfirm } from '../../../components/confirm-dialog';
import { AssignStep, TaskHeadCard } from '../../../components/TaskHead';
import { Upload } from '../../../components/Upload';
import type { UploadValue } from '../../../components/upload';
import { repairPaths } from '../../repair';
import { hazardDetailPath } from '../../hazards';
import { fetchContract, fetchTask, raiseItemHazard, raiseItemRepair, taskAction } from '../api';
import { PersonSelect, resultColors, useTaskPaths, TaskStatusTag, when } from '../task-parts';
import { maintKeys } from '../keys';

type ResultForm = { result: 1 | 2 | 3; reading?: string; remark?: string; photos?: UploadValue[] };

/** The dialog recording one item's result: pass, fail or not checked, a reading, a remark, up to 2 photos. */
const ResultDialog = ({
  item,
  unitId,
  onClose,
  onSave,
}: {
  item: MaintTaskItem;
  unitId: number | undefined;
  onClose: () => void;
  onSave: (values: ResultForm) => Promise<unknown>;
}) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<ResultForm>();
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open
      title={`${t('maint.task.record')} · ${item.equipment_name}`}
      confirmLoading={busy}
      onCancel={onClose}
      onOk={() =>
        void form.validateFields().then(async (values) => {
          setBusy(true);
          try {
            await onSave(values);
            onClose();
          } finally {
            setBusy(false);
          }
        })
      }
      okButtonProps={{ 'data-testid': 'task-result-save' } as Record<string, string>}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          result: item.result === 0 ? 1 : item.result,
          reading: item.reading,
          remark: item.remark,
          photos: item.photos.map((file) => ({ ...file, static_url: `/files/${file.file_id}` })),
        }}
      >
        <Form.Item name="result" label={t('maint.task.result')} rules={[{ required: true }]}>
          <Radio.Group
            options={([1, 2, 3] as const).map((value) => ({ value, label: t(`maint.result.${value}`) }))}
            data-testid="task-result-radio"
          />
        </Form.Item>
        <Form.Item name="reading" label={t('maint.task.reading')}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="remark" label={t('maint.plan.remark')}>
          <Input.TextArea maxLength={200} showCount rows={2} />
        </Form.Item>
        <Form.Item name="photos" label={t('maint.task.photos')}>
          <Upload kind="image" limit={2} companyId={unitId} />
        </Form.Item>
      </Form>
    </Modal>
  );
};

/** /vyborg/taskdetail?id= (spec 002 §2 taskdetail): the task, its steps (who and when) and each item's result. */
export const TaskDetailPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = useTaskPaths();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const [assignee, setAssignee] = useState<number>();
  const [recording, setRecording] = useState<MaintTaskItem>();
  const task = useQuery({ queryKey: maintKeys.task(id), queryFn: () => fetchTask(id!), enabled: id !== undefined });
  const contract = useQuery({
    queryKey: maintKeys.contract(task.data?.contract_id),
    queryFn: () => fetchContract(task.data!.contract_id),
    enabled: task.data !== undefined,
  });
  const act = useMutation({
    mutationFn: (input: { action: 'assign' | 'receive' | 'finish' | 'result'; body: Record<string, unknown> }) =>
      taskAction(input.action, input.body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: maintKeys.all });
      void message.success(t('maint.saved'));
    },
  });
  if (id === undefined) return <Result status="404" />;
  const row = task.data;
  const status = row?.enum_maint_status;
  const canRecord = row?.is_mine === 1 && status === 3;
  const step = (person: { name: string; time: number | null }) =>
    person.time ? [person.name, when(person.time)].filter(Boolean).join(' · ') : '-';
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <TaskHeadCard
        title={row?.task_name ?? t('maint.route.taskDetail')}
        loading={task.isLoading}
        testId="task-detail-page"
        actions={
          row && (
            <>
              {row.can_work === 1 && status !== undefined && status <= 2 && (
                <AssignStep
                  picker={
                    <PersonSelect
                      maintId={row.company_maint_id}
                      value={assignee ?? row.related_resp_uid}
                      onChange={setAssignee}
                      placeholder={t('maint.task.resp')}
                      testId="task-assign-select"
                    />
                  }
                  canAssign={Boolean(assignee ?? row.related_resp_uid)}
                  onAssign={() =>
                    act.mutate({ action: 'assign', body: { id, related_resp_uid: assignee ?? row.related_resp_uid } })
                  }
                  label={t('maint.task.assign')}
                  testId="task-assign"
                />
              )}
              {row.is_mine === 1 && status === 2 && (
                <Button
                  type="primary"
                  loading={act.isPending}
                  onClick={() => act.mutate({ action: 'receive', body: { id } })}
                  data-testid="task-receive"
                >
                  {t('maint.task.receive')}
                </Button>
              )}
              {row.is_mine === 1 && status === 3 && (
                <Button
                  type="primary"
                  onClick={() =>
                    void withConfirm({ content: t('maint.task.finishConfirm') }, () =>
                      act.mutateAsync({ action: 'finish', body: { id } }).catch(() => undefined),
                    )
                  }
                  data-testid="task-finish"
                >
                  {t('maint.task.finish')}
                </Button>
              )}
              {row.can_work === 1 && status !== 4 && (
                <>
                  <Button onClick={() => navigate(paths.taskEquipEdit(id))} data-testid="task-equip-edit">
                    {t('maint.task.editEquip')}
                  </Button>
                  <Button onClick={() => navigate(paths.taskEdit(id))}>{t('maint.edit')}</Button>
                </>
              )}
            </>
          )
        }
      >
        {row && (
          <Descriptions column={3} size="small">
            <Descriptions.Item label={t('maint.task.status')}>
              <TaskStatusTag status={row.enum_maint_status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('maint.plan.enum_task_type')}>
              {t(`maint.taskType.${row.enum_task_type}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('maint.task.period')}>
              {row.plan_start_time} ~ {row.plan_end_time}
            </Descriptions.Item>
            <Descriptions.Item label={t('maint.col.project_name')}>{row.project_name}</Descriptions.Item>
            <Descriptions.Item label={t('maint.col.company_maint_name')}>{row.company_maint_name}</Descriptions.Item>
            <Descriptions.Item label={t('maint.task.plan')}>{row.plan_name || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('maint.task.resp')}>{row.related_resp_name || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('maint.task.assigned')}>{step(row.assigned)}</Descriptions.Item>
            <Descriptions.Item label={t('maint.task.received')}>{step(row.received)}</Descriptions.Item>
            <Descriptions.Item label={t('maint.task.finished')}>{step(row.finished)}</Descriptions.Item>
          </Descriptions>
        )}
      </TaskHeadCard>
      <Card title={t('maint.task.equipment')}>
        {row && row.fail_count > 0 && (
          <Alert type="warning" showIcon title={t('maint.task.failNote')} style={{ marginBottom: 12 }} />
        )}
        <Table<MaintTaskItem>
          size="small"
          rowKey="item_id"
          dataSource={row?.items}
          data-testid="task-items"
          pagination={false}
          columns={[
            // Where the piece is sits under its name, so the check items get the width (issue 28).
            {
              title: t('maint.col.equipment_name'),
              width: 220,
              render: (_, item) => (
                <>
                  {item.equipment_name}
                  <Typography.Text type="secondary" style={{ display: 'block' }}>
                    {[item.building_name, item.position_desc].filter(Boolean).join(' · ')}
                  </Typography.Text>
                </>
              ),
            },
            {
              title: t('maint.task.checkItems'),
              render: (_, item) => item.check_items.map((check) => check.item_name).join('、'),
            },
            {
              title: t('maint.task.result'),
              width: 110,
              render: (_, item) => (
                <>
                  <Tag color={resultColors[item.result]} data-testid={`task-item-result-${item.item_id}`}>
                    {t(`maint.result.${item.result}`)}
                  </Tag>
                  {item.reading && (
                    <Typography.Text type="secondary" style={{ display: 'block' }}>
                      {item.reading}
                    </Typography.Text>
                  )}
                </>
              ),
            },
            { title: t('maint.plan.remark'), dataIndex: 'remark', width: 150 },
            {
              title: t('maint.task.photos'),
              width: 80,
              render: (_, item) =>
                item.photos.map((file) => (
                  <a key={file.file_id} href={`/files/${file.file_id}`} target="_blank" rel="noreferrer">
                    <img
                      src={`/files/${file.file_id}`}
                      alt={file.name}
                      style={{ width: 28, height: 28, marginRight: 4 }}
                    />
                  </a>
                )),
            },
            {
              title: t('maint.task.checkedBy'),
              width: 150,
              render: (_, item) =>
                item.checked_time ? (
                  <>
                    {item.checked_by_name}
                    <Typography.Text type="secondary" style={{ display: 'block' }}>
                      {when(item.checked_time)}
                    </Typography.Text>
                  </>
                ) : (
                  '-'
                ),
            },
            ...(row && (row.can_work === 1 || row.is_mine === 1) && row.fail_count > 0
              ? [
                  {
                    title: t('maint.task.failedActions'),
                    width: 150,
                    render: (_: unknown, item: MaintTaskItem) =>
                      item.result === 2 ? (
                        <Space size={0} wrap>
                          <Button
                            type="link"
                            size="small"
                            onClick={() =>
                              void raiseItemRepair(item.item_id).then((raised) =>
                                navigate(repairPaths.detail(raised.repair_task_id)),
                              )
                            }
                            data-testid={`task-raise-repair-${item.item_id}`}
                          >
                            {t('maint.task.raiseRepair')}
                          </Button>
                          {item.hazard_id ? (
                            <Link to={hazardDetailPath(item.hazard_id)} data-testid={`task-hazard-${item.item_id}`}>
                              {t('maint.task.viewHazard')}
                            </Link>
                          ) : (
                            // 上报隐患: once per item, while the task is worked or after it is completed.
                            (row.enum_maint_status === 3 || row.enum_maint_status === 4) && (
                              <Button
                                type="link"
                                size="small"
                                onClick={() =>
                                  void raiseItemHazard(item.item_id).then((raised) => {
                                    void message.success(
                                      t(raised.created ? 'maint.task.hazardRaised' : 'maint.task.hazardExists'),
                                    );
                                    void queryClient.invalidateQueries({ queryKey: maintKeys.task(id) });
                                  })
                                }
                                data-testid={`task-raise-hazard-${item.item_id}`}
                              >
                                {t('maint.task.raiseHazard')}
                              </Button>
                            )
                          )}
                        </Space>
                      ) : null,
                  },
                ]
              : []),
            ...(canRecord
              ? [
                  {
                    title: t('maint.list.actions'),
                    width: 80,
                    render: (_: unknown, item: MaintTaskItem) => (
                      <Button
                        type="link"
                        size="small"
                        onClick={() => setRecording(item)}
                        data-testid={`task-record-${item.item_id}`}
                      >
                        {t('maint.task.record')}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Card>
      {recording && (
        <ResultDialog
          item={recording}
          unitId={contract.data?.company_ids[0]}
          onClose={() => setRecording(undefined)}
          onSave={(values) =>
            act.mutateAsync({
              action: 'result',
              body: {
                item_id: recording.item_id,
                result: values.result,
                reading: values.reading ?? '',
                remark: values.remark ?? '',
                photos: (values.photos ?? []).map((file) => file.file_id),
              },
            })
          }
        />
      )}
    </Space>
  );
};

export default TaskDetailPage;
