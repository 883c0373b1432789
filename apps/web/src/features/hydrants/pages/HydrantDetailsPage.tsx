import { HYDRANT_SIGNAL_MAX } from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { Badge, Card, Descriptions, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { idParam } from '../../../lib/url';
import { formatEpoch } from '../../../lib/site-time';
import { fetchHydrant } from '../api';
import { AlarmTable } from '../components/AlarmTable';
import { StatusTags } from '../components/StatusTags';
import { typeKey } from '../hooks';
import { formatPressure } from '../pressure';
import { hydrantKeys } from '../keys';

/** /firecock/details_firecock?equipment_id=: the hydrant, its last readings and its alarms (also reached from an alarm tip). */
export const HydrantDetailsPage = () => {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = idParam(search.get('equipment_id')) ?? 0;
  const hydrant = useQuery({ queryKey: hydrantKeys.info(id), queryFn: () => fetchHydrant(id), enabled: id > 0 });
  if (!hydrant.data) return <Spin />;
  const item = hydrant.data;
  return (
    <>
      <Card title={`${t('hydrants.details.title')} · ${item.equipment_number}`} data-testid="hydrant-details">
        <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
          <Descriptions.Item label={t('hydrants.field.owner')}>{item.company_name}</Descriptions.Item>
          <Descriptions.Item label={t('hydrants.field.type')}>{t(typeKey(item.type))}</Descriptions.Item>
          <Descriptions.Item label={t('hydrants.field.address')}>{item.address}</Descriptions.Item>
          <Descriptions.Item label={t('hydrants.field.positionDesc')}>{item.position_desc}</Descriptions.Item>
          <Descriptions.Item
            label={`${t('hydrants.field.longitude')} / ${t('hydrants.field.latitude')}`}
          >{`${item.longitude}, ${item.latitude}`}</Descriptions.Item>
          <Descriptions.Item
            label={t('hydrants.field.diameter')}
          >{`${item.out_hydrant_pipe_diameter} mm`}</Descriptions.Item>
          <Descriptions.Item label={t('hydrants.field.pressure')}>{formatPressure(item.pressure)}</Descriptions.Item>
          <Descriptions.Item label={t('hydrants.field.lowerLimit')}>{item.lower_limit}</Descriptions.Item>
          <Descriptions.Item label={t('hydrants.field.electricity')}>
            {item.electricity === null ? '—' : `${item.electricity}%`}
          </Descriptions.Item>
          <Descriptions.Item label={t('hydrants.field.signal')}>
            {item.signal_quality === null ? '—' : `${item.signal_quality}/${HYDRANT_SIGNAL_MAX}`}
          </Descriptions.Item>
          <Descriptions.Item label={t('hydrants.field.status')}>
            <StatusTags item={item} />
          </Descriptions.Item>
          <Descriptions.Item label={t('hydrants.field.online')}>
            <Badge
              status={item.is_online ? 'success' : 'default'}
              text={t(item.is_online ? 'hydrants.online.1' : 'hydrants.online.0')}
            />
          </Descriptions.Item>
          <Descriptions.Item label={t('hydrants.field.lastReport')}>
            {item.last_report_time ? formatEpoch(item.last_report_time, 'YYYY-MM-DD HH:mm') : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('hydrants.field.alarmHost')}>{item.alarm_host}</Descriptions.Item>
          <Descriptions.Item label={t('hydrants.field.remarks')} span={2}>
            {item.remarks}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('hydrants.alarms.title')} style={{ marginTop: 16 }}>
        <AlarmTable equipmentId={item.equipment_id} />
      </Card>
    </>
  );
};

export default HydrantDetailsPage;
