/** The repair module's public surface: other modules import only this file. */
export { repairRoutes } from './repair.routes';
/** Other modules raise a repair task inside their own transaction (a failed maintenance item, later patrol and hazards). */
export { contractForRaise, raiseRepairTask, type RaiseRepairInput } from './repair.service';
/** The repair tasks raised from source records (a hazard's, a patrol answer's), and who may create one. */
export { selectSourceRepairTasks as repairTasksOfSources } from './repair.repo';
export { repairCreate } from './permissions';
export { listRepairTasks, REPAIR_TASK_MSG_TYPE } from './repair-tasks.service';
