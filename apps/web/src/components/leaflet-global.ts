import L from 'leaflet';

/**
 * Leaflet for the map chunk. leaflet.markercluster is a UMD plugin that extends the global `L`: Leaflet's own bundle
 * sets it in a browser, but not every environment runs that line (the unit tests' jsdom), so it is set here, before
 * the plugin is imported after this module.
 */
const scope = globalThis as { L?: typeof L };
scope.L ??= L;

export default L;
