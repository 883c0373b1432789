/** The org-settings module's public surface: the caller's own organisation under system management. */
export { orgSettingsRoutes } from './org-settings.routes';
