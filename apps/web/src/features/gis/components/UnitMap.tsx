import type { GisUnit } from '@fireline/shared';
import { Alert, Spin } from 'antd';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MapBoundary } from '../../../components/MapBoundary';
import type { MapTheme } from '../../../components/LeafletMap';
import { CHINA_BOUNDS, CHINA_CENTER, unitStateColors, unitStateKey, unitStateSeverity } from '../map-states';
import { UnitCard } from './UnitCard';

const LeafletMap = lazy(() => import('../../../components/LeafletMap'));

type Props = {
  /** Units as gis/unit_list/ answers them; those without coordinates are left off the map. */
  units: GisUnit[];
  height: number | string;
  /** The plain background's colours when the site has no tiles: `dark` for a wall screen. */
  theme?: MapTheme;
  /** Opens this unit's card (zooming in to it); a new object opens it again. */
  focus?: { id: number };
  /** What a unit's marker opens; the unit's card by default. */
  renderCard?: (unit: GisUnit) => ReactNode;
  /** Markers drawn this many times their size (a 3840 px wall: 2). */
  markerScale?: number;
};

/**
 * Units on a map, coloured by their worst state now and grouped when zoomed out (a group takes its worst unit's
 * colour); a click opens the unit's card. Without a tile source the map is a plain background with China's outline.
 * For map mode, the unit frame's map, the home page's "map distribution" card and the monitor screen.
 */
export const UnitMap = ({ units, height, theme = 'light', focus, renderCard, markerScale }: Props) => {
  const { t } = useTranslation();
  const placed = useMemo(
    () =>
      units.filter((unit): unit is GisUnit & { lng: number; lat: number } => unit.lng !== null && unit.lat !== null),
    [units],
  );
  const markers = useMemo(
    () =>
      placed.map((unit) => ({
        id: unit.company_id,
        lng: unit.lng,
        lat: unit.lat,
        color: unitStateColors[unit.state].hex,
        severity: unitStateSeverity(unit.state),
        title: `${unit.company_name} ${t(unitStateKey(unit.state))}`,
      })),
    [placed, t],
  );
  const byId = useMemo(() => new Map(units.map((unit) => [unit.company_id, unit])), [units]);
  const only = placed.length === 1 ? placed[0] : undefined;
  return (
    <MapBoundary fallback={<Alert type="warning" showIcon title={t('gis.unavailable')} />}>
      <Suspense fallback={<Spin style={{ display: 'block', margin: '40px auto' }} />}>
        <LeafletMap
          height={height}
          theme={theme}
          cluster
          center={only ? { lng: only.lng, lat: only.lat } : CHINA_CENTER}
          zoom={only ? 15 : 4}
          markers={markers}
          // One unit: its place, not the country (issue 28); several: the outline with all of them.
          plainBounds={only ? undefined : CHINA_BOUNDS}
          focus={focus}
          markerScale={markerScale}
          renderPopup={(id) => {
            const unit = byId.get(id);
            if (!unit) return null;
            return renderCard ? renderCard(unit) : <UnitCard unit={unit} />;
          }}
        />
      </Suspense>
    </MapBoundary>
  );
};

export default UnitMap;
