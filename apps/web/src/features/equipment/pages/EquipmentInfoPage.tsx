import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { idParam } from '../../../lib/url';
import type { MessageKey } from '../../../locales/en-US';
import { fetchBoundDevices, fetchEquipment, fetchEquipmentAttrs } from '../api';
import { BoundDeviceTable } from '../components/BoundDeviceTable';
import { useEquipmentTypeOptions } from '../hooks';
import { displayAttribute } from '../attribute-display';
import { equipmentKeys } from '../keys';

/** /company/equipment/info?equipment_id=: the equipment, its attributes and its devices. */
export const EquipmentInfoPage = () => {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const id = idParam(search.get('equipment_id')) ?? 0;
  const item = useQuery({ queryKey: equipmentKeys.info(id), queryFn: () => fetchEquipment(id), enabled: id > 0 });
  const type = item.data?.enum_equipment_type;
  const attrs = useQuery({
    queryKey: equipmentKeys.attrs(type),
    queryFn: () => fetchEquipmentAttrs(type as number),
    enabled: typeof type === 'number',
  });
  const devices = useQuery({
    queryKey: equipmentKeys.devices(id),
    queryFn: () => fetchBoundDevices(id),
    enabled: id > 0,
  });
  const typeOptions = useEquipmentTypeOptions();
  if (!item.data) return <Spin />;
  const data = item.data;
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  return (
    <>
      <Card title={`${t('equipment.info.title')} · ${data.equipment_name}`} data-testid="equipment-info">
        <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
          <Descriptions.Item label={t('equipment.field.number')}>{data.equipment_number}</Descriptions.Item>
          <Descriptions.Item label={t('equipment.field.type')}>
            {typeOptions.find((option) => option.value === data.enum_equipment_type)?.label ?? data.enum_equipment_type}
          </Descriptions.Item>
          <Descriptions.Item label={t('equipment.field.building')}>
            {[data.building_name, data.floor_name].filter(Boolean).join(' / ') || '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('equipment.field.positionType')}>
            {t(`equipment.position.${data.enum_position_type}` as MessageKey)}
          </Descriptions.Item>
          <Descriptions.Item label={t('equipment.field.positionDesc')}>{data.position_desc}</Descriptions.Item>
          <Descriptions.Item label={t('equipment.field.checkCycle')}>
            {t(`equipment.cycle.${data.check_cycle}` as MessageKey)}
          </Descriptions.Item>
          {(attrs.data ?? []).map((def) => (
            <Descriptions.Item key={def.key} label={lang === 'en' ? def.eng_name : def.name}>
              {displayAttribute(def, data.equipment_attr[def.key], lang)}
            </Descriptions.Item>
          ))}
        </Descriptions>
      </Card>
      <Card title={t('equipment.field.devices')} style={{ marginTop: 16 }}>
        <BoundDeviceTable devices={devices.data ?? []} loading={devices.isLoading} />
      </Card>
    </>
  );
};

export default EquipmentInfoPage;
