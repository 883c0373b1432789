import { Alert } from 'antd';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useClientConfig } from '../app/client-config';
import type { Point } from './coordinates';
import { markTilesFailed, probeTiles, type TileState } from './map-tiles';

const ZOOM = 14;
/** Tile errors in a row (none loaded between) after which the layer is dropped: the network has gone away. */
const FAILURES_BEFORE_STOP = 3;

/** A coloured dot on the map; its popup is rendered by the page (React content, router links work). */
export type MapMarker = { id: number; lng: number; lat: number; color: string; title: string };

type Props = {
  center: Point;
  /** A click picks a point (coordinate picker): the picked point is drawn. */
  onPick?: (point: Point) => void;
  markers?: MapMarker[];
  renderPopup?: (id: number) => ReactNode;
  height?: number;
};

const markerIcon = (marker: MapMarker) =>
  L.divIcon({
    className: 'fl-map-marker',
    html: `<span data-marker-id="${marker.id}" style="display:block;width:16px;height:16px;border-radius:50%;border:2px solid #fff;box-shadow:0 0 3px rgba(0,0,0,.5);background:${marker.color}"></span>`,
    iconSize: [16, 16],
    iconAnchor: [8, 8],
  });

/** The Leaflet map of the coordinate picker and of the marker maps; loaded on demand so Leaflet stays out of the first load. */
const LeafletMap = ({ center, onPick, markers, renderPopup, height = 360 }: Props) => {
  const holder = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map>(undefined);
  const pickMarker = useRef<L.CircleMarker>(undefined);
  const markerLayer = useRef<L.LayerGroup>(undefined);
  const popup = useRef<L.Popup>(undefined);
  const [popupFor, setPopupFor] = useState<{ id: number; element: HTMLElement } | null>(null);
  const pickRef = useRef(onPick);
  const { t } = useTranslation();
  const config = useClientConfig();
  const template = config.data?.map_tile_url;
  // Per template: a map whose site changes the setting (a reload) checks again.
  const [probed, setProbed] = useState<{ template: string; state: TileState }>();
  const firstCenter = useRef(center);
  const tiles: TileState = config.isError
    ? 'failed'
    : template === ''
      ? 'off'
      : template !== undefined && probed?.template === template
        ? probed.state
        : 'checking';
  useEffect(() => {
    pickRef.current = onPick;
  }, [onPick]);

  useEffect(() => {
    if (!holder.current) return;
    const created = L.map(holder.current).setView([center.lat, center.lng], ZOOM);
    if (pickRef.current)
      pickMarker.current = L.circleMarker([center.lat, center.lng], { radius: 8, color: '#d4380d' }).addTo(created);
    created.on('click', (event: L.LeafletMouseEvent) => {
      if (!pickRef.current) return;
      const point = { lng: Number(event.latlng.lng.toFixed(6)), lat: Number(event.latlng.lat.toFixed(6)) };
      pickMarker.current?.setLatLng([point.lat, point.lng]);
      pickRef.current(point);
    });
    created.on('popupclose', () => setPopupFor(null));
    markerLayer.current = L.layerGroup().addTo(created);
    map.current = created;
    return () => {
      created.remove();
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
    void probeTiles(template, firstCenter.current, ZOOM).then((isUp) => {
      if (!isCurrent || !map.current) return;
      setProbed({ template, state: isUp ? 'ok' : 'failed' });
      if (!isUp) return;
      let failuresInRow = 0;
      const added = L.tileLayer(template, {
        maxZoom: 19,
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

  useEffect(() => {
    pickMarker.current?.setLatLng([center.lat, center.lng]);
    map.current?.panTo([center.lat, center.lng]);
  }, [center.lat, center.lng]);

  useEffect(() => {
    const layer = markerLayer.current;
    if (!layer || !markers) return;
    layer.clearLayers();
    for (const marker of markers) {
      L.marker([marker.lat, marker.lng], { icon: markerIcon(marker), title: marker.title, keyboard: true })
        .on('click', () => {
          const element = document.createElement('div');
          popup.current = L.popup({ offset: [0, -6] })
            .setLatLng([marker.lat, marker.lng])
            .setContent(element)
            .openOn(map.current!);
          setPopupFor({ id: marker.id, element });
        })
        .addTo(layer);
    }
    // A map not laid out yet (zero size) cannot fit bounds; it stays on its centre.
    if (markers.length > 1 && map.current && map.current.getSize().x > 0)
      map.current.fitBounds(L.latLngBounds(markers.map((marker) => [marker.lat, marker.lng])), {
        padding: [32, 32],
        maxZoom: 16,
      });
  }, [markers]);

  // The popup opened empty: once React has drawn its content, Leaflet re-measures it.
  useEffect(() => {
    if (popupFor) popup.current?.update();
  }, [popupFor]);

  return (
    <>
      {(tiles === 'off' || tiles === 'failed') && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 8 }}
          title={t(tiles === 'off' ? 'kit.map.tilesOff' : 'kit.map.tilesFailed')}
          data-testid="map-tiles-notice"
        />
      )}
      <div
        ref={holder}
        style={{ height, width: '100%', background: tiles === 'ok' || tiles === 'checking' ? undefined : '#eef1f4' }}
        data-testid="leaflet-map"
        data-tiles={tiles}
      />
      {popupFor && renderPopup && createPortal(renderPopup(popupFor.id), popupFor.element)}
    </>
  );
};

export default LeafletMap;
