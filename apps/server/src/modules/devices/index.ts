/** The devices module's public surface: other modules import only this file. */
// Its list exports register themselves with the exports module's registry when the module loads.
import './devices.exporter';
import './components.exporter';
export { gbCommandRoutes } from './gb-command.routes';
export { deviceRoutes } from './devices.routes';
export { deviceLinkRoutes } from './device-links.routes';
export { senseRoutes } from './sense.routes';
export { componentWhere, listComponentPage } from './devices.repo';
export { presentComponent } from './device-present';
export { detectOfflineDevices } from './offline-detection';
