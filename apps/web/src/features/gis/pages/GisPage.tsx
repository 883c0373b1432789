import { caredCategories, gisPermissions, unitMapStates, type GisUnit, type UnitMapState } from '@fireline/shared';
import { Badge, Button, Card, Empty, Form, Radio, Segmented, Select, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { hasPermissionId } from '../../../lib/permissions';
import { loadSession } from '../../../lib/session';
import { AddressPicker } from '../../../components/AddressPicker';
import type { MessageKey } from '../../../locales/en-US';
import type { MapUnitQuery } from '../api';
import { UnitMap } from '../components/UnitMap';
import { useLiveMap, useMapUnits } from '../hooks';
import { unitStateColors, unitStateKey } from '../map-states';
import './gis.css';

/** The unit types the filter offers: a cared unit's category, or the household kind (which has none). */
const unitTypes = [...caredCategories, 'household'] as const;
type UnitType = (typeof unitTypes)[number];
const typeKey = (type: UnitType) =>
  (type === 'household' ? 'gis.type.household' : `companies.category.${type}`) as MessageKey;

/** The map's query from the page's URL: `type` (a category or `household`), `state`, `region_code`. */
const queryOf = (search: URLSearchParams): MapUnitQuery => {
  const type = search.get('type') as UnitType | null;
  const state = search.get('state') as UnitMapState | null;
  const region = search.get('region_code');
  return {
    ...(type && unitTypes.includes(type) ? (type === 'household' ? { kind: type } : { category: type }) : {}),
    ...(state && unitMapStates.includes(state) ? { state } : {}),
    ...(region && /^\d{2,12}$/.test(region) ? { region_code: region } : {}),
  };
};

const StateLegend = ({ states }: { states?: Record<UnitMapState, number> }) => {
  const { t } = useTranslation();
  return (
    <Space size={12} wrap data-testid="gis-legend">
      {unitMapStates.map((state) => (
        <Badge
          key={state}
          color={unitStateColors[state].hex}
          text={`${t(unitStateKey(state))} ${states?.[state] ?? 0}`}
        />
      ))}
    </Space>
  );
};

/** The filter mode's unit list: a unit on the map opens its card there; one without coordinates opens its home page. */
const UnitList = ({ units, onFocus }: { units: GisUnit[]; onFocus: (id: number) => void }) => {
  const { t } = useTranslation();
  if (units.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('gis.filter.empty')} />;
  return (
    <ul className="fl-gis-list" data-testid="gis-unit-list">
      {units.map((unit) => {
        const label = (
          <>
            <span className="fl-gis-dot" style={{ background: unitStateColors[unit.state].hex }} />
            <span className="fl-gis-name">{unit.company_name}</span>
            {unit.open_total > 0 && <Tag color="red">{unit.open_total}</Tag>}
            {unit.lng === null && <Tag>{t('gis.noCoordinatesTag')}</Tag>}
          </>
        );
        return (
          <li key={unit.company_id}>
            {unit.lng === null ? (
              <Link to={`/company/home_page?company_id=${unit.company_id}`}>{label}</Link>
            ) : (
              <button type="button" onClick={() => onFocus(unit.company_id)}>
                {label}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
};

/**
 * /gis (spec 000 §2): every unit of the scope on the map, coloured by its worst state now and live; `maptype=filter`
 * adds the filter panel (unit type, state, region) with the matching units listed.
 */
export const GisPage = () => {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const isFilter = search.get('maptype') === 'filter';
  const query = useMemo(() => (isFilter ? queryOf(search) : {}), [isFilter, search]);
  const session = loadSession();
  // The call admits the home page's people and the unit list's (docs/map.md); anyone else is told, not refused.
  const mayView = session
    ? gisPermissions.some((id) => hasPermissionId(session.control, id, session.user.role_code))
    : false;
  const units = useMapUnits(query, { enabled: mayView });
  useLiveMap();
  const [focus, setFocus] = useState<{ id: number }>();
  const list = units.data?.list ?? [];
  const unplaced = list.filter((unit) => unit.lng === null || unit.lat === null).length;

  const setParam = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    setSearch(next, { replace: true });
  };
  const type = search.get('type') ?? undefined;
  const state = search.get('state') ?? '';

  const map = <UnitMap units={list} height="calc(100vh - 250px)" focus={focus} />;
  if (!mayView)
    return (
      <Card title={t('gis.title')}>
        <Empty description={<span data-testid="gis-no-permission">{t('gis.noPermission')}</span>} />
      </Card>
    );
  return (
    <Card
      title={t('gis.title')}
      data-testid="gis-page"
      extra={
        <Segmented
          value={isFilter ? 'filter' : 'all'}
          onChange={(value) => setSearch(value === 'filter' ? { maptype: 'filter' } : {}, { replace: true })}
          options={[
            { value: 'all', label: t('gis.mode.all') },
            { value: 'filter', label: t('gis.mode.filter') },
          ]}
          data-testid="gis-mode"
        />
      }
      styles={{ body: { paddingTop: 12 } }}
    >
      <Space size={24} wrap style={{ marginBottom: 12 }}>
        <StateLegend states={units.data?.states} />
        <Typography.Text type="secondary" data-testid="gis-count">
          {t('gis.count', { count: units.data?.total ?? 0 })}
          {unplaced > 0 && ` · ${t('gis.noCoordinates', { count: unplaced })}`}
        </Typography.Text>
        <Typography.Text type="secondary">{t('gis.live')}</Typography.Text>
      </Space>
      {isFilter ? (
        <div className="fl-gis-filter-layout">
          <aside className="fl-gis-panel" data-testid="gis-filters">
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              {t('gis.filter.title')}
            </Typography.Title>
            <Form layout="vertical" size="middle">
              <Form.Item label={t('gis.filter.type')}>
                <Select
                  allowClear
                  data-testid="gis-filter-type"
                  placeholder={t('gis.filter.any')}
                  value={type}
                  onChange={(value?: string) => setParam('type', value)}
                  options={unitTypes.map((value) => ({ value, label: t(typeKey(value)) }))}
                />
              </Form.Item>
              <Form.Item label={t('gis.filter.state')}>
                <Radio.Group
                  value={state}
                  onChange={(event) => setParam('state', event.target.value || undefined)}
                  data-testid="gis-filter-state"
                  optionType="button"
                  size="small"
                  options={[
                    { value: '', label: t('gis.filter.any') },
                    ...unitMapStates.map((value) => ({ value, label: t(unitStateKey(value)) })),
                  ]}
                />
              </Form.Item>
              <Form.Item label={t('gis.filter.region')}>
                <AddressPicker
                  value={search.get('region_code') ?? undefined}
                  onChange={(code) => setParam('region_code', code)}
                  placeholder={t('gis.filter.any')}
                />
              </Form.Item>
              <Button onClick={() => setSearch({ maptype: 'filter' }, { replace: true })} data-testid="gis-reset">
                {t('gis.filter.reset')}
              </Button>
            </Form>
            <UnitList units={list} onFocus={(id) => setFocus({ id })} />
          </aside>
          <div className="fl-gis-map">{map}</div>
        </div>
      ) : (
        map
      )}
    </Card>
  );
};

export default GisPage;
