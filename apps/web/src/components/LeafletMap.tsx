import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { Point } from './coordinates';

const TILE_URL = import.meta.env.VITE_MAP_TILE_URL ?? 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';

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
  useEffect(() => {
    pickRef.current = onPick;
  }, [onPick]);

  useEffect(() => {
    if (!holder.current) return;
    const created = L.map(holder.current).setView([center.lat, center.lng], 14);
    // Without network the tiles fail quietly; the picker still takes clicks and typed coordinates.
    L.tileLayer(TILE_URL, { maxZoom: 19, attribution: '&copy; OpenStreetMap' }).addTo(created);
    if (pickRef.current) pickMarker.current = L.circleMarker([center.lat, center.lng], { radius: 8, color: '#d4380d' }).addTo(created);
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
          popup.current = L.popup({ offset: [0, -6] }).setLatLng([marker.lat, marker.lng]).setContent(element).openOn(map.current!);
          setPopupFor({ id: marker.id, element });
        })
        .addTo(layer);
    }
    // A map not laid out yet (zero size) cannot fit bounds; it stays on its centre.
    if (markers.length > 1 && map.current && map.current.getSize().x > 0) map.current.fitBounds(L.latLngBounds(markers.map((marker) => [marker.lat, marker.lng])), { padding: [32, 32], maxZoom: 16 });
  }, [markers]);

  // The popup opened empty: once React has drawn its content, Leaflet re-measures it.
  useEffect(() => {
    if (popupFor) popup.current?.update();
  }, [popupFor]);

  return (
    <>
      <div ref={holder} style={{ height, width: '100%' }} data-testid="leaflet-map" />
      {popupFor && renderPopup && createPortal(renderPopup(popupFor.id), popupFor.element)}
    </>
  );
};

export default LeafletMap;
