/** The third-systems module's public surface: app.ts registers its routes; HTTP ingest takes the systems' keys. */
export { thirdSystemRoutes } from './third-systems.routes';
export { thirdApiRoutes } from './third-api.routes';
export { thirdSystemOfKeyHash } from './third-api.service';
export { insertImportedSystems, selectTakenSystemRows } from './third-systems.import';
