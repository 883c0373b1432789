/** The repair module's public surface: other modules import only this file. */
export { repairRoutes } from './repair.routes';
/** Other modules raise a repair task inside their own transaction (a failed maintenance item, later patrol and hazards). */
export { raiseRepairTask, type RaiseRepairInput } from './repair.service';
export { REPAIR_TASK_MSG_TYPE } from './repair-tasks.service';
