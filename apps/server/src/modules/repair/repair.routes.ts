import {
  answers,
  createRepairBodySchema,
  repairCheckSchema,
  repairContractOptionsSchema,
  repairDepartmentOptionsSchema,
  repairEventQuerySchema,
  repairTaskDetailSchema,
  repairUnitQuerySchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAccess } from '../../core/access';
import { ok } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import { siteToday } from '../maint';
import { repairCreate } from './permissions';
import { repairReportRoutes } from './repair-reports.routes';
import { repairTaskRoutes } from './repair-tasks.routes';
import { selectUnitDepartments } from './repair.repo';
import { checkApply, createRepairTask, listContractOptions } from './repair.service';

const tags = ['repair'];

/** The repair request from a fault alarm (spec 000 §7; 002 §7 "maint/**contract**", "maint/**repair**"). */
export const repairRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, siteTime } = app.deps;
  repairTaskRoutes(app);
  repairReportRoutes(app);

  api.get(
    '/api_proxy/maint/contract/list_by_company_cared_id/',
    {
      // The apply-repair box of alarm handling, and whoever raises a repair task (the repair form, 报修 / 转报修).
      config: { permission: ['alarmdeal-list', ...repairCreate] },
      schema: {
        tags,
        summary: 'Maintenance companies with a contract in force for a cared unit',
        querystring: repairUnitQuerySchema,
        response: answers(repairContractOptionsSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await listContractOptions(db, {
          caller: await callerOf(request),
          unitId: request.query.company_cared_id,
          today: siteToday(siteTime),
        }),
      ),
  );
  api.get(
    '/api_proxy/maint/repair/department_options/',
    {
      config: { permission: repairCreate },
      schema: {
        tags,
        summary: "The unit's departments for the repair form's department picker",
        querystring: repairUnitQuerySchema,
        response: answers(repairDepartmentOptionsSchema),
      },
    },
    async (request) => {
      const unitId = request.query.company_cared_id;
      await requireAccess(db, await callerOf(request), { kind: 'unit', ids: unitId, field: 'company_cared_id' });
      return ok(request, await selectUnitDepartments(db, unitId));
    },
  );
  api.get(
    '/api_proxy/maint/repair/check_apply/',
    {
      config: { permission: 'servicecompany-maintain-new' },
      schema: {
        tags,
        summary: 'Whether a fault event may still be sent for repair',
        querystring: repairEventQuerySchema,
        response: answers(repairCheckSchema),
      },
    },
    async (request) =>
      ok(request, await checkApply(db, { caller: await callerOf(request), eventId: request.query.event_id })),
  );
  api.post(
    '/api_proxy/maint/repair/info/',
    {
      config: { permission: repairCreate },
      schema: {
        tags,
        summary: 'Create a repair task from a fault alarm (mt_task.event_id) or by hand',
        body: createRepairBodySchema,
        response: answers(repairTaskDetailSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await createRepairTask(db, {
          caller: await callerOf(request),
          body: request.body,
          today: siteToday(siteTime),
        }),
      ),
  );
};
