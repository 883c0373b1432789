import L from './leaflet-global';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useClientConfig } from '../lib/client-config';
import { loadChinaOutline } from './china-outline';
import type { Point } from './coordinates';
import { markTilesFailed, probeTiles, type TileState } from './map-tiles';
import './leaflet-map.css';

const ZOOM = 14;
const MAX_ZOOM = 19;
/** Tile errors in a row (none loaded between) after which the layer is dropped: the network has gone away. */
const FAILURES_BEFORE_STOP = 3;

/**
 * A coloured dot on the map; its popup is rendered by the page (React content, router links work). `severity` orders
 * markers for clustering: a cluster takes the colour of its member with the highest one (its worst state).
 */
export type MapMarker = { id: number; lng: number; lat: number; color: string; title: string; severity?: number };

/** The plain background drawn when there are no tiles: a light console page, or a dark wall screen. */
export type MapTheme = 'light' | 'dark';

const backgrounds: Record<MapTheme, { sea: string; land: string; border: string }> = {
  light: { sea: '#e8eef4', land: '#fbfcfd', border: '#8fa8c2' },
  dark: { sea: '#06101f', land: '#0f2340', border: '#3d7cc4' },
};

type Props = {
  center: Point;
  /** The first zoom level (14 by default: a street around `center`). */
  zoom?: number;
  /** A click picks a point (coordinate picker): the picked point is drawn. */
  onPick?: (point: Point) => void;
  markers?: MapMarker[];
  renderPopup?: (id: number) => ReactNode;
  height?: number | string;
  /** Groups nearby markers while zoomed out (leaflet.markercluster); a click on a group zooms in to it. */
  cluster?: boolean;
  theme?: MapTheme;
  /** Fitting the view to the markers zooms in at most this far. */
  fitMaxZoom?: number;
  /**
   * Without tiles the view takes in at least these bounds (China's, for the unit maps): the outline is what tells the
   * reader where the markers are.
   */
  plainBounds?: L.LatLngTuple[];
  /** Opens this marker's popup (zooming in to it out of its cluster); a new object opens it again. */
  focus?: { id: number };
  /** Markers and clusters drawn this many times their size (a wall screen at 3840 px: 2). */
  markerScale?: number;
};

const markerIcon = (marker: MapMarker, scale = 1) => {
  const size = Math.round(16 * scale);
  return L.divIcon({
    className: 'fl-map-marker',
    html: `<span data-marker-id="${marker.id}" style="display:block;box-sizing:border-box;width:${size}px;height:${size}px;border-radius:50%;border:${Math.max(2, Math.round(2 * scale))}px solid #fff;box-shadow:0 0 3px rgba(0,0,0,.5);background:${marker.color}"></span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
};

/** What Leaflet keeps of each marker shown: its layer and the data it was drawn from. */
type Shown = { layer: L.Marker; data: MapMarker };

/** The Leaflet map of the coordinate picker and of the marker maps; loaded on demand so Leaflet stays out of the first load. */
const LeafletMap = ({
  center,
  zoom = ZOOM,
  onPick,
  markers,
  renderPopup,
  height = 360,
  cluster = false,
  theme = 'light',
  fitMaxZoom = 16,
  plainBounds,
  focus,
  markerScale = 1,
}: Props) => {
  const holder = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map>(undefined);
  const pickMarker = useRef<L.CircleMarker>(undefined);
  const markerLayer = useRef<L.LayerGroup | L.MarkerClusterGroup>(undefined);
  const shown = useRef(new Map<number, Shown>());
  const dataOf = useRef(new WeakMap<L.Marker, MapMarker>());
  const fittedTo = useRef<string>(undefined);
  const popup = useRef<L.Popup>(undefined);
  const [popupFor, setPopupFor] = useState<{ id: number; element: HTMLElement } | null>(null);
  const [hasOutline, setHasOutline] = useState(false);
  // Bumped when the map gets a size after having none (a panel laid out late): the view is fitted then.
  const [sizeTick, setSizeTick] = useState(0);
  const pickRef = useRef(onPick);
  const scaleRef = useRef(markerScale);
  const { t } = useTranslation();
  const config = useClientConfig();
  const template = config.data?.map_tile_url;
  // Per template: a map whose site changes the setting (a reload) checks again.
  const [probed, setProbed] = useState<{ template: string; state: TileState }>();
  const firstView = useRef({ center, zoom });
  const tiles: TileState = config.isError
    ? 'failed'
    : template === ''
      ? 'off'
      : template !== undefined && probed?.template === template
        ? probed.state
        : 'checking';
  const isPlain = tiles === 'off' || tiles === 'failed';
  useEffect(() => {
    pickRef.current = onPick;
  }, [onPick]);

  useEffect(() => {
    if (!holder.current) return;
    // A max zoom of its own: the clusters need one, and a map without tiles has none from its layers.
    const created = L.map(holder.current, { maxZoom: MAX_ZOOM, minZoom: 2, worldCopyJump: true }).setView(
      [center.lat, center.lng],
      zoom,
    );
    if (pickRef.current)
      pickMarker.current = L.circleMarker([center.lat, center.lng], { radius: 8, color: '#d4380d' }).addTo(created);
    created.on('click', (event: L.LeafletMouseEvent) => {
      if (!pickRef.current) return;
      const point = { lng: Number(event.latlng.lng.toFixed(6)), lat: Number(event.latlng.lat.toFixed(6)) };
      pickMarker.current?.setLatLng([point.lat, point.lng]);
      pickRef.current(point);
    });
    created.on('popupclose', () => setPopupFor(null));
    const worstColour = (group: L.MarkerCluster) => {
      let worst: MapMarker | undefined;
      for (const child of group.getAllChildMarkers()) {
        const data = dataOf.current.get(child);
        if (data && (!worst || (data.severity ?? 0) > (worst.severity ?? 0))) worst = data;
      }
      return worst?.color ?? '#8c8c8c';
    };
    markerLayer.current = (
      cluster
        ? L.markerClusterGroup({
            maxClusterRadius: 48,
            showCoverageOnHover: false,
            spiderfyOnMaxZoom: true,
            iconCreateFunction: (group) => {
              const count = group.getChildCount();
              const size = Math.round((count < 10 ? 30 : count < 100 ? 36 : 44) * scaleRef.current);
              return L.divIcon({
                className: 'fl-map-cluster',
                html: `<span data-cluster-count="${count}" style="width:${size}px;height:${size}px;line-height:${size - 6}px;font-size:${Math.round(13 * scaleRef.current)}px;background:${worstColour(group)}">${count}</span>`,
                iconSize: [size, size],
              });
            },
          })
        : L.layerGroup()
    ).addTo(created);
    map.current = created;
    const markersShown = shown.current;
    let hadSize = created.getSize().x > 0;
    const observer =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => {
            created.invalidateSize();
            const hasSize = created.getSize().x > 0;
            if (hasSize && !hadSize) setSizeTick((tick) => tick + 1);
            hadSize = hasSize;
          });
    observer?.observe(holder.current);
    return () => {
      observer?.disconnect();
      created.remove();
      markersShown.clear();
      fittedTo.current = undefined;
      map.current = undefined;
    };
    // The map is created once; later centres move it below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The site's tiles, once one of them has loaded; without them the points and picking still work.
  useEffect(() => {
    if (!template) return;
    let isCurrent = true;
    let layer: L.TileLayer | undefined;
    void probeTiles(template, firstView.current.center, firstView.current.zoom).then((isUp) => {
      if (!isCurrent || !map.current) return;
      setProbed({ template, state: isUp ? 'ok' : 'failed' });
      if (!isUp) return;
      let failuresInRow = 0;
      const added = L.tileLayer(template, {
        maxZoom: MAX_ZOOM,
        attribution: template.includes('openstreetmap') ? '&copy; OpenStreetMap' : undefined,
      });
      added.on('tileload', () => {
        failuresInRow = 0;
      });
      added.on('tileerror', () => {
        failuresInRow += 1;
        if (failuresInRow < FAILURES_BEFORE_STOP) return;
        // Stop asking: every further tile would fail too and log its own error.
        added.remove();
        markTilesFailed(template);
        setProbed({ template, state: 'failed' });
      });
      layer = added.addTo(map.current);
    });
    return () => {
      isCurrent = false;
      layer?.remove();
    };
  }, [template]);

  // No tiles: a plain background with China's outline, so the markers still sit somewhere one recognises.
  useEffect(() => {
    // Browsers draw vectors as SVG; a DOM without it (the unit tests' jsdom) keeps the plain colour only.
    if (!isPlain || !L.Browser.svg) return;
    let isCurrent = true;
    let layer: L.GeoJSON | undefined;
    const colours = backgrounds[theme];
    loadChinaOutline()
      .then((shape) => {
        if (!isCurrent || !map.current) return;
        layer = L.geoJSON(shape, {
          interactive: false,
          style: { color: colours.border, weight: 1.2, fillColor: colours.land, fillOpacity: 1 },
        }).addTo(map.current);
        layer.bringToBack();
        setHasOutline(true);
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
      layer?.remove();
      setHasOutline(false);
    };
  }, [isPlain, theme]);

  useEffect(() => {
    pickMarker.current?.setLatLng([center.lat, center.lng]);
    map.current?.panTo([center.lat, center.lng]);
  }, [center.lat, center.lng]);

  // Markers change in place (a live map refetches on every pushed alarm): moved ones move, recoloured ones get their
  // new icon, gone ones leave; the view fits them again only when the set of markers changed, not their colours.
  useEffect(() => {
    const layer = markerLayer.current;
    if (!layer || !markers) return;
    const current = shown.current;
    const next = new Map(markers.map((marker) => [marker.id, marker]));
    const removed: L.Marker[] = [];
    for (const [id, item] of current)
      if (!next.has(id)) {
        removed.push(item.layer);
        current.delete(id);
      }
    const added: L.Marker[] = [];
    let isRestyled = false;
    for (const marker of markers) {
      const item = current.get(marker.id);
      if (!item) {
        const created = L.marker([marker.lat, marker.lng], {
          icon: markerIcon(marker, scaleRef.current),
          title: marker.title,
          keyboard: true,
        }).on('click', () => {
          const data = current.get(marker.id)?.data ?? marker;
          const element = document.createElement('div');
          popup.current = L.popup({ offset: [0, -6] })
            .setLatLng([data.lat, data.lng])
            .setContent(element)
            .openOn(map.current!);
          setPopupFor({ id: data.id, element });
        });
        dataOf.current.set(created, marker);
        current.set(marker.id, { layer: created, data: marker });
        added.push(created);
        continue;
      }
      if (item.data.lat !== marker.lat || item.data.lng !== marker.lng) item.layer.setLatLng([marker.lat, marker.lng]);
      if (
        item.data.color !== marker.color ||
        item.data.title !== marker.title ||
        item.data.severity !== marker.severity
      ) {
        item.layer.setIcon(markerIcon(marker, scaleRef.current));
        item.layer.getElement()?.setAttribute('title', marker.title);
        isRestyled = true;
      }
      item.data = marker;
      dataOf.current.set(item.layer, marker);
    }
    if ('removeLayers' in layer) {
      if (removed.length) layer.removeLayers(removed);
      if (added.length) layer.addLayers(added);
      // A recoloured member recolours its cluster.
      if (isRestyled) layer.refreshClusters();
    } else {
      for (const item of removed) layer.removeLayer(item);
      for (const item of added) layer.addLayer(item);
    }
    const ids = markers
      .map((marker) => marker.id)
      .sort((a, b) => a - b)
      .join(',');
    const wantsPlainView = isPlain && plainBounds !== undefined;
    const fitKey = `${ids}|${wantsPlainView ? 'plain' : 'tiles'}`;
    // A map not laid out yet (zero size) cannot fit bounds; it stays on its centre until it gets a size.
    if (fittedTo.current === fitKey || !map.current || map.current.getSize().x === 0) return;
    fittedTo.current = fitKey;
    const points = markers.map((marker): L.LatLngTuple => [marker.lat, marker.lng]);
    if (wantsPlainView) {
      // No tiles to keep sharp: the outline may fill the box at any zoom, not only whole levels.
      map.current.options.zoomSnap = 0.25;
      const bounds = L.latLngBounds(plainBounds);
      for (const point of points) bounds.extend(point);
      map.current.fitBounds(bounds, { padding: [8, 8] });
    } else if (markers.length > 1)
      map.current.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: fitMaxZoom });
    // plainBounds is the caller's constant.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [markers, fitMaxZoom, isPlain, sizeTick]);

  // A new scale (the window resized) redraws every marker and cluster at their new size.
  useEffect(() => {
    if (scaleRef.current === markerScale) return;
    scaleRef.current = markerScale;
    for (const item of shown.current.values()) item.layer.setIcon(markerIcon(item.data, markerScale));
    const layer = markerLayer.current;
    if (layer && 'refreshClusters' in layer) layer.refreshClusters();
  }, [markerScale]);

  useEffect(() => {
    const item = focus && shown.current.get(focus.id);
    const layer = markerLayer.current;
    if (!item || !layer || !map.current) return;
    const open = () => item.layer.fire('click');
    if ('zoomToShowLayer' in layer) layer.zoomToShowLayer(item.layer, open);
    else {
      map.current.setView(item.layer.getLatLng(), Math.max(map.current.getZoom(), 12));
      open();
    }
  }, [focus]);

  // The popup opened empty: once React has drawn its content, Leaflet re-measures it.
  useEffect(() => {
    if (popupFor) popup.current?.update();
  }, [popupFor]);

  const colours = backgrounds[theme];
  return (
    <div className={`fl-leaflet fl-leaflet-${theme}`} style={{ position: 'relative', height, width: '100%' }}>
      <div
        ref={holder}
        style={{ height: '100%', width: '100%', background: isPlain ? colours.sea : undefined }}
        data-testid="leaflet-map"
        data-tiles={tiles}
        data-outline={hasOutline ? 'china' : undefined}
      />
      {isPlain && (
        // Not an error: the map works without a background; a small note says why it is plain.
        <div className="fl-map-note" data-testid="map-tiles-notice">
          {t(tiles === 'off' ? 'kit.map.tilesOff' : 'kit.map.tilesFailed')}
        </div>
      )}
      {popupFor && renderPopup && createPortal(renderPopup(popupFor.id), popupFor.element)}
    </div>
  );
};

export default LeafletMap;
