/** The systems module's public surface: other modules import only this file. */
export { systemRoutes } from './systems.routes';
