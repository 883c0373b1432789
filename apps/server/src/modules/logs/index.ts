/** Logs: the operation log's list, export batches and retention; the pipeline writes the rows (core/operation-log.ts). */
export { logRoutes } from './logs.routes';
export { describeLogRow, presentOperationLog, requireLogOrg } from './logs.service';
export { pruneOperationLogs, readOperationLogBatch } from './logs.repo';
