/** The exports module's public surface: other modules import only this file. */
export { exportRoutes } from './exports.routes';
/** The one registry of what the server renders on demand: list exporters and documents (docs/architecture.md "Documents"). */
export {
  formatSiteTime,
  registerExporter,
  type DocumentEntry,
  type ExportColumn,
  type ExportContext,
  type Exporter,
  type RenderedDocument,
} from './registry';
export { documentRoutes } from './document.routes';
export {
  categoryLabels,
  deviceClassLabels,
  label,
  stateLabels,
  statusCategoryLabels,
  thingTypeLabels,
  yesNo,
} from './export-labels';
