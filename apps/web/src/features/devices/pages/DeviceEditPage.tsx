import { deviceClasses, type DeviceClass } from '@fireline/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Form, Input, message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { idParam } from '../../../lib/url';
import { api, formValues } from '../../../lib/api';
import { currentLang } from '../../../lib/i18n';
import { formModeOf } from '../../../components/form-fields';
import { FormPage } from '../../../components/FormPage';
import { fetchDevice } from '../api';
import { deviceSections, toDeviceBody } from '../form-fields';
import { useDevicePickers } from '../use-device-pickers';
import { deviceKeys } from '../keys';

/** A new transmission device's GB/T 26875.3 address or device code, passed by the unregistered-device list. */
const heardDevice = (params: URLSearchParams) => {
  const gbAddress = params.get('gb_address');
  const deviceCode = params.get('device_code');
  if (!gbAddress && !deviceCode) return undefined;
  return {
    ...(gbAddress ? { gb_address: gbAddress, device_thing_type: 10001 } : {}),
    ...(deviceCode ? { device_code: deviceCode } : {}),
  };
};

/**
 * /company/device/edit: the form of one device class; type=edit edits device_id, anything else adds (spec 001 §2).
 * Building, floor, fire system, transmission device and controller are picked from the unit's own records.
 */
export const DeviceEditPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm();
  const isEdit = formModeOf(params) === 'edit';
  const requested = params.get('enum_device_class') as DeviceClass | null;
  const deviceClass: DeviceClass = requested && deviceClasses.includes(requested) ? requested : 'dtu';
  const deviceId = params.get('device_id') ?? '';
  const device = useQuery({
    queryKey: deviceKeys.info(deviceId, deviceClass),
    queryFn: () => fetchDevice(deviceId, deviceClass),
    enabled: isEdit && Boolean(deviceId),
  });
  const companyId = device.data?.info_company.company_id ?? idParam(params.get('company_id'));
  const pickers = useDevicePickers({ form, companyId, deviceClass });
  // Registering a device the centre heard from (/alarmdeal/unregistered) brings its address or code along.
  const [heard] = useState(() => (isEdit ? undefined : heardDevice(params)));

  const save = useMutation({
    mutationFn: (values: Record<string, unknown>) => {
      const body = toDeviceBody(deviceClass, values, isEdit);
      if (isEdit) return api.put('/api_proxy/device/info/', formValues({ ...body, device_id: Number(deviceId) }));
      const info_company = { company_id: companyId, company_type: params.get('company_type') ?? 'info_company_cared' };
      return api.post('/api_proxy/device/info/', formValues({ ...body, info_company }));
    },
    onSuccess: (saved) => {
      void message.success(t('devices.edit.saved'));
      void navigate(
        `/company/device/info?company_id=${companyId ?? ''}&device_id=${saved.device_id}&enum_device_class=${deviceClass}`,
      );
    },
  });

  return (
    <FormPage
      form={form}
      title={t(isEdit ? 'devices.edit.edit' : 'devices.edit.new')}
      sections={deviceSections(deviceClass, { t, lang: currentLang(), pickers })}
      record={device.data ?? heard}
      loading={device.isFetching}
      slots={{ password: () => <Input.Password autoComplete="new-password" maxLength={64} /> }}
      onCancel={() => void navigate(-1)}
      // A refusal is shown by the API client; the form stays as typed.
      onSave={(values) => save.mutateAsync(values).catch(() => undefined)}
    />
  );
};

export default DeviceEditPage;
