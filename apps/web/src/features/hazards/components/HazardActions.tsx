import type { HazardAbilities, HazardRecord } from '@fireline/shared';
import { HAZARD_COMMENT_MAX } from '@fireline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Form, Input, message, Modal, Radio, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { epochToSiteWall, siteWallToEpoch } from '../../../lib/site-time';
import { withConfirm } from '../../../components/confirm-dialog';
import { Upload } from '../../../components/Upload';
import type { UploadValue } from '../../../components/upload';
import { deleteHazard, fetchDesignateOptions, hazardSteps } from '../api';
import { HAZARD_LIST_PATH, hazardEditPath } from '../paths';
import { hazardKeys } from '../keys';

type Step = 'confirm' | 'reject' | 'designate' | 'dispose' | 'review' | 'close';

/** The buttons in workflow order, each shown only when the server says the caller may take it. */
const buttons: { step: Step; ability: keyof HazardAbilities; primary?: boolean; danger?: boolean }[] = [
  { step: 'confirm', ability: 'can_confirm', primary: true },
  { step: 'reject', ability: 'can_reject', danger: true },
  { step: 'designate', ability: 'can_designate', primary: true },
  { step: 'dispose', ability: 'can_dispose', primary: true },
  { step: 'review', ability: 'can_review', primary: true },
  { step: 'close', ability: 'can_close', primary: true },
];

type Values = {
  deadline?: Dayjs;
  level?: 1 | 2;
  resp_uids?: number[];
  comment?: string;
  reason?: string;
  kind?: 'company' | 'user';
  company?: string;
  uid?: number;
  photos?: UploadValue[];
  result?: 'pass' | 'fail';
};

const WEEK_SECONDS = 7 * 24 * 3600;
const ids = (photos: UploadValue[] | undefined) => (photos ?? []).map((photo) => photo.file_id);

/** Sends the chosen step with what its form holds. */
const send = (step: Step, hazard: HazardRecord, values: Values) => {
  const { id } = hazard;
  const comment = values.comment?.trim() ?? '';
  switch (step) {
    case 'confirm':
      return hazardSteps.confirm({
        id,
        deadline: values.deadline ? siteWallToEpoch(values.deadline) : undefined,
        level: values.level,
        resp_uids: values.resp_uids,
        comment,
      });
    case 'reject':
      return hazardSteps.reject({ id, reason: values.reason?.trim() ?? '' });
    case 'designate': {
      if (values.kind === 'user') return hazardSteps.designateUser({ id, uid: values.uid!, comment });
      const [companyMaintId, contractId] = (values.company ?? '').split(':').map(Number);
      return hazardSteps.designateCompany({ id, company_maint_id: companyMaintId!, contract_id: contractId, comment });
    }
    case 'dispose':
      return hazardSteps.dispose({ id, comment, photo_ids: ids(values.photos) });
    case 'review':
      return hazardSteps.review({ id, result: values.result!, comment, photo_ids: ids(values.photos) });
    case 'close':
      return hazardSteps.close({ id, comment });
  }
};

/** The step's form: what the step needs, in the dialog. */
const StepFields = ({ step, hazard, isFail }: { step: Step; hazard: HazardRecord; isFail: boolean }) => {
  const { t } = useTranslation();
  const needsOptions = step === 'confirm' || step === 'designate';
  const options = useQuery({
    queryKey: hazardKeys.designateOptions(hazard.id),
    queryFn: () => fetchDesignateOptions(hazard.id),
    enabled: needsOptions,
  });
  const required = [{ required: true, whitespace: true, message: t('hazards.form.required') }];
  const comment = (label = t('hazards.form.comment'), isRequired = false) => (
    <Form.Item name="comment" label={label} rules={isRequired ? required : undefined}>
      <Input.TextArea rows={3} maxLength={HAZARD_COMMENT_MAX} showCount data-testid="hazard-step-comment" />
    </Form.Item>
  );
  const photos = (isRequired = false) => (
    <Form.Item
      name="photos"
      label={t('hazards.form.photos')}
      rules={isRequired ? [{ required: true, message: t('hazards.form.photoRequired') }] : undefined}
      extra={isRequired ? t('hazards.form.photoEvidence') : undefined}
    >
      <Upload kind="image" limit={5} companyId={hazard.company_id} />
    </Form.Item>
  );
  switch (step) {
    case 'confirm':
      return (
        <>
          <Form.Item
            name="deadline"
            label={t('hazards.form.deadline')}
            rules={[{ required: true, message: t('hazards.form.required') }]}
          >
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              style={{ width: '100%' }}
              data-testid="hazard-step-deadline"
            />
          </Form.Item>
          <Form.Item name="level" label={t('hazards.form.level')}>
            <Radio.Group
              options={[1, 2].map((level) => ({ value: level, label: t(`hazards.level.${level as 1 | 2}`) }))}
            />
          </Form.Item>
          <Form.Item name="resp_uids" label={t('hazards.form.responsible')}>
            <Select
              mode="multiple"
              loading={options.isLoading}
              optionFilterProp="label"
              options={(options.data?.people ?? []).map((person) => ({
                value: person.id,
                label: person.department_name ? `${person.name}（${person.department_name}）` : person.name,
              }))}
            />
          </Form.Item>
          {comment()}
        </>
      );
    case 'reject':
      return (
        <Form.Item name="reason" label={t('hazards.form.reason')} rules={required}>
          <Input.TextArea rows={3} maxLength={HAZARD_COMMENT_MAX} showCount data-testid="hazard-step-reason" />
        </Form.Item>
      );
    case 'designate':
      return (
        <>
          <Form.Item name="kind" label={t('hazards.form.designateTo')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: 'company', label: t('hazards.form.toCompany') },
                { value: 'user', label: t('hazards.form.toUser') },
              ]}
            />
          </Form.Item>
          <Form.Item noStyle shouldUpdate={(before: Values, after: Values) => before.kind !== after.kind}>
            {({ getFieldValue }) =>
              getFieldValue('kind') === 'user' ? (
                <Form.Item
                  name="uid"
                  label={t('hazards.form.user')}
                  rules={[{ required: true, message: t('hazards.form.required') }]}
                >
                  <Select
                    data-testid="hazard-step-user"
                    loading={options.isLoading}
                    showSearch={{ optionFilterProp: 'label' }}
                    options={(options.data?.users ?? []).map((person) => ({
                      value: person.id,
                      label: person.department_name ? `${person.name}（${person.department_name}）` : person.name,
                    }))}
                  />
                </Form.Item>
              ) : (
                <>
                  {options.data && options.data.companies.length === 0 && (
                    <Alert type="warning" showIcon message={t('hazards.form.noCompany')} style={{ marginBottom: 16 }} />
                  )}
                  <Form.Item
                    name="company"
                    label={t('hazards.form.company')}
                    rules={[{ required: true, message: t('hazards.form.required') }]}
                  >
                    <Select
                      data-testid="hazard-step-company"
                      loading={options.isLoading}
                      options={(options.data?.companies ?? []).map((company) => ({
                        value: `${company.company_maint_id}:${company.contract_id}`,
                        label: `${company.company_name}（${company.project_name}）`,
                      }))}
                    />
                  </Form.Item>
                </>
              )
            }
          </Form.Item>
          {comment()}
        </>
      );
    case 'dispose':
      return (
        <>
          {comment(t('hazards.form.disposal'), true)}
          {photos(true)}
        </>
      );
    case 'review':
      return (
        <>
          <Form.Item
            name="result"
            label={t('hazards.form.result')}
            rules={[{ required: true, message: t('hazards.form.required') }]}
          >
            <Radio.Group
              data-testid="hazard-step-result"
              options={[
                { value: 'pass', label: t('hazards.form.pass') },
                { value: 'fail', label: t('hazards.form.fail') },
              ]}
            />
          </Form.Item>
          {comment(t('hazards.form.comment'), isFail)}
          {photos()}
        </>
      );
    case 'close':
      return comment();
  }
};

/** What a step's form starts with. */
const initialValues = (step: Step, hazard: HazardRecord): Values => {
  if (step === 'confirm')
    return {
      deadline: epochToSiteWall(hazard.deadline ?? Math.floor(Date.now() / 1000) + WEEK_SECONDS),
      level: hazard.level as 1 | 2,
      resp_uids: hazard.resp_users.map((person) => person.id),
    };
  if (step === 'designate') return { kind: 'company' };
  return {};
};

/**
 * The hazard's next steps as buttons, each shown only to whoever may take it (the abilities the server computed),
 * with the step's form in a dialog; edit and delete while the report waits for confirmation.
 */
export const HazardActions = ({ hazard }: { hazard: HazardRecord }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [step, setStep] = useState<Step>();
  const result = Form.useWatch('result', form);
  const done = () => {
    void message.success(t('hazards.done'));
    void queryClient.invalidateQueries({ queryKey: hazardKeys.all });
  };
  const take = useMutation({
    mutationFn: (values: Values) => send(step!, hazard, values),
    onSuccess: () => {
      done();
      setStep(undefined);
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteHazard(hazard.id),
    onSuccess: () => {
      void message.success(t('hazards.deleted'));
      void queryClient.invalidateQueries({ queryKey: hazardKeys.all });
      void navigate(HAZARD_LIST_PATH);
    },
  });
  const { abilities } = hazard;
  const open = (next: Step) => {
    form.resetFields();
    form.setFieldsValue(initialValues(next, hazard));
    setStep(next);
  };
  return (
    <>
      <Space wrap data-testid="hazard-actions">
        {buttons
          .filter((button) => abilities[button.ability])
          .map((button) => (
            <Button
              key={button.step}
              type={button.primary ? 'primary' : 'default'}
              danger={button.danger}
              onClick={() => open(button.step)}
              data-testid={`hazard-action-${button.step}`}
            >
              {t(`hazards.action.${button.step}`)}
            </Button>
          ))}
        {abilities.can_edit && (
          <Button onClick={() => void navigate(hazardEditPath(hazard.id))} data-testid="hazard-action-edit">
            {t('hazards.action.edit')}
          </Button>
        )}
        {abilities.can_delete && (
          <Button
            danger
            loading={remove.isPending}
            data-testid="hazard-action-delete"
            onClick={() =>
              void withConfirm({ content: t('hazards.action.deleteConfirm'), danger: true }, () =>
                remove.mutateAsync().catch(() => undefined),
              )
            }
          >
            {t('hazards.action.delete')}
          </Button>
        )}
      </Space>
      <Modal
        open={step !== undefined}
        title={step ? t(`hazards.action.${step}`) : undefined}
        okText={t('common.ok')}
        cancelText={t('common.cancel')}
        confirmLoading={take.isPending}
        onCancel={() => setStep(undefined)}
        onOk={() =>
          void form.validateFields().then(
            (values) => take.mutate(values),
            () => undefined,
          )
        }
        okButtonProps={{ 'data-testid': 'hazard-step-ok' } as Record<string, string>}
        forceRender
      >
        <Form form={form} layout="vertical" data-testid={`hazard-step-form-${step ?? ''}`}>
          {step && <StepFields step={step} hazard={hazard} isFail={result === 'fail'} />}
        </Form>
      </Modal>
    </>
  );
};
