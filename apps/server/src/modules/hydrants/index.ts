/** The hydrants module's public surface: other modules import only this file. */
// Its list exports register themselves with the exports module's registry when the module loads.
import './hydrants.exporter';
export { hydrantRoutes } from './hydrants.routes';
export { hydrantAddressRoutes } from './hydrant-addresses.routes';
export { requireHydrantOwner } from './hydrants.service';
