/** The third-systems module's public surface: app.ts registers its routes. */
export { thirdSystemRoutes } from './third-systems.routes';
export { thirdApiRoutes } from './third-api.routes';
