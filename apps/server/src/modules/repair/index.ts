/** The repair module's public surface: other modules import only this file. */
export { repairRoutes } from './repair.routes';
