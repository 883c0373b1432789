/** The other module's public surface: other modules import only this file. */
export { otherRoutes } from './other.routes';
