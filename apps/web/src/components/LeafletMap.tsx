import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import type { Point } from './coordinates';

const TILE_URL = import.meta.env.VITE_MAP_TILE_URL ?? 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';

type Props = { center: Point; onPick: (point: Point) => void };

/** The Leaflet map of the coordinate picker; loaded on demand so Leaflet stays out of the first load. */
const LeafletMap = ({ center, onPick }: Props) => {
  const holder = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map>(undefined);
  const marker = useRef<L.CircleMarker>(undefined);
  const pickRef = useRef(onPick);
  useEffect(() => {
    pickRef.current = onPick;
  }, [onPick]);

  useEffect(() => {
    if (!holder.current) return;
    const created = L.map(holder.current).setView([center.lat, center.lng], 14);
    // Without network the tiles fail quietly; the picker still takes clicks and typed coordinates.
    L.tileLayer(TILE_URL, { maxZoom: 19, attribution: '&copy; OpenStreetMap' }).addTo(created);
    marker.current = L.circleMarker([center.lat, center.lng], { radius: 8, color: '#d4380d' }).addTo(created);
    created.on('click', (event: L.LeafletMouseEvent) => {
      const point = { lng: Number(event.latlng.lng.toFixed(6)), lat: Number(event.latlng.lat.toFixed(6)) };
      marker.current?.setLatLng([point.lat, point.lng]);
      pickRef.current(point);
    });
    map.current = created;
    return () => {
      created.remove();
      map.current = undefined;
    };
    // The map is created once; later centres move it below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    marker.current?.setLatLng([center.lat, center.lng]);
    map.current?.panTo([center.lat, center.lng]);
  }, [center.lat, center.lng]);

  return <div ref={holder} style={{ height: 360, width: '100%' }} data-testid="leaflet-map" />;
};

export default LeafletMap;
