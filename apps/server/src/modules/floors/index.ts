/** The floors module's public surface: other modules import only this file. */
export { floorRoutes } from './floors.routes';
export { floorPickerRoutes } from './floor-pickers.routes';
export { deviceMapRoutes } from './device-map.routes';
export { DEFAULT_AREA_NAME, floorLabelOf, floorNoOf } from './floor-labels';
