/** The unregistered module's public surface: other modules import only this file. */
export { unregisteredRoutes } from './unregistered.routes';
