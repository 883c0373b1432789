import type { UserRecord } from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryDataTable } from '../../../components/DataTable';
import type { TableHead } from '../../../components/table-filters';
import { useTableState } from '../../../components/use-table-state';
import { fetchUsers } from '../api';
import { usePushRuleTexts } from '../components/PushRuleText';
import { canKeepPeople } from '../people-area';
import { userKeys } from '../keys';

/**
 * /systemmanage/account/alarm: the people of one's organisation with their alarm distribution rules (spec 000 §6:
 * receive all fire alarms, designated units, priority; offline-first and workload always apply), each set in alarmsetup.
 */
export const AlarmRulesPage = () => {
  const { t } = useTranslation();
  const texts = usePushRuleTexts();
  const canKeep = canKeepPeople(undefined);
  const yes = (value: boolean) => (value ? <Tag color="red">{t('users.yes')}</Tag> : t('users.no'));
  // Built each render: the texts name units loaded after the first one.
  const heads: TableHead<UserRecord>[] = [
    { id: 'name', name: t('users.field.name'), width: 110, filter_options: { type: 'search', max_length: 30 } },
    { id: 'account', name: t('users.field.account'), width: 130, filter_options: { type: 'search', max_length: 30 } },
    {
      id: 'receive_all_fire',
      name: t('users.alarm.receiveAllFire'),
      width: 120,
      custom: (row) => (row.push_setting ? yes(row.push_setting.receive_all_fire) : '—'),
    },
    {
      id: 'designated',
      name: t('users.alarm.designated'),
      width: 140,
      custom: (row) => (row.push_setting ? texts.designated(row.push_setting) : '—'),
    },
    {
      id: 'priority',
      name: t('users.alarm.priority'),
      width: 80,
      custom: (row) => row.push_setting?.priority ?? '—',
    },
    {
      id: 'pushed',
      name: t('users.alarm.pushed'),
      width: 240,
      custom: (row) => (row.push_setting ? texts.pushed(row.push_setting) : '—'),
    },
    {
      id: 'channels',
      name: t('users.alarm.channels'),
      width: 140,
      custom: (row) => (row.push_setting ? texts.channels(row.push_setting) : '—'),
    },
  ];
  const state = useTableState(heads);
  const query = { ...state.query, with_push_setting: 1 };
  const list = useQuery({ queryKey: userKeys.alarm(query), queryFn: () => fetchUsers(query) });
  return (
    <Card title={t('users.alarm.title')} data-testid="alarm-rules-page">
      <Alert type="info" showIcon message={t('users.alarm.help')} style={{ marginBottom: 12 }} />
      <QueryDataTable<UserRecord>
        heads={heads}
        result={list}
        state={state}
        rowKey={(row) => row.user_id}
        actions={{
          title: t('users.list.actions'),
          width: 150,
          render: (row) => (
            <Space size="small">
              <Link to={`/systemmanage/account/alarminfo?user_id=${row.user_id}`}>{t('users.action.view')}</Link>
              {canKeep && (
                <Link to={`/systemmanage/account/alarmsetup?user_id=${row.user_id}`}>
                  {t('users.action.alarmSetup')}
                </Link>
              )}
            </Space>
          ),
        }}
      />
    </Card>
  );
};

export default AlarmRulesPage;
