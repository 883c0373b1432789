/** The enums module's public surface: other modules import only this file. */
export { enumRoutes } from './enums.routes';
