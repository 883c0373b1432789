/** Map mode (issue 17): what other modules may use of this one. */
export { gisRoutes } from './gis.routes';
