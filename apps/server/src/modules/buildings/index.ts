/** The buildings module's public surface: other modules import only this file. */
export { buildingRoutes } from './buildings.routes';
