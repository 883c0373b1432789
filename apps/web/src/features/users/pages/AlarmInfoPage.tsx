import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fetchPushSettingOf } from '../api';
import { usePushRuleTexts } from '../components/PushRuleText';
import { useUserOfQuery } from '../hooks';
import { canKeepPeople } from '../people-area';
import { userKeys } from '../keys';

/** /systemmanage/account/alarminfo?user_id=: one person's alarm distribution rules and push switches, read only. */
export const AlarmInfoPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const texts = usePushRuleTexts();
  const { userId, user } = useUserOfQuery();
  const setting = useQuery({
    queryKey: userKeys.pushSetting(userId),
    queryFn: () => fetchPushSettingOf(userId!),
    enabled: userId !== undefined,
  });
  if (!setting.data || !user.data) return <Spin />;
  const data = setting.data;
  return (
    <Card
      title={`${t('users.route.alarmInfo')} · ${user.data.name} (${user.data.account})`}
      data-testid="alarm-info-page"
      extra={
        canKeepPeople(undefined) ? (
          <Button type="primary" onClick={() => void navigate(`/systemmanage/account/alarmsetup?user_id=${userId}`)}>
            {t('users.action.alarmSetup')}
          </Button>
        ) : null
      }
    >
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('users.alarm.receiveAllFire')}>
          {t(data.receive_all_fire ? 'users.yes' : 'users.no')}
        </Descriptions.Item>
        <Descriptions.Item label={t('users.alarm.designated')}>{texts.designated(data, true)}</Descriptions.Item>
        <Descriptions.Item label={t('users.alarm.priority')}>{data.priority}</Descriptions.Item>
        <Descriptions.Item label={t('users.alarm.pushed')}>{texts.pushed(data)}</Descriptions.Item>
        <Descriptions.Item label={t('users.alarm.channels')}>{texts.channels(data)}</Descriptions.Item>
        <Descriptions.Item label={t('users.alarm.offlineFirst')}>
          <Tag color="blue">{t('users.alarm.always')}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('users.alarm.workload')}>
          <Tag color="blue">{t('users.alarm.always')}</Tag>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
};

export default AlarmInfoPage;
