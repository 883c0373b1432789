import type { Point } from './coordinates';

/** Whether the site's tiles can be shown: not set, being checked, loading fine, or failing (offline, blocked). */
export type TileState = 'off' | 'checking' | 'ok' | 'failed';

/** Leaflet's template filled for one tile: the one under `center` at `zoom`, first subdomain. */
export const tileUrlAt = (template: string, center: Point, zoom: number) => {
  const scale = 2 ** zoom;
  const x = Math.floor(((center.lng + 180) / 360) * scale);
  const latRad = (center.lat * Math.PI) / 180;
  const y = Math.floor(((1 - Math.log(Math.tan(latRad) + 1 / Math.cos(latRad)) / Math.PI) / 2) * scale);
  return template
    .replaceAll('{s}', 'a')
    .replaceAll('{z}', String(zoom))
    .replaceAll('{x}', String(x))
    .replaceAll('{y}', String(y))
    .replaceAll('{r}', '');
};

/** One probe per template and page load: a map opened again after a failure asks for nothing. */
const probes = new Map<string, Promise<boolean>>();

/**
 * Loads one tile before the map asks for a screenful: offline, that is one failed request in the console instead of
 * one per tile (60+), and the map says why its background is blank.
 */
export const probeTiles = (template: string, center: Point, zoom: number) => {
  const known = probes.get(template);
  if (known) return known;
  const probe = new Promise<boolean>((resolve) => {
    const image = new Image();
    image.onload = () => resolve(true);
    image.onerror = () => resolve(false);
    image.src = tileUrlAt(template, center, zoom);
  });
  probes.set(template, probe);
  return probe;
};

/** A failure seen while the map is open (the network went away): later maps of this page load start without tiles. */
export const markTilesFailed = (template: string) => probes.set(template, Promise.resolve(false));

/** For tests: forget what earlier maps found. */
export const resetTileProbes = () => probes.clear();
