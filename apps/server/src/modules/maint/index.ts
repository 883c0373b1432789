import type { FastifyInstance } from 'fastify';
import { contractRoutes } from './contracts.routes';
import { createContractService } from './contracts.service';
import { buildingCoverageRoutes } from './coverage-buildings.routes';
import { equipmentCoverageRoutes } from './coverage-equipment.routes';
import { createCoverageService } from './coverage.service';
import { entryRoutes } from './entries.routes';
import { createEntryService } from './entries.service';
import { createPlanService } from './plans.service';
import { createProjectService } from './projects.service';
import { reportRoutes } from './reports.routes';
import { createReportService } from './reports.service';
import { taskRoutes } from './tasks.routes';
import { createTaskService } from './tasks.service';

/** The maintenance module's public surface (docs/maintenance.md): other modules and the scheduler import only this file. */

/** The maint/ calls: contracts, what they cover, entries, projects, plans, tasks and reports. */
export const maintRoutes = async (app: FastifyInstance) => {
  const { db, siteTime } = app.deps;
  contractRoutes(app, createContractService({ db, siteTime }));
  const coverage = createCoverageService({ db });
  buildingCoverageRoutes(app, coverage);
  equipmentCoverageRoutes(app, coverage);
  entryRoutes(app, { entries: createEntryService({ db }), projects: createProjectService({ db, siteTime }) });
  taskRoutes(app, { plans: createPlanService({ db, siteTime }), tasks: createTaskService({ db }) });
  reportRoutes(app, createReportService({ db, siteTime }));
};

export { generatePlanTasks, runMaintPlanSchedule } from './plan-schedule.repo';
export { runAutoReports } from './reports.service';

export { siteToday, syncContractScope } from './contract-scope';
export { selectLiveContractsOfUnit as liveContractsOfUnit } from './contracts.repo';
