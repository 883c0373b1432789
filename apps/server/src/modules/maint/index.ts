import type { FastifyInstance } from 'fastify';
import { chargeRoutes } from './charges.routes';
import { contractRoutes } from './contracts.routes';
import { directorRoutes } from './director.routes';
import { buildingCoverageRoutes } from './coverage-buildings.routes';
import { equipmentCoverageRoutes } from './coverage-equipment.routes';
import { entryRoutes } from './entries.routes';
import { reportRoutes } from './reports.routes';
import { taskRoutes } from './tasks.routes';
import type { ItemRaisers } from './tasks.service';
// The charges' list exports register themselves with the exports module's registry when the module loads.
import './charges.exporter';

/** The maintenance module's public surface (docs/maintenance.md): other modules and the scheduler import only this file. */

/** The maint/ calls: contracts, what they cover, entries, projects, plans, tasks, reports, charges, the fire safety director's view. */
export const maintRoutes = async (app: FastifyInstance, options: { raisers: ItemRaisers }) => {
  contractRoutes(app);
  buildingCoverageRoutes(app);
  equipmentCoverageRoutes(app);
  entryRoutes(app);
  taskRoutes(app, options.raisers);
  chargeRoutes(app);
  directorRoutes(app);
  reportRoutes(app);
};

/** The tasks' and contracts' lists for the engineer's home (modules/engineer-home). */
export { listContracts } from './contracts.service';
export { listTasks, type ItemRaisers } from './tasks.service';

export { generatePlanTasks, runMaintPlanSchedule } from './plan-schedule.service';
export { runMaintPlanTasks } from './task-push';
export { runAutoReports } from './reports.service';

export { siteToday, syncContractScope } from './contract-scope';
export { selectLiveContractsOfUnit as liveContractsOfUnit } from './contracts.repo';
/** The hazard raised from each failed maintenance item (the hazards module raises them once per item). */
export { selectItemHazardIds as hazardIdsOfMaintItems } from './tasks.repo';
