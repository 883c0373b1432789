/** The imports module's public surface: other modules import only this file. */
export { importRoutes } from './imports.routes';
