import type { RepairSourceLink, RepairTaskDetail } from '@fireline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Form, Image, Input, message, Modal, Result, Select, Space, Timeline } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { openDownload } from '../../../lib/downloads';
import { checkPermission } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { idParam } from '../../../lib/url';
import { withConfirm } from '../../../components/confirm-dialog';
import { AssignStep, TaskHeadCard } from '../../../components/TaskHead';
import { StoredImage } from '../../../components/StoredImage';
import { Upload } from '../../../components/Upload';
import type { UploadValue } from '../../../components/upload';
import { fetchRepair, fetchRepairPeople, repairStep, type RepairStep } from '../api';
import { RepairLevelTag, RepairStatusTag, originLabel, when } from '../parts';
import { repairPaths } from '../paths';
import { libKeys } from '../../../lib/keys';
import { repairKeys } from '../keys';

/** The page showing a raised task's source (the alarm has its own button above). */
const sourcePages: Record<Exclude<RepairSourceLink['kind'], 'event'>, string> = {
  maint_task: '/vyborg/taskdetail',
  patrol_record: '/patrol/patrol_record_site_detail',
  hazard: '/danger/hidden_danger_list/history_detail',
};

/** A link back to the source, shown only when the viewer may open its page (the page checks the record itself). */
const SourceLink = ({ link }: { link: RepairSourceLink | null }) => {
  const { t } = useTranslation();
  const session = useSession();
  if (!link || link.kind === 'event' || !session) return null;
  const page = sourcePages[link.kind];
  if (!checkPermission(session.control, page).allowed) return null;
  return (
    <Link to={`${page}?id=${link.id}`} data-testid="repair-source-link">
      {t('repair.source.view')}
    </Link>
  );
};

type Dialog = 'complete' | 'sendBack';
type CompleteForm = { test_result: string; task_confirm_graph: UploadValue[] };

/** Attachments download through a one-time link (no token in a URL). */
const Files = ({ files }: { files: RepairTaskDetail['attachments'] }) =>
  files.length ? (
    <Space wrap>
      {files.map((file) => (
        <Button
          key={file.file_id}
          type="link"
          size="small"
          onClick={() => void openDownload({ target: 'file', file_id: file.file_id })}
        >
          {file.name}
        </Button>
      ))}
    </Space>
  ) : (
    '-'
  );

/** The executor's completion: the test result and up to 5 confirmation photos, both required. */
const CompleteDialog = ({
  task,
  onClose,
  onSave,
}: {
  task: RepairTaskDetail;
  onClose: () => void;
  onSave: (values: CompleteForm) => Promise<unknown>;
}) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<CompleteForm>();
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open
      title={t('repair.complete.title')}
      confirmLoading={busy}
      onCancel={onClose}
      onOk={() =>
        void form
          .validateFields()
          .then(async (values) => {
            setBusy(true);
            try {
              await onSave(values);
              onClose();
            } finally {
              setBusy(false);
            }
          })
          // The fields show what is missing; a refused call has shown its message.
          .catch(() => undefined)
      }
      okButtonProps={{ 'data-testid': 'repair-complete-save' } as Record<string, string>}
    >
      <Form form={form} layout="vertical" initialValues={{ test_result: task.test_result, task_confirm_graph: [] }}>
        <Form.Item
          name="test_result"
          label={t('repair.field.test_result')}
          rules={[{ required: true, whitespace: true, message: t('repair.complete.testResultRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount data-testid="repair-test-result" />
        </Form.Item>
        <Form.Item
          name="task_confirm_graph"
          label={t('repair.field.task_confirm_graph')}
          rules={[{ required: true, type: 'array', min: 1, message: t('repair.complete.photosRequired') }]}
        >
          <Upload kind="image" limit={5} companyId={task.company_cared_id} />
        </Form.Item>
      </Form>
    </Modal>
  );
};

const SendBackDialog = ({ onClose, onSave }: { onClose: () => void; onSave: (reason: string) => Promise<unknown> }) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open
      title={t('repair.sendBack.title')}
      onCancel={onClose}
      onOk={() =>
        void form
          .validateFields()
          .then(async ({ reason }) => {
            await onSave(reason.trim());
            onClose();
          })
          .catch(() => undefined)
      }
      okButtonProps={{ 'data-testid': 'repair-send-back-save' } as Record<string, string>}
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={t('repair.sendBack.reason')}
          rules={[{ required: true, whitespace: true, message: t('repair.sendBack.reasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount data-testid="repair-send-back-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
};

/**
 * /vyborg/repair/detail?id=: a repair task, its steps with who and when, and the step the user may take now (the
 * server's `can`): assign (the maintenance company), receive and complete (the executor), confirm or send back (the
 * unit), cancel, edit.
 */
export const RepairDetailPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const [executor, setExecutor] = useState<number>();
  const [dialog, setDialog] = useState<Dialog>();
  const task = useQuery({
    queryKey: repairKeys.task(id),
    queryFn: () => fetchRepair(id!),
    enabled: id !== undefined,
  });
  const people = useQuery({
    queryKey: repairKeys.people(id),
    queryFn: () => fetchRepairPeople(id!),
    enabled: task.data?.can.assign === true,
  });
  const act = useMutation({
    mutationFn: (input: { step: RepairStep; body: Record<string, unknown> }) =>
      repairStep(input.step, { id, ...input.body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: repairKeys.all });
      void queryClient.invalidateQueries({ queryKey: libKeys.alarms });
      void message.success(t('repair.saved'));
    },
  });
  if (id === undefined) return <Result status="404" />;
  const row = task.data;
  const can = row?.can;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <TaskHeadCard
        title={row?.task_name ?? t('repair.route.detail')}
        loading={task.isLoading}
        testId="repair-detail-page"
        actions={
          row && (
            <>
              {can?.assign && (
                <AssignStep
                  picker={
                    <Select
                      style={{ width: 180 }}
                      value={executor ?? row.related_resp_uid ?? undefined}
                      onChange={setExecutor}
                      placeholder={t('repair.assign.placeholder')}
                      loading={people.isFetching}
                      options={(people.data ?? []).map((person) => ({ value: person.uid, label: person.real_name }))}
                      data-testid="repair-assign-select"
                    />
                  }
                  canAssign={Boolean(executor ?? row.related_resp_uid)}
                  loading={act.isPending}
                  onAssign={() =>
                    act.mutate({ step: 'assign', body: { related_resp_uid: executor ?? row.related_resp_uid } })
                  }
                  label={t('repair.action.assign')}
                  testId="repair-assign"
                />
              )}
              {can?.receive && (
                <Button
                  type="primary"
                  loading={act.isPending}
                  onClick={() => act.mutate({ step: 'receive', body: {} })}
                  data-testid="repair-receive"
                >
                  {t('repair.action.receive')}
                </Button>
              )}
              {can?.complete && (
                <Button type="primary" onClick={() => setDialog('complete')} data-testid="repair-complete">
                  {t('repair.action.complete')}
                </Button>
              )}
              {can?.confirm && (
                <>
                  <Button
                    type="primary"
                    loading={act.isPending}
                    onClick={() => act.mutate({ step: 'confirm', body: { accept: 1 } })}
                    data-testid="repair-confirm"
                  >
                    {t('repair.action.confirm')}
                  </Button>
                  <Button onClick={() => setDialog('sendBack')} data-testid="repair-send-back">
                    {t('repair.action.sendBack')}
                  </Button>
                </>
              )}
              {can?.edit && (
                <Button onClick={() => void navigate(repairPaths.edit(id))} data-testid="repair-edit">
                  {t('repair.edit')}
                </Button>
              )}
              {can?.cancel && (
                <Button
                  danger
                  onClick={() =>
                    void withConfirm({ content: t('repair.action.cancelConfirm') }, () =>
                      act.mutateAsync({ step: 'cancel', body: {} }).catch(() => undefined),
                    )
                  }
                  data-testid="repair-cancel"
                >
                  {t('repair.action.cancel')}
                </Button>
              )}
              {row.event_id && (
                <Button
                  onClick={() => void navigate(`/alarmdeal/detailsinfo/fault?event_id=${row.event_id}`)}
                  data-testid="repair-source-alarm"
                >
                  {t('repair.detail.source')}
                </Button>
              )}
            </>
          )
        }
      >
        {row && (
          <Descriptions column={3} size="small" data-testid="repair-fields">
            <Descriptions.Item label={t('repair.field.status')}>
              <RepairStatusTag status={row.enum_maint_status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('repair.field.enum_task_level')}>
              <RepairLevelTag level={row.enum_task_level} />
            </Descriptions.Item>
            <Descriptions.Item label={t('repair.field.origin')}>
              <Space size={8}>
                {originLabel(t, row.enum_task_origin.id)}
                <SourceLink link={row.source_link} />
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label={t('repair.field.company_cared_id')}>{row.company_cared_name}</Descriptions.Item>
            <Descriptions.Item label={t('repair.field.company_maint_id')}>{row.company_maint_name}</Descriptions.Item>
            <Descriptions.Item label={t('repair.field.project')}>{row.project_name || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('repair.field.equip_name')}>{row.equip_name || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('repair.field.facility_address')}>
              {row.facility_address || '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('repair.field.executor')}>
              <span data-testid="repair-executor">{row.related_resp_name || '-'}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('repair.field.facility_fault_desc')} span={3}>
              {row.facility_fault_desc}
            </Descriptions.Item>
            <Descriptions.Item label={t('repair.field.participants')}>
              {row.related_part_names.filter(Boolean).join('、') || '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('repair.field.creater')}>{row.creater_name || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('repair.field.create_time')}>{when(row.create_time)}</Descriptions.Item>
            <Descriptions.Item label={t('repair.field.remark')} span={3}>
              {row.remark || '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('repair.field.attachments')} span={3}>
              <Files files={row.attachments} />
            </Descriptions.Item>
            <Descriptions.Item label={t('repair.field.test_result')} span={2}>
              <span data-testid="repair-test-result-text">{row.test_result || '-'}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('repair.field.finish_time')}>{when(row.finish_time)}</Descriptions.Item>
            <Descriptions.Item label={t('repair.field.task_confirm_graph')} span={3}>
              {row.task_confirm_graph.length ? (
                <Image.PreviewGroup>
                  <Space wrap>
                    {row.task_confirm_graph.map((file) => (
                      <StoredImage
                        key={file.file_id}
                        src={`/files/${file.file_id}`}
                        alt={file.name}
                        width={64}
                        height={64}
                        style={{ objectFit: 'cover' }}
                      />
                    ))}
                  </Space>
                </Image.PreviewGroup>
              ) : (
                '-'
              )}
            </Descriptions.Item>
          </Descriptions>
        )}
      </TaskHeadCard>
      <Card title={t('repair.detail.steps')}>
        <Timeline
          data-testid="repair-steps"
          items={(row?.steps ?? []).map((step) => ({
            color: step.action === 'send_back' || step.action === 'cancel' ? 'red' : 'blue',
            children: (
              <span>
                <strong>{t(`repair.step.${step.action}`)}</strong> · {step.name || '-'} · {when(step.time)}
                {step.remark ? ` · ${step.remark}` : ''}
              </span>
            ),
          }))}
        />
      </Card>
      {dialog === 'complete' && row && (
        <CompleteDialog
          task={row}
          onClose={() => setDialog(undefined)}
          onSave={(values) =>
            act.mutateAsync({
              step: 'complete',
              body: {
                test_result: values.test_result.trim(),
                task_confirm_graph: values.task_confirm_graph.map((file) => file.file_id),
              },
            })
          }
        />
      )}
      {dialog === 'sendBack' && (
        <SendBackDialog
          onClose={() => setDialog(undefined)}
          onSave={(reason) => act.mutateAsync({ step: 'confirm', body: { accept: 0, reason } })}
        />
      )}
    </Space>
  );
};

export default RepairDetailPage;
