import type { CompanyRecord, DistrictKind } from '@fireline/shared';
import { Button, Card, Descriptions, Space, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { formatEpoch } from '../../../lib/site-time';
import { RegionName } from '../../../components/AddressPicker';
import type { FormField } from '../../../components/form-fields';
import { fieldValue } from '../../companies';
import { useEnumOptions } from '../../../components/enums';
import { idParam } from '../../../lib/url';
import { DISTRICT_ENUMS, districtSections } from '../district-form';
import { useCanManageDistrict, useDistrictOrg } from '../hooks';
import { bindingUnitPath, detailsPath, editPath, kindOfTab, listPath } from '../paths';

/** How a stored value reads: the region by its names, a level by its label, the location as "lng, lat". */
const display = (record: CompanyRecord, field: FormField): ReactNode => {
  const value = fieldValue(record, field.id);
  if (value === null || value === undefined || value === '') return '-';
  if (field.id === 'company_address') return <RegionName code={String(value)} />;
  if (typeof value === 'object' && 'lng' in value) return `${value.lng}, ${value.lat}`;
  if (field.options?.length) return field.options.find((option) => option.value === value)?.label ?? String(value);
  return String(value);
};

/**
 * /systemmanage/manage/details?company_id=&tab=2|4 (maintenance company, fire authority) and
 * /systemmanage/manage/details_center_info?company_id= (`kind` center, with its platform account): every field of the
 * organisation's form, read-only, and "edit" for holders of systemmanage-manage.
 */
export const DistrictDetailsPage = ({ kind: fixedKind }: { kind?: DistrictKind }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const kind = fixedKind ?? kindOfTab(params.get('tab'));
  const companyId = idParam(params.get('company_id'));
  // A centre or a unit reached through manage/details is sent on to its own page below, without loading it here.
  const isHere = kind !== undefined && kind !== 'cared' && (kind !== 'center' || fixedKind === 'center');
  const org = useDistrictOrg(isHere ? kind : undefined, companyId);
  const enumOptions = useEnumOptions(DISTRICT_ENUMS);
  const canEdit = useCanManageDistrict();

  if (!kind || companyId === undefined) return <Navigate to="/systemmanage/manage/1" replace />;
  if (!isHere) return <Navigate to={detailsPath(kind, companyId)} replace />;
  if (!org.data) return <Spin />;
  const record = org.data;
  const sections = districtSections({ t, kind, enumOptions, isPlatform: false }).filter(
    (section) => section.id !== 'account',
  );
  return (
    <Card
      title={record.company_name}
      data-testid="district-details"
      extra={
        <Space>
          <Button onClick={() => navigate(listPath(kind))}>{t('district.action.back')}</Button>
          <Button onClick={() => navigate(bindingUnitPath(kind, companyId))} data-testid="district-bound">
            {t('district.action.bound')}
          </Button>
          {canEdit && (
            <Button type="primary" onClick={() => navigate(editPath(kind, companyId))} data-testid="district-edit">
              {t('district.action.edit')}
            </Button>
          )}
        </Space>
      }
    >
      {sections.map((section) => (
        <Descriptions
          key={section.id}
          title={section.title}
          column={{ xs: 1, md: 2 }}
          size="small"
          style={{ marginBottom: 16 }}
        >
          {section.fields.map((field) => (
            <Descriptions.Item key={field.id} label={field.name}>
              <span data-testid={`value-${field.id}`}>{display(record, field)}</span>
            </Descriptions.Item>
          ))}
        </Descriptions>
      ))}
      {kind === 'center' && (
        <Descriptions
          title={t('district.section.account')}
          column={{ xs: 1, md: 2 }}
          size="small"
          style={{ marginBottom: 16 }}
        >
          <Descriptions.Item label={t('district.col.platform')}>
            <span data-testid="value-account">
              {record.is_platform === 1 && record.account ? record.account : t('district.platform.none')}
            </span>
          </Descriptions.Item>
        </Descriptions>
      )}
      <Descriptions column={{ xs: 1, md: 2 }} size="small">
        <Descriptions.Item label={t('district.field.create_time')}>
          {formatEpoch(record.create_time, 'YYYY-MM-DD HH:mm')}
        </Descriptions.Item>
        <Descriptions.Item label={t('district.field.update_time')}>
          {record.update_time ? formatEpoch(record.update_time, 'YYYY-MM-DD HH:mm') : '-'}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
};

export default DistrictDetailsPage;
