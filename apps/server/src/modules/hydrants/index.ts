/** The hydrants module's public surface: other modules import only this file. */
export { hydrantRoutes } from './hydrants.routes';
export { hydrantAddressRoutes } from './hydrant-addresses.routes';
export { requireHydrantOwner } from './hydrants.service';
export { readHydrantBatch } from './hydrants.repo';
