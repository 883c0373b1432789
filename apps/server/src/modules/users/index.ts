/** The users module's public surface: other modules import only this file. */
export { pushSettingsRoutes } from './push-settings.routes';
export { userRoutes } from './users.routes';
export { createUser, ensureRole } from './users.service';
