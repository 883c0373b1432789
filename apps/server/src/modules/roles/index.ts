/** The roles module's public surface: other modules import only this file. */
export { roleRoutes } from './roles.routes';
export { centerAccountRole, rolePresets, type RoleDefinition } from './presets';
