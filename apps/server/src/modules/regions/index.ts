/** The regions module's public surface: other modules import only this file. */
export { regionRoutes } from './regions.routes';
export { regionPath } from './region-index';
