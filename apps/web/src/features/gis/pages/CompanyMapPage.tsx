import { statusCategories } from '@fireline/shared';
import { Card, Col, Descriptions, Empty, Row, Space, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { isUnitUser, useButton } from '../../../lib/permissions';
import { loadSession } from '../../../lib/session';
import { idParam } from '../../../lib/url';
import type { MessageKey } from '../../../locales/en-US';
import { UnitMap } from '../components/UnitMap';
import { useLiveMap, useMapUnits } from '../hooks';
import { unitStateColors, unitStateKey } from '../map-states';

/** /company/companyMap (spec 001 §2): one unit's location and state, inside the unit's tabs; live like the map mode. */
export const CompanyMapPage = () => {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const user = loadSession()?.user;
  const companyId = idParam(search.get('company_id')) ?? (user && isUnitUser(user) ? user.company_id : undefined);
  const units = useMapUnits({ company_id: companyId }, { enabled: companyId !== undefined });
  const canEdit = useButton('networkcompany-info-edit');
  useLiveMap();

  if (companyId === undefined) return <Navigate to="/new_company_list" replace />;
  if (units.isError) return <Empty description={t('companies.info.missing')} data-testid="company-map-missing" />;
  const unit = units.data?.list[0];
  if (!unit) return <Spin />;
  const hasPoint = unit.lng !== null && unit.lat !== null;
  const open = statusCategories.filter((category) => unit.open_alarms[category] > 0);
  return (
    <Card title={`${unit.company_name} · ${t('gis.company.title')}`} data-testid="company-map-page">
      <Row gutter={16}>
        <Col flex="320px">
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('gis.card.state')}>
              <Tag color={unitStateColors[unit.state].tag} data-testid="company-map-state">
                {t(unitStateKey(unit.state))}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('gis.card.address')}>{unit.address ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('gis.company.coordinates')}>
              {hasPoint ? `${unit.lng}, ${unit.lat}` : '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('gis.card.openAlarms')}>
              {open.length === 0 ? (
                t('gis.card.none')
              ) : (
                <Space size={4} wrap>
                  {open.map((category) => (
                    <Tag key={category} color={category === 'fire' ? 'red' : category === 'fault' ? 'orange' : 'blue'}>
                      {t(`events.category.${category}` as MessageKey)} {unit.open_alarms[category]}
                    </Tag>
                  ))}
                </Space>
              )}
            </Descriptions.Item>
          </Descriptions>
        </Col>
        <Col flex="auto">
          {hasPoint ? (
            <UnitMap units={[unit]} height={520} />
          ) : (
            <Empty description={t('gis.company.noCoordinates')} data-testid="company-map-no-point">
              {canEdit && (
                <Link to={`/company/company/edit?type=edit&company_id=${unit.company_id}`}>
                  {t('gis.company.edit')}
                </Link>
              )}
            </Empty>
          )}
        </Col>
      </Row>
    </Card>
  );
};

export default CompanyMapPage;
