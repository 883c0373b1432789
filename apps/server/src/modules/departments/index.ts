/** The departments module's public surface: other modules import only this file. */
export { departmentRoutes } from './departments.routes';
