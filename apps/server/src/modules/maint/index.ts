import type { FastifyInstance } from 'fastify';
import { chargeRoutes } from './charges.routes';
import { createChargeService } from './charges.service';
import { contractRoutes } from './contracts.routes';
import { createContractService } from './contracts.service';
import { directorRoutes } from './director.routes';
import { createDirectorService } from './director.service';
import { buildingCoverageRoutes } from './coverage-buildings.routes';
import { equipmentCoverageRoutes } from './coverage-equipment.routes';
import { createCoverageService } from './coverage.service';
import { entryRoutes } from './entries.routes';
import { createEntryService } from './entries.service';
import { createPlanService } from './plans.service';
import { reportRoutes } from './reports.routes';
import { createReportService } from './reports.service';
import { taskRoutes } from './tasks.routes';
import { createTaskService, type ItemRaisers } from './tasks.service';

/** The maintenance module's public surface (docs/maintenance.md): other modules and the scheduler import only this file. */

/** The maint/ calls: contracts, what they cover, entries, projects, plans, tasks, reports, charges, the fire safety director's view. */
export const maintRoutes = async (app: FastifyInstance, options: { raisers: ItemRaisers }) => {
  const { db, siteTime, bus } = app.deps;
  contractRoutes(app, createContractService({ db, siteTime }));
  const coverage = createCoverageService({ db });
  buildingCoverageRoutes(app, coverage);
  equipmentCoverageRoutes(app, coverage);
  entryRoutes(app, { entries: createEntryService({ db }) });
  taskRoutes(app, {
    plans: createPlanService({ db, siteTime, bus }),
    tasks: createTaskService({ db, bus, siteTime, raisers: options.raisers }),
  });
  chargeRoutes(app, createChargeService({ db, siteTime }));
  directorRoutes(app, createDirectorService({ db, siteTime, bus }));
  reportRoutes(app, createReportService({ db, siteTime }));
};

/** The tasks' and contracts' lists for the engineer's home (modules/engineer-home). */
export { createContractService } from './contracts.service';
export { createTaskService, type ItemRaisers } from './tasks.service';

/** Charges' list and counts for their xlsx exports (modules/exports). */
export { createChargeService } from './charges.service';

export { generatePlanTasks, runMaintPlanSchedule } from './plan-schedule.service';
export { runMaintPlanTasks } from './task-push';
export { runAutoReports } from './reports.service';

export { siteToday, syncContractScope } from './contract-scope';
export { selectLiveContractsOfUnit as liveContractsOfUnit } from './contracts.repo';
/** The hazard raised from each failed maintenance item (the hazards module raises them once per item). */
export { selectItemHazardIds as hazardIdsOfMaintItems } from './tasks.repo';
