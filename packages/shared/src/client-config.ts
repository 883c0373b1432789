import { z } from 'zod';

/** The call the console reads its run-time settings from, once per page load (docs/web-kit.md, "coordinates"). */
export const CLIENT_CONFIG_PATH = '/api_proxy/config/client/';

/**
 * Settings the server gives the browser at run time, so one build serves every site. `map_tile_url` is a Leaflet
 * tile template (`{s}`, `{z}`, `{x}`, `{y}`); empty means the site has no tiles and maps show only their points.
 */
export const clientConfigSchema = z.object({ map_tile_url: z.string() });
export type ClientConfig = z.infer<typeof clientConfigSchema>;
