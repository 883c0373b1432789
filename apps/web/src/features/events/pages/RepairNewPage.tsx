import { Button, Card, Form, Input, message, Result, Select, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { idParam } from '../../../app/url';
import type { MessageKey } from '../../../locales/en-US';
import { buildRepairPayload, repairCaredUnit, repairErrors } from '../handle-rules';
import { useAlarmAbilities, useCreateRepair, useEvent, useMaintOptions } from '../hooks';
import { detailTarget } from '../navigation';

/**
 * /vyborg/new?type=new: the minimal new repair-task form reached after handling a fault with apply-repair ticked,
 * prefilled from the query (uid, company_maint_id, equip_name, facility_address, event_id). The maintenance issue grows it.
 */
export const RepairNewPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { user } = useAlarmAbilities();
  const eventId = idParam(search.get('event_id'));
  const event = useEvent(eventId);
  const [companyMaintId, setCompanyMaintId] = useState<number | undefined>(() =>
    idParam(search.get('company_maint_id')),
  );
  const [faultDesc, setFaultDesc] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'companyMaintId' | 'faultDesc', string>>>({});
  const caredUnit = event.data && user ? repairCaredUnit(user, event.data) : undefined;
  const options = useMaintOptions(caredUnit);
  const create = useCreateRepair();

  if (!eventId)
    return (
      <Result
        status="info"
        title={t('alarms.repairForm.title')}
        subTitle={t('alarms.repairForm.missingEvent')}
        data-testid="repair-form-missing"
      />
    );
  if (event.isLoading) return <Spin />;
  const source = event.data;

  const submit = async () => {
    const found = repairErrors({ companyMaintId, faultDesc });
    setErrors(found);
    const option = options.data?.find((item) => item.company_maint_id === companyMaintId);
    if (Object.keys(found).length || !option || !source || !user) return;
    try {
      await create.mutateAsync(
        buildRepairPayload({
          event: source,
          option,
          faultDesc,
          createrId: user.uid,
          faultWord: t('alarms.category.fault'),
        }),
      );
    } catch (error) {
      void message.error((error as Error).message || t('alarms.repair.duplicate'));
      return;
    }
    void message.success(t('alarms.repair.created'));
    void navigate(detailTarget(source));
  };

  return (
    <Card title={t('alarms.repairForm.title')} data-testid="repair-form">
      <Form layout="vertical" style={{ maxWidth: 640 }}>
        <Form.Item label={t('alarms.repairForm.equipName')}>
          <Input
            data-testid="repair-form-equip"
            value={search.get('equip_name') ?? source?.device_name ?? ''}
            readOnly
          />
        </Form.Item>
        <Form.Item label={t('alarms.repairForm.address')}>
          <Input data-testid="repair-form-address" value={search.get('facility_address') ?? ''} readOnly />
        </Form.Item>
        <Form.Item
          label={t('alarms.repairForm.company')}
          required
          validateStatus={errors.companyMaintId ? 'error' : undefined}
          help={errors.companyMaintId ? t(errors.companyMaintId as MessageKey) : undefined}
        >
          <Select
            data-testid="repair-form-company"
            value={companyMaintId}
            loading={options.isFetching}
            notFoundContent={t('alarms.repair.noContract')}
            onChange={(value: number) => setCompanyMaintId(value)}
            options={(options.data ?? []).map((option) => ({
              value: option.company_maint_id,
              label: `${option.company_name} · ${option.project_name}`,
            }))}
          />
        </Form.Item>
        <Form.Item
          label={t('alarms.repairForm.faultDesc')}
          required
          validateStatus={errors.faultDesc ? 'error' : undefined}
          help={errors.faultDesc ? t(errors.faultDesc as MessageKey) : undefined}
        >
          <Input.TextArea
            data-testid="repair-form-fault-desc"
            rows={4}
            value={faultDesc}
            count={{ show: true, max: 200 }}
            onChange={(change) => setFaultDesc(change.target.value)}
          />
        </Form.Item>
        <Space>
          <Button
            type="primary"
            loading={create.isPending}
            onClick={() => void submit()}
            data-testid="repair-form-submit"
          >
            {t('alarms.repairForm.submit')}
          </Button>
          <Button onClick={() => void navigate(-1)}>{t('common.cancel')}</Button>
        </Space>
      </Form>
    </Card>
  );
};

export default RepairNewPage;
