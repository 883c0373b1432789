/** The hydrants module's public surface: other modules import only this file. */
export { hydrantRoutes } from './hydrants.routes';
export { hydrantAddressRoutes } from './hydrant-addresses.routes';
export { hydrantVisible, requireOwner } from './hydrant-access';
export { readHydrantBatch } from './hydrants.repo';
