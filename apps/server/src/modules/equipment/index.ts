/** The equipment module's public surface: other modules import only this file. */
export { equipmentRoutes } from './equipment.routes';
export {
  epoch,
  epochOrNull,
  invalidChoice,
  isUniqueViolation,
  noData,
  requirePlacement,
  violatedUniqueIndex,
} from './record-checks';
export { listShownEnum, requireEnumValue } from './code-tables';
