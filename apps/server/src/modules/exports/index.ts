/** The exports module's public surface: other modules import only this file. */
export { exportRoutes } from './exports.routes';
/** The list exporters' registry: each list's module registers its export. */
export { formatSiteTime, registerExporter, type ExportColumn, type ExportContext, type Exporter } from './registry';
export {
  categoryLabels,
  deviceClassLabels,
  label,
  stateLabels,
  statusCategoryLabels,
  thingTypeLabels,
  yesNo,
} from './export-labels';
