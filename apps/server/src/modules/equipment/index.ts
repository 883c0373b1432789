/** The equipment module's public surface: other modules import only this file. */
export { equipmentRoutes } from './equipment.routes';
export {
  epoch,
  epochOrNull,
  invalidChoice,
  isUniqueViolation,
  noData,
  requireEnumValue,
  requirePlacement,
  violatedUniqueIndex,
} from './facility-checks';
export { listShownEnum } from './enum-info';
