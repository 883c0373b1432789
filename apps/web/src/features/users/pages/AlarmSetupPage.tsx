import { notificationChannels, statusCategories, type PushSettingsBody, type StatusCategory } from '@fireline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Checkbox, Descriptions, Form, InputNumber, message, Select, Spin, Switch, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MessageKey } from '../../../locales/en-US';
import { fetchPushSettingOf, fetchScopeUnits, savePushSettingOf } from '../api';
import { useUserOfQuery } from '../hooks';
import { userKeys } from '../keys';

type Values = {
  receive_all_fire: boolean;
  designated_unit_ids: number[];
  priority: number;
  pushed: StatusCategory[];
  channels: PushSettingsBody['channels'];
};

/**
 * /systemmanage/account/alarmsetup?user_id=: one person's alarm distribution rules and push switches, saved with
 * user/push_setting and target_uid (the server applies them to every alarm it assigns).
 */
export const AlarmSetupPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { userId, user } = useUserOfQuery();
  const [unitSearch, setUnitSearch] = useState('');
  const setting = useQuery({
    queryKey: userKeys.pushSetting(userId),
    queryFn: () => fetchPushSettingOf(userId!),
    enabled: userId !== undefined,
  });
  const units = useQuery({
    queryKey: userKeys.scopeUnits(unitSearch),
    queryFn: () => fetchScopeUnits(unitSearch || undefined),
    staleTime: 60_000,
  });
  const save = useMutation({
    mutationFn: (values: Values) =>
      savePushSettingOf(userId!, {
        receive_all_fire: values.receive_all_fire,
        designated_unit_ids: values.designated_unit_ids,
        priority: values.priority ?? 0,
        muted_categories: statusCategories.filter((category) => !values.pushed.includes(category)),
        channels: values.channels,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(userKeys.pushSetting(userId), saved);
      void queryClient.invalidateQueries({ queryKey: userKeys.alarmAll() });
      void message.success(t('users.alarm.saved'));
      void navigate('/systemmanage/account/alarm');
    },
  });
  if (!setting.data || !user.data) return <Spin />;
  const initial: Values = {
    receive_all_fire: setting.data.receive_all_fire,
    designated_unit_ids: setting.data.designated_unit_ids,
    priority: setting.data.priority,
    pushed: statusCategories.filter((category) => !setting.data.muted_categories.includes(category)),
    channels: setting.data.channels as PushSettingsBody['channels'],
  };
  const unitOptions = (units.data?.list ?? []).map((unit) => ({ value: unit.company_id, label: unit.company_name }));
  // Designated units outside the first page of the search still show as chosen.
  for (const id of initial.designated_unit_ids)
    if (!unitOptions.some((option) => option.value === id)) unitOptions.push({ value: id, label: `#${id}` });
  return (
    <Card
      title={`${t('users.route.alarmSetup')} · ${user.data.name} (${user.data.account})`}
      data-testid="alarm-setup-page"
    >
      <Form
        layout="vertical"
        initialValues={initial}
        onFinish={(values: Values) => save.mutate(values)}
        style={{ maxWidth: 720 }}
      >
        <Form.Item name="receive_all_fire" valuePropName="checked" label={t('users.alarm.receiveAllFire')}>
          <Switch data-testid="alarm-receive-all-fire" />
        </Form.Item>
        <Form.Item
          name="designated_unit_ids"
          label={t('users.alarm.designated')}
          extra={t('users.alarm.designatedHelp')}
        >
          <Select
            mode="multiple"
            allowClear
            showSearch
            filterOption={false}
            onSearch={setUnitSearch}
            placeholder={t('users.alarm.searchUnit')}
            options={unitOptions}
          />
        </Form.Item>
        <Form.Item name="priority" label={t('users.alarm.priority')} extra={t('users.alarm.priorityHelp')}>
          <InputNumber min={0} max={100} precision={0} />
        </Form.Item>
        <Form.Item name="pushed" label={t('users.alarm.pushed')}>
          <Checkbox.Group
            options={statusCategories.map((category) => ({
              value: category,
              label: t(`setup.category.${category}` as MessageKey),
            }))}
          />
        </Form.Item>
        <Form.Item name="channels" label={t('users.alarm.channels')}>
          <Checkbox.Group
            options={notificationChannels.map((channel) => ({
              value: channel,
              label: t(`setup.channel.${channel}` as MessageKey),
            }))}
          />
        </Form.Item>
        <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('users.alarm.offlineFirst')}>
            <Tag color="blue">{t('users.alarm.always')}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('users.alarm.workload')}>
            <Tag color="blue">{t('users.alarm.always')}</Tag>
          </Descriptions.Item>
        </Descriptions>
        <Button onClick={() => void navigate(-1)} style={{ marginRight: 8 }}>
          {t('kit.form.cancel')}
        </Button>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="alarm-setup-save">
          {t('kit.form.save')}
        </Button>
      </Form>
    </Card>
  );
};

export default AlarmSetupPage;
