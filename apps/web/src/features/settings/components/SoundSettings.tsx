import { statusCategories, type StatusCategory } from '@fireline/shared';
import { PlayCircleOutlined } from '@ant-design/icons';
import { Button, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  alarmSounds,
  defaultSound,
  playAlarmSound,
  setSoundChoice,
  soundChoices,
  type AlarmSound,
} from '../../../lib/alarm-sound';
import type { MessageKey } from '../../../locales/en-US';

/** The sound each alarm category plays in this browser (spec 000 §9: alarm, normal, alarm_confirm or the user's choice). */
export const SoundSettings = () => {
  const { t } = useTranslation();
  const [choices, setChoices] = useState(soundChoices);
  const choose = (category: StatusCategory, sound: AlarmSound) => {
    setSoundChoice(category, sound);
    setChoices(soundChoices());
  };
  return (
    <Space direction="vertical" size={8} data-testid="setup-sounds">
      {statusCategories.map((category) => {
        const sound =
          choices[category] ??
          defaultSound({ alarm_status: category === 'fire' ? 'alarm' : 'normal', confirm_type: 0 });
        return (
          <Space key={category}>
            <span style={{ display: 'inline-block', width: 120 }}>{t(`setup.category.${category}` as MessageKey)}</span>
            <Select<AlarmSound>
              value={sound}
              style={{ width: 220 }}
              onChange={(value) => choose(category, value)}
              options={alarmSounds.map((value) => ({ value, label: t(`setup.soundName.${value}` as MessageKey) }))}
              data-testid={`setup-sound-${category}`}
            />
            <Button
              icon={<PlayCircleOutlined />}
              onClick={() => playAlarmSound(sound)}
              aria-label={t('setup.soundPreview')}
            >
              {t('setup.soundPreview')}
            </Button>
          </Space>
        );
      })}
    </Space>
  );
};
