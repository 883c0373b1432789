/** The devices module's public surface: other modules import only this file. */
export { gbCommandRoutes } from './gb-command.routes';
export { deviceRoutes } from './devices.routes';
export { deviceLinkRoutes } from './device-links.routes';
export { senseRoutes } from './sense.routes';
export { checkDeviceTabAccess } from './device-read.service';
export { componentWhere, deviceWhere, listComponentPage, readComponentBatch, readDeviceBatch } from './devices.repo';
export type { JoinedComponent, JoinedDevice } from './devices.repo';
export { presentComponent } from './device-present';
export { detectOfflineDevices } from './offline-detection';
