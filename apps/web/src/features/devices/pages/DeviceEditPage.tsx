import { deviceClasses, type DeviceClass } from '@fireline/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, InputNumber, message, Select, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../../../app/api';
import type { MessageKey } from '../../../locales/en-US';
import { fetchDevice, type DeviceDetail } from '../api';
import { deviceFormFields, toDeviceBody, type DeviceField } from '../form-fields';

const optionLabel = (field: DeviceField & { kind: 'select' }, value: string | number, t: (key: MessageKey) => string) => (field.name === 'sleep_time' ? t(`devices.sleep.${value}` as MessageKey) : String(value));

/** /company/device/edit: the form of one device class; type=edit edits device_id, anything else adds (spec 001 §2). */
export const DeviceEditPage = () => {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Record<string, unknown>>();
  const params = new URLSearchParams(location.search);
  const isEdit = params.get('type') === 'edit';
  const requested = params.get('enum_device_class') as DeviceClass | null;
  const deviceClass: DeviceClass = requested && deviceClasses.includes(requested) ? requested : 'dtu';
  const deviceId = params.get('device_id') ?? '';
  const device = useQuery({ queryKey: ['device', deviceId, deviceClass], queryFn: () => fetchDevice(deviceId, deviceClass), enabled: isEdit && Boolean(deviceId) });

  useEffect(() => {
    if (device.data) form.setFieldsValue(device.data);
  }, [device.data, form]);

  const save = useMutation({
    mutationFn: (values: Record<string, unknown>) => {
      const body = toDeviceBody(deviceClass, values, isEdit);
      if (isEdit) return api.put<DeviceDetail>('/api_proxy/device/info/', { ...body, device_id: Number(deviceId) });
      const info_company = { company_id: Number(params.get('company_id')), company_type: params.get('company_type') ?? 'info_company_cared' };
      return api.post<DeviceDetail>('/api_proxy/device/info/', { ...body, info_company });
    },
    onSuccess: (saved) => {
      void message.success(t('devices.edit.saved'));
      void navigate(`/company/device/info?company_id=${params.get('company_id') ?? ''}&device_id=${saved.device_id}&enum_device_class=${deviceClass}`);
    },
  });

  if (isEdit && device.isLoading) return <Spin />;
  return (
    <Card title={t(isEdit ? 'devices.edit.edit' : 'devices.edit.new')}>
      <Form form={form} layout="vertical" style={{ maxWidth: 560 }} onFinish={(values) => save.mutate(values)} scrollToFirstError>
        {deviceFormFields[deviceClass].map((field) => (
          <Form.Item
            key={field.name}
            name={field.name}
            label={t(`devices.field.${field.name}` as MessageKey)}
            rules={[
              ...('required' in field && field.required ? [{ required: true }] : []),
              ...(field.kind === 'text' ? [{ max: field.max }, ...(field.pattern ? [{ pattern: field.pattern }] : [])] : []),
            ]}
          >
            {field.kind === 'number' ? (
              <InputNumber min={field.min} max={field.max} step={field.step} style={{ width: '100%' }} />
            ) : field.kind === 'select' ? (
              <Select allowClear options={field.options.map((value) => ({ value, label: optionLabel(field, value, t) }))} />
            ) : field.kind === 'password' ? (
              <Input.Password autoComplete="new-password" maxLength={64} />
            ) : (
              <Input maxLength={field.max} />
            )}
          </Form.Item>
        ))}
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('devices.edit.save')}
        </Button>
      </Form>
    </Card>
  );
};

export default DeviceEditPage;
