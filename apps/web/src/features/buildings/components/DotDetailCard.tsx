import { alarmTypeLabel } from '@fireline/shared';
import { Button, Card, Descriptions, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLang } from '../../../lib/i18n';
import type { DeviceDot } from '@fireline/shared';
import { alarmDetailPath, dotColour, dotDevicePath, dotStateOf } from '../dot-states';
import { useNewestAlarm } from '../hooks';

type Props = { dot: DeviceDot; companyId: number | undefined; onClose: () => void };

/** What a dot clicked in view mode shows beside it: its device (linked to its page), its state and its newest alarm (linked). */
export const DotDetailCard = ({ dot, companyId, onClose }: Props) => {
  const { t } = useTranslation();
  const newest = useNewestAlarm(dot);
  const alarm = newest.data?.list[0];
  const state = dotStateOf(dot.state);
  const alarmLine = () => {
    if (newest.isLoading) return <Spin size="small" />;
    if (!alarm) return t('buildings.dot.noAlarm');
    return (
      <Link to={alarmDetailPath(alarm)} data-testid="dot-alarm-link">
        {alarm.accept_time} · {alarmTypeLabel(alarm.alarm_type, currentLang())} ·{' '}
        {t(alarm.status ? 'buildings.dot.processed' : 'buildings.dot.unprocessed')}
      </Link>
    );
  };
  return (
    <Card
      size="small"
      data-testid="dot-detail"
      title={dot.name ?? t('buildings.dot.unnamed')}
      extra={
        <Button size="small" type="text" onClick={onClose} data-testid="dot-detail-close">
          {t('buildings.dot.close')}
        </Button>
      }
      variant="borderless"
      style={{ width: 340 }}
    >
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={t('buildings.dot.device')}>
          <Link to={dotDevicePath(dot, companyId)} data-testid="dot-device-link">
            {dot.name ?? dot.component_id ?? dot.device_id}
          </Link>
          {dot.component_id !== null && <Tag style={{ marginLeft: 8 }}>{t('buildings.plan.component')}</Tag>}
        </Descriptions.Item>
        <Descriptions.Item label={t('buildings.dot.stateLabel')}>
          <Tag color={dotColour(dot.state)}>{t(`buildings.dot.state.${state}`)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('buildings.dot.newestAlarm')}>{alarmLine()}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
};
