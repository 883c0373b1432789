/** The roles module's public surface: other modules import only this file. */
export { roleRoutes } from './roles.routes';
