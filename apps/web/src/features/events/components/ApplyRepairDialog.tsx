import { Form, Input, message, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../../locales/en-US';
import type { EventRecord } from '../api';
import { repairCaredUnit } from '../../repair';
import { buildRepairPayload, repairErrors } from '../handle-rules';
import { useAlarmAbilities, useCreateRepair, useMaintOptions } from '../hooks';
import { MaintCompanyField } from './MaintCompanyField';

type Props = { open: boolean; event: EventRecord; onClose: () => void };
type Errors = Partial<Record<'companyMaintId' | 'faultDesc', string>>;

/** The 'Apply for repair' dialog (spec 000 §2, §5, §8): maintenance company and fault description required. */
export const ApplyRepairDialog = ({ open, event, onClose }: Props) => {
  const { t } = useTranslation();
  const { user } = useAlarmAbilities();
  const [companyMaintId, setCompanyMaintId] = useState<number>();
  const [faultDesc, setFaultDesc] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const caredUnit = user ? repairCaredUnit(user, event) : undefined;
  const options = useMaintOptions(open ? caredUnit : undefined);
  const create = useCreateRepair();

  const close = () => {
    setCompanyMaintId(undefined);
    setFaultDesc('');
    setErrors({});
    onClose();
  };

  const submit = async () => {
    const found = repairErrors({ companyMaintId, faultDesc });
    setErrors(found);
    const option = options.data?.find((item) => item.company_maint_id === companyMaintId);
    if (Object.keys(found).length || !option || !user) return;
    try {
      await create.mutateAsync(
        buildRepairPayload({ event, option, faultDesc, createrId: user.uid, faultWord: t('events.category.fault') }),
      );
    } catch (error) {
      void message.error((error as Error).message || t('events.repair.duplicate'));
      return;
    }
    void message.success(t('events.repair.created'));
    close();
  };

  return (
    <Modal
      open={open}
      title={t('events.repair.title')}
      onCancel={close}
      destroyOnHidden
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      onOk={() => void submit()}
      okButtonProps={{ loading: create.isPending, 'data-testid': 'repair-submit' }}
    >
      <Form layout="vertical" data-testid="repair-dialog">
        <MaintCompanyField
          testId="repair-company"
          options={options}
          value={companyMaintId}
          error={errors.companyMaintId}
          onChange={(value) => {
            setCompanyMaintId(value);
            setErrors((current) => ({ ...current, companyMaintId: undefined }));
          }}
        />
        <Form.Item
          label={t('events.repair.faultDesc')}
          required
          validateStatus={errors.faultDesc ? 'error' : undefined}
          help={errors.faultDesc ? t(errors.faultDesc as MessageKey) : undefined}
        >
          <Input.TextArea
            data-testid="repair-fault-desc"
            rows={3}
            value={faultDesc}
            count={{ show: true, max: 200 }}
            onChange={(change) => {
              setFaultDesc(change.target.value);
              setErrors((current) => ({ ...current, faultDesc: undefined }));
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
};
