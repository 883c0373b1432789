import { gbCommands, type DeviceClass, type GbCommand } from '@fireline/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, message, Modal, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useButton } from '../../../lib/permissions';
import { formatEpoch } from '../../../lib/site-time';
import type { MessageKey } from '../../../locales/en-US';
import { fetchDevice, sendGbCommand } from '../api';
import { DeviceSyncButton } from '../components/DeviceSyncButton';
import { deviceKeys } from '../keys';

/** Fields shown, in order; anything null shows as '-'. Secrets only ever arrive masked. */
const shownFields = [
  'device_code',
  'name',
  'company_name',
  'enum_device_model',
  'enum_device_brand',
  'system_name',
  'building_name',
  'floor_name',
  'specific',
  'sim_number',
  'mac_address',
  'enum_device_transmit_mode',
  'device_link_way',
  'dtu_name',
  'alarmer_name',
  'loop_number',
  'component_number',
  'alarmhost_brand',
  'alarmhost_model',
  'alarmhost_alarmer_no',
  'signal_strength',
  'electricity',
  'ip',
  'port',
  'user',
  'password',
] as const;

/** The label of a shown field: the form's label where the form has the field, the joined names by what they name. */
const labelKeys: Partial<Record<(typeof shownFields)[number], MessageKey>> = {
  company_name: 'devices.info.company',
  system_name: 'devices.field.system_id',
  building_name: 'devices.field.building_id',
  floor_name: 'devices.field.floor_id',
  dtu_name: 'devices.field.device_dtu_id',
  alarmer_name: 'devices.field.alarm_host_id',
  signal_strength: 'devices.info.signal',
  electricity: 'devices.info.battery',
};
const labelKeyOf = (field: (typeof shownFields)[number]) =>
  labelKeys[field] ?? (`devices.field.${field}` as MessageKey);

/** /company/device/info: one device's archive, and for a transmission device the remote commands (GB/T 26875.3). */
export const DeviceInfoPage = () => {
  const { t } = useTranslation();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const deviceId = params.get('device_id') ?? '';
  const deviceClass = (params.get('enum_device_class') ?? 'dtu') as DeviceClass;
  const device = useQuery({
    queryKey: deviceKeys.info(deviceId, deviceClass),
    queryFn: () => fetchDevice(deviceId, deviceClass),
    enabled: Boolean(deviceId),
  });
  const command = useMutation({
    mutationFn: (name: GbCommand) => sendGbCommand(Number(deviceId), name),
    onSuccess: () => void message.success(t('devices.info.answer')),
  });
  const canCommand = useButton('networkcompany-device-command');
  const canEdit = useButton('networkcompany-device-info-edit');
  if (!device.data) return <Spin spinning={device.isLoading} />;
  const data = device.data;
  // Which fields a record has depends on its class: shown by name, whatever the class.
  const fields: Record<string, unknown> = data;
  const isTransmission = data.enum_device_class === 'dtu';

  const run = (name: GbCommand) => {
    if (name !== 'initialise') return command.mutate(name);
    Modal.confirm({
      title: t('devices.cmd.initialiseConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: () => command.mutate(name),
    });
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card
        title={t('devices.info.title')}
        extra={
          <Space>
            {isTransmission && canCommand && <DeviceSyncButton deviceId={Number(deviceId)} />}
            {canEdit && (
              <Link
                to={`/company/device/edit?type=edit&company_id=${params.get('company_id') ?? ''}&device_id=${deviceId}&enum_device_class=${data.enum_device_class}`}
              >
                <Button data-testid="device-edit">{t('devices.edit.edit')}</Button>
              </Link>
            )}
          </Space>
        }
      >
        <Descriptions column={2}>
          <Descriptions.Item label={t('devices.col.online')}>
            {t(`devices.online.${data.enum_device_online_status}` as MessageKey)}
          </Descriptions.Item>
          <Descriptions.Item label={t('devices.col.status')}>
            {t(`devices.status.${data.enum_device_status}` as MessageKey)}
          </Descriptions.Item>
          <Descriptions.Item label={t('devices.col.lastActive')}>
            {data.last_active_time ? formatEpoch(data.last_active_time, 'YYYY-MM-DD HH:mm:ss') : '-'}
          </Descriptions.Item>
          {shownFields
            // A controller's own record names itself as alarmer_name: only a component's names the controller above it.
            .filter(
              (field) =>
                fields[field] !== undefined && (field !== 'alarmer_name' || data.enum_device_class === 'component'),
            )
            .map((field) => (
              <Descriptions.Item key={field} label={t(labelKeyOf(field))}>
                {fields[field] === null || fields[field] === '' ? '-' : String(fields[field])}
              </Descriptions.Item>
            ))}
        </Descriptions>
      </Card>
      {isTransmission && canCommand && (
        <Card title={t('devices.info.commands')}>
          <Space wrap>
            {gbCommands.map((name) => (
              <Button
                key={name}
                danger={name === 'initialise'}
                loading={command.isPending && command.variables === name}
                onClick={() => run(name)}
              >
                {t(`devices.cmd.${name}` as MessageKey)}
              </Button>
            ))}
          </Space>
        </Card>
      )}
    </Space>
  );
};

export default DeviceInfoPage;
