import { notificationChannels, statusCategories, type PushSettings } from '@fireline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Checkbox, Form, message, Space, Spin, Switch, Typography } from 'antd';
import { SoundSettings } from '../components/SoundSettings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSoundOn, setSoundOn } from '../../../lib/alarm-sound';
import { formValues } from '../../../lib/api';
import type { MessageKey } from '../../../locales/en-US';
import { fetchPushSetting, savePushSetting } from '../api';
import { settingKeys } from '../keys';

type Values = { pushed: string[]; receive_all_fire: boolean; channels: string[] };

/** /systemmanage/setup: which alarm categories are pushed to me, on which channels, and the alarm sound (spec 000 §6). */
export const SetupPage = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const setting = useQuery({ queryKey: settingKeys.pushSetting(), queryFn: fetchPushSetting });
  const [isSound, setIsSound] = useState(isSoundOn);
  const save = useMutation({
    // The form only shows once the settings are loaded: the rules it does not show are sent back as they are.
    mutationFn: ({ values, current }: { values: Values; current: PushSettings }) =>
      savePushSetting(
        formValues({
          muted_categories: statusCategories.filter((category) => !values.pushed.includes(category)),
          receive_all_fire: values.receive_all_fire,
          channels: values.channels,
          designated_unit_ids: current.designated_unit_ids,
          priority: current.priority,
        }),
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingKeys.pushSetting(), saved);
      void message.success(t('setup.saved'));
    },
  });

  if (!setting.data) return <Spin />;
  const initial: Values = {
    pushed: statusCategories.filter((category) => !setting.data.muted_categories.includes(category)),
    receive_all_fire: setting.data.receive_all_fire,
    channels: setting.data.channels,
  };
  return (
    <Card title={t('setup.title')} data-testid="setup-page">
      <Form
        layout="vertical"
        initialValues={initial}
        onFinish={(values: Values) => save.mutate({ values, current: setting.data })}
      >
        <Form.Item name="pushed" label={t('setup.push')} extra={t('setup.pushHelp')}>
          <Checkbox.Group
            options={statusCategories.map((category) => ({
              value: category,
              label: t(`setup.category.${category}` as MessageKey),
            }))}
            data-testid="setup-categories"
          />
        </Form.Item>
        <Form.Item name="receive_all_fire" valuePropName="checked" label={t('setup.receiveAllFire')}>
          <Switch />
        </Form.Item>
        <Form.Item name="channels" label={t('setup.channels')}>
          <Checkbox.Group
            options={notificationChannels.map((channel) => ({
              value: channel,
              label: t(`setup.channel.${channel}` as MessageKey),
            }))}
          />
        </Form.Item>
        <Form.Item label={t('setup.sound')}>
          <Space>
            <Switch
              checked={isSound}
              onChange={(checked) => {
                setSoundOn(checked);
                setIsSound(checked);
              }}
              data-testid="setup-sound"
            />
            <Typography.Text type="secondary">
              {isSound ? t('alarmTip.soundOn') : t('alarmTip.soundOff')}
            </Typography.Text>
          </Space>
        </Form.Item>
        <Form.Item label={t('setup.soundByType')} extra={t('setup.soundByTypeHelp')}>
          <SoundSettings />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="setup-save">
          {t('setup.save')}
        </Button>
      </Form>
    </Card>
  );
};

export default SetupPage;
