/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_CLIENT_SECRET?: string;
  /** Map tiles for Leaflet, `{z}/{x}/{y}` template; OpenStreetMap when unset. */
  readonly VITE_MAP_TILE_URL?: string;
}
