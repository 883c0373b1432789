/** The exports module's public surface: other modules import only this file. */
export { exportRoutes } from './exports.routes';
