/** The hydrants module's public surface: other modules import only this file. */
export { hydrantRoutes } from './hydrants.routes';
export { hydrantAddressRoutes } from './hydrant-addresses.routes';
export { requireOwner } from './hydrant-access';
export { hydrantVisible } from './hydrant-visibility.repo';
export { readHydrantBatch } from './hydrants.repo';
