/** The client-config module's public surface: other modules import only this file. */
export { clientConfigRoutes } from './client-config.routes';
