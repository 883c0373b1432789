import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, Progress, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatEpoch } from '../../../lib/site-time';
import { useEnumOptions } from '../../../components/enums';
import type { MessageKey } from '../../../locales/en-US';
import { fetchOwnOrg } from '../api';
import { ARCHIVE_ENUMS, archiveSections } from '../archive-form';
import { ArchiveView } from '../components/ArchiveView';
import { orgSettingKeys } from '../keys';

/**
 * /systemmanage/basic (基础信息管理): the caller's own organisation, read-only, in the sections of its archive form; the
 * way to edit it when the server says the caller may (systemmanage-basic-edit).
 */
export const BasicInfoPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const enumOptions = useEnumOptions(ARCHIVE_ENUMS);
  const own = useQuery({ queryKey: orgSettingKeys.own(), queryFn: fetchOwnOrg });

  if (own.isError) return <Empty description={t('companies.info.missing')} />;
  if (!own.data) return <Spin />;
  const { company, can_edit: canEdit, locked_fields: locked } = own.data;
  const sections = archiveSections({ t, kind: company.company_kind, enumOptions, locked });
  return (
    <Card
      title={company.company_name}
      data-testid="basic-info-page"
      extra={
        <Space>
          <span>{t('companies.info.integrity')}</span>
          <Progress type="circle" size={48} percent={company.integrity_score} />
          {canEdit === 1 && (
            <Button
              type="primary"
              onClick={() => navigate('/systemmanage/basic/edit?type=edit')}
              data-testid="basic-edit"
            >
              {t('orgSettings.basic.edit')}
            </Button>
          )}
        </Space>
      }
    >
      {canEdit === 0 && (
        <Alert type="info" showIcon title={t('orgSettings.basic.readOnly')} style={{ marginBottom: 16 }} />
      )}
      <Descriptions column={{ xs: 1, md: 2 }} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('orgSettings.basic.kind')}>
          {t(`orgSettings.kind.${company.company_kind}` as MessageKey)}
        </Descriptions.Item>
        <Descriptions.Item label={t('orgSettings.basic.created')}>
          {formatEpoch(company.create_time, 'YYYY-MM-DD HH:mm')}
        </Descriptions.Item>
        {company.center_name && (
          <Descriptions.Item label={t('companies.col.center')}>{company.center_name}</Descriptions.Item>
        )}
      </Descriptions>
      <ArchiveView record={company} sections={sections} />
    </Card>
  );
};

export default BasicInfoPage;
