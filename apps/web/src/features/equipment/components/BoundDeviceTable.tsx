import type { EquipmentBoundDevice } from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { Badge, Table } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchBindTypes } from '../api';
import { componentKeys } from '../../../components/keys';

/** The devices bound to equipment, with their bind type; `action` renders a per-row control (unbind). */
export const BoundDeviceTable = ({
  devices,
  loading,
  action,
}: {
  devices: EquipmentBoundDevice[];
  loading?: boolean;
  action?: (device: EquipmentBoundDevice) => ReactNode;
}) => {
  const { t, i18n } = useTranslation();
  const bindTypes = useQuery({
    queryKey: componentKeys.enum('enum_equipment_bind_device_type'),
    queryFn: fetchBindTypes,
    staleTime: 10 * 60_000,
  });
  const bindLabel = (id: number) => {
    const item = bindTypes.data?.find((entry) => entry.id === id);
    return item ? (i18n.language === 'en' ? item.eng_name : item.name) : String(id);
  };
  return (
    <Table<EquipmentBoundDevice>
      rowKey="device_id"
      loading={loading}
      dataSource={devices}
      pagination={false}
      columns={[
        { title: t('equipment.device.device'), dataIndex: 'name' },
        { title: t('equipment.device.code'), dataIndex: 'device_code' },
        { title: t('equipment.device.bindType'), render: (_, device) => bindLabel(device.bind_type) },
        {
          title: '',
          render: (_, device) => <Badge status={device.is_online ? 'success' : 'default'} text={device.state} />,
        },
        ...(action ? [{ title: '', render: (_: unknown, device: EquipmentBoundDevice) => action(device) }] : []),
      ]}
    />
  );
};
