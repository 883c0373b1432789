import { companyTypeByKind, statusCategories, type GisUnit, type OrgKind } from '@fireline/shared';
import { Descriptions, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loadSession } from '../../../lib/session';
import { hasPermissionId } from '../../../lib/permissions';
import type { MessageKey } from '../../../locales/en-US';
import { unitStateColors, unitStateKey } from '../map-states';

/** Where a unit's alarms are listed for this user: the alarm desk's list when they hold it, else the unit's history. */
const alarmListOf = (unit: GisUnit) => {
  const session = loadSession();
  const category = statusCategories.find((item) => unit.open_alarms[item] > 0) ?? 'fire';
  const canUseDesk = session ? hasPermissionId(session.control, 'alarmdeal-list', session.user.role_code) : false;
  if (canUseDesk && category !== 'firecock')
    return `/alarmdeal/alarmdeal_list/${category}?company_id=${unit.company_id}`;
  const tab = ['fault', 'abnormal', 'operation'].includes(category) ? `${category}_info` : 'fire_info';
  return `/company/historyalarm/${tab}?company_id=${unit.company_id}&company_type=${companyTypeByKind[unit.kind as OrgKind] ?? ''}`;
};

/** A unit's card on the map: what it is, its state and open alarms, and the way to its home page and its alarms. */
export const UnitCard = ({ unit }: { unit: GisUnit }) => {
  const { t } = useTranslation();
  const open = statusCategories.filter((category) => unit.open_alarms[category] > 0);
  const companyType = companyTypeByKind[unit.kind as OrgKind] ?? '';
  return (
    <div data-testid="unit-card" style={{ minWidth: 240, maxWidth: 320 }}>
      <Typography.Text strong>{unit.company_name}</Typography.Text>
      <Descriptions size="small" column={1} style={{ marginTop: 4 }}>
        <Descriptions.Item label={t('gis.card.address')}>{unit.address ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('gis.card.state')}>
          <Tag color={unitStateColors[unit.state].tag} data-testid="unit-card-state">
            {t(unitStateKey(unit.state))}
          </Tag>
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
      <Space size={16}>
        <Link to={`/company/home_page?company_id=${unit.company_id}&company_type=${companyType}`}>
          {t('gis.card.home')}
        </Link>
        <Link to={alarmListOf(unit)}>{t('gis.card.alarms')}</Link>
      </Space>
    </div>
  );
};
