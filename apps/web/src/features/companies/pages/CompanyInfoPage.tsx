import type { CompanyRecord } from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Image, Progress, Space, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { isUnitUser } from '../../../lib/permissions';
import { loadSession } from '../../../lib/session';
import { formatEpoch } from '../../../lib/site-time';
import { RegionName } from '../../../components/AddressPicker';
import { EMPTY_DATE } from '../../../components/form-fields';
import { StoredImage } from '../../../components/StoredImage';
import { fetchCompany } from '../api';
import { COMPANY_ENUMS, companySections, fieldValue } from '../company-form';
import { useEnumOptions } from '../../../components/enums';
import { idParam } from '../../../lib/url';
import { BindingRequestsButton } from '../../bindings';
import { companyKeys } from '../keys';

/** How a stored value reads on screen: choices by their label, pictures as thumbnails, coordinates as a pair. */
const display = (
  company: CompanyRecord,
  id: string,
  type: string,
  options: { value: string | number; label: string }[] | undefined,
): ReactNode => {
  const value = fieldValue(company, id);
  // A date left empty is stored as the form's 2000-01-01 placeholder (spec 001 §5): it reads as not given.
  if (value === null || value === undefined || value === '' || (type === 'date' && value === EMPTY_DATE)) return '-';
  if (type === 'img' && Array.isArray(value))
    return value.length ? (
      <Image.PreviewGroup>
        {value.map((file) => (
          <StoredImage key={file} src={`/files/${file}`} width={72} height={72} />
        ))}
      </Image.PreviewGroup>
    ) : (
      '-'
    );
  if (typeof value === 'object' && 'lng' in value) return `${value.lng}, ${value.lat}`;
  if (options?.length) return options.find((option) => option.value === value)?.label ?? String(value);
  return String(value);
};

/** /company/home_page and /company/company: the unit's archive with its completeness, and the way to edit it. */
export const CompanyInfoPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const user = loadSession()?.user;
  // Only a unit's own users have a unit to fall back to; a centre's organisation is not a unit.
  const companyId = idParam(searchParams.get('company_id')) ?? (user && isUnitUser(user) ? user.company_id : undefined);
  const enumOptions = useEnumOptions(COMPANY_ENUMS);
  const company = useQuery({
    queryKey: companyKeys.info(companyId),
    queryFn: () => fetchCompany(companyId!),
    enabled: companyId !== undefined,
  });

  if (companyId === undefined) return <Navigate to="/new_company_list" replace />;
  if (company.isError) return <Empty description={t('companies.info.missing')} data-testid="company-info-missing" />;
  if (!company.data) return <Spin />;
  const record = company.data;
  return (
    <>
      <Card
        title={record.company_name}
        data-testid="company-info-page"
        extra={
          <Space>
            <span>{t('companies.info.integrity')}</span>
            <Progress type="circle" size={48} percent={record.integrity_score} data-testid="integrity-score" />
            <BindingRequestsButton companyId={record.company_id} companyName={record.company_name} />
            <Button
              type="primary"
              onClick={() => navigate(`/company/company/edit?type=edit&company_id=${record.company_id}`)}
            >
              {t('companies.info.edit')}
            </Button>
          </Space>
        }
      >
        {companySections(t, enumOptions).map((section) => (
          <Descriptions
            key={section.id}
            title={section.title}
            column={{ xs: 1, md: 2 }}
            size="small"
            style={{ marginBottom: 16 }}
          >
            {section.fields.map((field) => (
              <Descriptions.Item key={field.id} label={field.name} span={field.type === 'img' ? 2 : 1}>
                {field.id === 'company_address' ? (
                  <RegionName code={record.company_address as string | null} />
                ) : (
                  display(record, field.id, field.type, field.options)
                )}
              </Descriptions.Item>
            ))}
          </Descriptions>
        ))}
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('companies.col.center')}>{record.center_name ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('companies.col.authority')}>
            {record.authority_company_name ?? '-'}
          </Descriptions.Item>
          <Descriptions.Item label={t('companies.col.created')}>
            {formatEpoch(record.create_time, 'YYYY-MM-DD HH:mm')}
          </Descriptions.Item>
        </Descriptions>
      </Card>
    </>
  );
};

export default CompanyInfoPage;
