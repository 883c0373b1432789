import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, message, Popconfirm, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  bindDevice,
  fetchBindTypes,
  fetchBoundDevices,
  fetchCompanyDevices,
  fetchEquipment,
  replaceBoundDevices,
} from '../api';
import { idParam } from '../../../lib/url';
import { BoundDeviceTable } from '../components/BoundDeviceTable';
import { useButton } from '../../../lib/permissions';
import { componentKeys } from '../../../components/keys';
import { equipmentKeys } from '../keys';
import { deviceKeys } from '../../devices';

type Values = { device_id?: number; bind_type?: number };

/** /company/equipment/device?equipment_id=: bind the unit's devices to equipment (device and bind type both required). */
export const EquipmentDevicePage = () => {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const [form] = Form.useForm<Values>();
  const [deviceSearch, setDeviceSearch] = useState('');
  const id = idParam(search.get('equipment_id')) ?? 0;
  const item = useQuery({ queryKey: equipmentKeys.info(id), queryFn: () => fetchEquipment(id), enabled: id > 0 });
  const companyId = item.data?.company_id ?? 0;
  const bound = useQuery({
    queryKey: equipmentKeys.devices(id),
    queryFn: () => fetchBoundDevices(id),
    enabled: id > 0,
  });
  const candidates = useQuery({
    queryKey: deviceKeys.options(companyId, deviceSearch),
    queryFn: () => fetchCompanyDevices(companyId, deviceSearch || undefined),
    enabled: companyId > 0,
  });
  const bindTypes = useQuery({
    queryKey: componentKeys.enum('enum_equipment_bind_device_type'),
    queryFn: fetchBindTypes,
    staleTime: 10 * 60_000,
  });
  const canEdit = useButton('networkcompany-equipment-info-edit');
  const refresh = () => void queryClient.invalidateQueries({ queryKey: equipmentKeys.all });
  const bind = useMutation({
    mutationFn: (values: Required<Values>) => bindDevice({ equipment_id: id, ...values }),
    onSuccess: () => {
      form.resetFields();
      void message.success(t('equipment.saved'));
      refresh();
    },
  });
  // Unbinding one device is a PUT of the remaining set.
  const unbind = useMutation({
    mutationFn: (deviceId: number) =>
      replaceBoundDevices({
        equipment_id: id,
        list: (bound.data ?? [])
          .filter((device) => device.device_id !== deviceId)
          .map((device) => ({ device_id: device.device_id, bind_type: device.bind_type })),
      }),
    onSuccess: refresh,
  });
  const required = [{ required: true, message: t('equipment.device.required') }];

  return (
    <Card
      title={`${t('equipment.device.title')}${item.data ? ` · ${item.data.equipment_name}` : ''}`}
      data-testid="equipment-device"
    >
      {canEdit ? (
        <Form
          form={form}
          layout="inline"
          style={{ marginBottom: 16 }}
          onFinish={(values) => bind.mutate(values as Required<Values>)}
        >
          <Form.Item name="device_id" label={t('equipment.device.device')} rules={required}>
            <Select
              showSearch
              filterOption={false}
              onSearch={setDeviceSearch}
              style={{ width: 280 }}
              options={(candidates.data?.list ?? []).map((device) => ({
                value: device.device_id,
                label: `${device.name} (${device.device_code})`,
              }))}
            />
          </Form.Item>
          <Form.Item name="bind_type" label={t('equipment.device.bindType')} rules={required}>
            <Select
              style={{ width: 160 }}
              options={(bindTypes.data ?? []).map((entry) => ({
                value: entry.id,
                label: i18n.language === 'en' ? entry.eng_name : entry.name,
              }))}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={bind.isPending}>
            {t('equipment.device.bind')}
          </Button>
        </Form>
      ) : null}
      <BoundDeviceTable
        devices={bound.data ?? []}
        loading={bound.isLoading}
        action={
          canEdit
            ? (device) => (
                <Space>
                  <Popconfirm title={t('equipment.device.unbind')} onConfirm={() => unbind.mutate(device.device_id)}>
                    <Button type="link" danger size="small">
                      {t('equipment.device.unbind')}
                    </Button>
                  </Popconfirm>
                </Space>
              )
            : undefined
        }
      />
    </Card>
  );
};

export default EquipmentDevicePage;
