/** Logs: the operation log's list, export batches and retention; the pipeline writes the rows (core/operation-log.ts). */
// Its list exports register themselves with the exports module's registry when the module loads.
import './operation-log.exporter';
export { logRoutes } from './logs.routes';
export { presentOperationLog } from './logs.service';
export { pruneOperationLogs } from './logs.repo';
