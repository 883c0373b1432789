import { unitMapStates } from '@fireline/shared';
import { Card, Empty, Space, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMapUnits } from '../hooks';
import { unitStateColors, unitStateKey } from '../map-states';
import { UnitMap } from './UnitMap';

/**
 * The home pages' "map distribution" card (spec 001 §2 "Dashboard cards"): the scope's units on the map, coloured by
 * their state now, with the count per state; its title opens map mode. The home page's live refresh covers it (the
 * map's query is refreshed with the statistics on a pushed alarm).
 */
export const MapDistributionCard = () => {
  const { t } = useTranslation();
  const units = useMapUnits({});
  return (
    <Card
      size="small"
      className="home-card"
      title={<Link to="/gis">{t('gis.home.distribution')}</Link>}
      data-testid="home-map-card"
      extra={
        units.data && (
          <Space size={4} wrap>
            {unitMapStates.map((state) => (
              <Tag key={state} color={unitStateColors[state].tag} data-testid={`home-map-${state}`}>
                {t(unitStateKey(state))} {units.data.states[state]}
              </Tag>
            ))}
          </Space>
        )
      }
    >
      {units.isError ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('gis.unavailable')} />
      ) : units.data ? (
        <UnitMap units={units.data.list} height={360} />
      ) : (
        <Spin style={{ display: 'block', margin: '40px auto' }} />
      )}
    </Card>
  );
};

/** The unit home's location card: where the unit is and its state; its title opens the unit's own map tab. */
export const UnitLocationCard = ({ companyId }: { companyId: number }) => {
  const { t } = useTranslation();
  const units = useMapUnits({ company_id: companyId });
  const unit = units.data?.list[0];
  const placed = unit && unit.lng !== null && unit.lat !== null;
  return (
    <Card
      size="small"
      className="home-card"
      title={<Link to={`/company/companyMap?company_id=${companyId}`}>{t('gis.company.title')}</Link>}
      data-testid="home-unit-map-card"
    >
      {units.isError ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('gis.unavailable')} />
      ) : !unit ? (
        <Spin style={{ display: 'block', margin: '40px auto' }} />
      ) : placed ? (
        <UnitMap units={[unit]} height={280} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('gis.home.noPoint')} />
      )}
    </Card>
  );
};

export default MapDistributionCard;
