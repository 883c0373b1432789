import { hydrantMapStates, type HydrantMapPoint, type HydrantMapState } from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Select, Space, Spin, Tag, Typography } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { idParam } from '../../../lib/url';
import { centerOf } from '../../../components/coordinates';
import { MapBoundary } from '../../../components/MapBoundary';
import type { MessageKey } from '../../../locales/en-US';
import { fetchHydrantPoints } from '../api';
import { formatPressure } from '../pressure';
import { hydrantStateColors } from '../map-states';
import { hydrantKeys } from '../keys';

const LeafletMap = lazy(() => import('../../../components/LeafletMap'));

const stateKey = (state: HydrantMapState) => `hydrants.mapState.${state}` as MessageKey;

const StateTag = ({ state }: { state: HydrantMapState }) => {
  const { t } = useTranslation();
  return <Tag color={hydrantStateColors[state].tag}>{t(stateKey(state))}</Tag>;
};

/** The popup of one hydrant: what an operator checks before opening its details. */
const HydrantPopup = ({ point }: { point: HydrantMapPoint }) => {
  const { t } = useTranslation();
  return (
    <div data-testid="hydrant-popup" style={{ minWidth: 220 }}>
      <Typography.Text strong>{point.equipment_name}</Typography.Text>
      <Descriptions size="small" column={1} style={{ marginTop: 4 }}>
        <Descriptions.Item label={t('hydrants.field.number')}>{point.equipment_number}</Descriptions.Item>
        <Descriptions.Item label={t('hydrants.field.address')}>{point.address ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('hydrants.field.pressure')}>{formatPressure(point.pressure)}</Descriptions.Item>
        <Descriptions.Item label={t('hydrants.field.status')}>
          <StateTag state={point.state} />
        </Descriptions.Item>
        <Descriptions.Item label={t('hydrants.field.owner')}>{point.company_name}</Descriptions.Item>
      </Descriptions>
      <Link to={`/firecock/details_firecock?equipment_id=${point.equipment_id}`}>{t('hydrants.action.details')}</Link>
    </div>
  );
};

/** /firecock/map_firecock: every hydrant in the user's scope as a marker coloured by its state, filtered by owner and state. */
export const HydrantMapPage = () => {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const companyId = idParam(search.get('company_id'));
  const requestedState = search.get('state') as HydrantMapState | null;
  const state = requestedState && hydrantMapStates.includes(requestedState) ? requestedState : undefined;
  const filters = { company_id: companyId, state };
  const points = useQuery({ queryKey: hydrantKeys.map(filters), queryFn: () => fetchHydrantPoints(filters) });
  // The owner choice lists every owner in scope, whatever the filters hide (the same call unfiltered, cached).
  const everything = useQuery({
    queryKey: hydrantKeys.map({ company_id: undefined, state: undefined }),
    queryFn: () => fetchHydrantPoints({}),
  });
  const owners = [
    ...new Map((everything.data ?? []).map((point) => [point.company_id, point.company_name])).entries(),
  ].map(([value, label]) => ({ value, label }));
  const markers = useMemo(
    () =>
      (points.data ?? []).map((point) => ({
        id: point.equipment_id,
        lng: point.longitude,
        lat: point.latitude,
        color: hydrantStateColors[point.state].hex,
        title: `${point.equipment_number} ${t(stateKey(point.state))}`,
      })),
    [points.data, t],
  );
  const byId = new Map((points.data ?? []).map((point) => [point.equipment_id, point]));
  const first = points.data?.[0];

  const setFilter = (key: 'company_id' | 'state', value: string | undefined) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    setSearch(next, { replace: true });
  };

  return (
    <Card title={t('hydrants.map.title')} data-testid="hydrant-map-page">
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          data-testid="hydrant-map-unit"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 240 }}
          placeholder={t('hydrants.map.allUnits')}
          value={companyId}
          onChange={(value?: number) => setFilter('company_id', value === undefined ? undefined : String(value))}
          options={owners}
        />
        <Select
          data-testid="hydrant-map-state"
          allowClear
          style={{ width: 160 }}
          placeholder={t('hydrants.map.allStates')}
          value={state}
          onChange={(value?: string) => setFilter('state', value)}
          options={hydrantMapStates.map((value) => ({ value, label: <StateTag state={value} /> }))}
        />
        <Typography.Text type="secondary">
          {t('hydrants.map.count', { count: points.data?.length ?? 0 })}
        </Typography.Text>
        <Space size={4}>
          {hydrantMapStates.map((value) => (
            <StateTag key={value} state={value} />
          ))}
        </Space>
      </Space>
      <MapBoundary fallback={<Alert type="warning" showIcon title={t('hydrants.map.unavailable')} />}>
        <Suspense fallback={<Spin />}>
          <Spin spinning={points.isFetching}>
            <LeafletMap
              height={560}
              center={centerOf(first ? { lng: first.longitude, lat: first.latitude } : undefined)}
              markers={markers}
              renderPopup={(id) => {
                const point = byId.get(id);
                return point ? <HydrantPopup point={point} /> : null;
              }}
            />
          </Spin>
        </Suspense>
      </MapBoundary>
    </Card>
  );
};

export default HydrantMapPage;
