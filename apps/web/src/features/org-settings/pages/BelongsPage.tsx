import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Empty, Space, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatEpoch } from '../../../lib/site-time';
import { RegionName } from '../../../components/AddressPicker';
import type { MessageKey } from '../../../locales/en-US';
import { fetchAffiliations } from '../api';
import { orgSettingKeys } from '../keys';

/**
 * /systemmanage/belongs (所属中心): the monitoring centres the caller's organisation is bound to (or being bound to),
 * with how to reach them; for a centre, the centre above it.
 */
export const BelongsPage = () => {
  const { t } = useTranslation();
  const list = useQuery({ queryKey: orgSettingKeys.belongs(), queryFn: fetchAffiliations });
  if (!list.data) return <Spin />;
  return (
    <Card title={t('orgSettings.belongs.title')} data-testid="belongs-page">
      {list.data.list.length === 0 && <Empty description={t('orgSettings.belongs.none')} />}
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {list.data.list.map((centre) => (
          <Descriptions
            key={centre.company_id}
            bordered
            size="small"
            column={{ xs: 1, md: 2 }}
            data-testid={`belongs-${centre.company_id}`}
            title={
              <Space>
                {centre.company_name}
                {centre.stu === null ? (
                  <Tag>{t('orgSettings.belongs.parent')}</Tag>
                ) : (
                  <Tag color={centre.stu === 1 ? 'green' : 'orange'}>
                    {t(`district.binding.stu.${centre.stu}` as MessageKey)}
                  </Tag>
                )}
              </Space>
            }
          >
            <Descriptions.Item label={t('orgSettings.belongs.contact')}>{centre.contact_name ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('orgSettings.belongs.phone')}>{centre.contact_phone ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('orgSettings.belongs.controlRoomPhone')}>
              {centre.control_room_phone ?? '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('orgSettings.belongs.region')}>
              <RegionName code={centre.company_address} />
            </Descriptions.Item>
            <Descriptions.Item label={t('orgSettings.belongs.address')}>
              {centre.company_address_specific ?? '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('orgSettings.belongs.since')}>
              {centre.bound_time === null ? '-' : formatEpoch(centre.bound_time, 'YYYY-MM-DD HH:mm')}
            </Descriptions.Item>
          </Descriptions>
        ))}
      </Space>
    </Card>
  );
};

export default BelongsPage;
