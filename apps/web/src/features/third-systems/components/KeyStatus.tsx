import type { ThirdSystem } from '@fireline/shared';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The key's state: its hint while one works, else that none does. */
export const KeyStatus = ({ system }: { system: Pick<ThirdSystem, 'key_status' | 'key_hint'> }) => {
  const { t } = useTranslation();
  if (system.key_status === 'revoked') return <Tag color="red">{t('thirdSystems.key.revoked')}</Tag>;
  return (
    <Space size={4}>
      <Tag color="green">{t('thirdSystems.key.active')}</Tag>
      <Typography.Text code>{system.key_hint}</Typography.Text>
    </Space>
  );
};
