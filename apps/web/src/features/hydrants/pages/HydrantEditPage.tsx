import { hydrantPipeDiameters } from '@fireline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, InputNumber, message, Select, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { createHydrant, fetchHydrant, fetchHydrantAddresses, updateHydrant } from '../api';
import { typeKey, useEnumOptions } from '../hooks';
import { toHydrantBody, toHydrantForm, type HydrantFormValues } from '../logic';

/** /firecock/add_firecock: new hydrant, or edit mode with ?type=edit&equipment_id= (spec 001 §2 "query value type"). */
export const HydrantEditPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const isEdit = search.get('type') === 'edit';
  const id = Number(search.get('equipment_id'));
  const current = useQuery({ queryKey: ['hydrants', 'info', id], queryFn: () => fetchHydrant(id), enabled: isEdit && id > 0 });
  const addresses = useQuery({ queryKey: ['hydrants', 'addresses', 'all'], queryFn: () => fetchHydrantAddresses({ page_size: 100 }) });
  const waterheadOptions = useEnumOptions('enum_waterhead_apply');
  const waterlineOptions = useEnumOptions('enum_waterline_form');
  const placingOptions = useEnumOptions('enum_placing_form');
  const save = useMutation({
    mutationFn: (values: HydrantFormValues) => (isEdit ? updateHydrant({ ...toHydrantBody(values), equipment_id: id }) : createHydrant(toHydrantBody(values))),
    onSuccess: (saved) => {
      void message.success(t('hydrants.saved'));
      void queryClient.invalidateQueries({ queryKey: ['hydrants'] });
      navigate(`/firecock/details_firecock?equipment_id=${saved.equipment_id}`);
    },
  });
  if (isEdit && !current.data) return <Spin />;
  const required = [{ required: true, message: t('hydrants.required') }];
  const initial: Partial<HydrantFormValues> = current.data ? toHydrantForm(current.data) : { out_hydrant_pipe_diameter: 100, type: 3, lower_limit: 0.1 };

  return (
    <Card title={t(isEdit ? 'hydrants.edit.editTitle' : 'hydrants.edit.newTitle')} data-testid="hydrant-edit">
      <Form layout="vertical" style={{ maxWidth: 720 }} initialValues={initial} scrollToFirstError onFinish={(values: HydrantFormValues) => save.mutate(values)}>
        <Form.Item name="equipment_number" label={t('hydrants.field.number')} rules={required}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="type" label={t('hydrants.field.type')} rules={required}>
          <Select options={[1, 2, 3].map((type) => ({ value: type, label: t(typeKey(type)) }))} />
        </Form.Item>
        <Form.Item name="address_id" label={t('hydrants.field.listedAddress')} extra={t('hydrants.addressHelp')}>
          <Select allowClear showSearch optionFilterProp="label" options={(addresses.data?.list ?? []).map((item) => ({ value: item.address_id, label: item.address }))} />
        </Form.Item>
        <Space.Compact block>
          <Form.Item name="region_code" label={t('hydrants.field.regionCode')} style={{ width: 200 }} rules={[{ pattern: /^\d{2,12}$/, message: t('hydrants.field.regionCode') }]}>
            <Input maxLength={12} />
          </Form.Item>
          <Form.Item name="address" label={t('hydrants.field.address')} style={{ flex: 1 }}>
            <Input maxLength={100} />
          </Form.Item>
        </Space.Compact>
        <Space>
          <Form.Item name="longitude" label={t('hydrants.field.longitude')} rules={required}>
            <InputNumber min={0} max={180} step={0.0001} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="latitude" label={t('hydrants.field.latitude')} rules={required}>
            <InputNumber min={0} max={90} step={0.0001} style={{ width: 180 }} />
          </Form.Item>
        </Space>
        <Form.Item name="position_desc" label={t('hydrants.field.positionDesc')}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="out_hydrant_pipe_diameter" label={t('hydrants.field.diameter')} rules={required}>
          <Select options={hydrantPipeDiameters.map((value) => ({ value, label: `${value} mm` }))} />
        </Form.Item>
        <Form.Item name="waterhead_apply" label={t('hydrants.field.waterheadApply')}>
          <Select allowClear options={waterheadOptions} />
        </Form.Item>
        <Form.Item name="waterline_form" label={t('hydrants.field.waterlineForm')}>
          <Select allowClear options={waterlineOptions} />
        </Form.Item>
        <Form.Item name="placing_form" label={t('hydrants.field.placingForm')}>
          <Select allowClear options={placingOptions} />
        </Form.Item>
        <Form.Item name="alarm_host" label={t('hydrants.field.alarmHost')}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="lower_limit" label={t('hydrants.field.lowerLimit')}>
          <InputNumber min={0} max={2} step={0.01} precision={2} />
        </Form.Item>
        <Form.Item name="remarks" label={t('hydrants.field.remarks')}>
          <Input.TextArea maxLength={200} showCount />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('hydrants.action.save')}
          </Button>
          <Button onClick={() => navigate(-1)}>{t('hydrants.action.back')}</Button>
        </Space>
      </Form>
    </Card>
  );
};

export default HydrantEditPage;
