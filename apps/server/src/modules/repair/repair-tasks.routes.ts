import {
  answers,
  repairAssignSchema,
  repairCancelSchema,
  repairCompleteSchema,
  repairConfirmSchema,
  repairExportQuerySchema,
  repairIdBodySchema,
  repairIdQuerySchema,
  repairListQuerySchema,
  repairPageSchema,
  repairPeopleSchema,
  repairTaskDetailSchema,
  repairUpdateSchema,
} from '@fireline/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, requestLang } from '../../core/envelope';
import { taskSentence } from '../../core/operation-log-modules';
import { callerOf } from '../../core/request-context';
import { documentRoutes } from '../exports';
import { repairRead, repairWork } from './permissions';
import { prepareRepairExport, writeRepairExport } from './repair-export.service';
import {
  assignRepairTask,
  cancelRepairTask,
  completeRepairTask,
  confirmRepairTask,
  getRepairTask,
  listRepairTasks,
  receiveRepairTask,
  respOptions,
  updateRepairTask,
} from './repair-tasks.service';

const tags = ['repair'];
const path = (name: string) => `/api_proxy/maint/repair/${name}/`;

/** The repair-task flow (spec 002 §3, §4, §7 "task and repair lists and infos"; docs/maintenance.md "Repair tasks"). */
export const repairTaskRoutes = (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, siteTime } = app.deps;
  const exportCtx = async (request: FastifyRequest) => ({
    db,
    siteTime,
    caller: await callerOf(request),
    lang: requestLang(request),
  });
  const detail = answers(repairTaskDetailSchema);

  api.get(
    path('list'),
    {
      config: { permission: repairRead },
      schema: {
        tags,
        summary: 'Repair tasks with the counts of each state',
        querystring: repairListQuerySchema,
        response: answers(repairPageSchema),
      },
    },
    async (request) => ok(request, await listRepairTasks(db, await callerOf(request), request.query)),
  );
  api.get(
    path('info'),
    {
      config: { permission: repairRead },
      schema: { tags, summary: 'One repair task with its steps', querystring: repairIdQuerySchema, response: detail },
    },
    async (request) => ok(request, await getRepairTask(db, await callerOf(request), request.query.id)),
  );
  api.put(
    path('info'),
    {
      config: { permission: repairWork },
      schema: {
        tags,
        summary: 'Change a repair task before it is completed',
        body: repairUpdateSchema,
        response: detail,
      },
    },
    async (request) => ok(request, await updateRepairTask(app.deps, await callerOf(request), request.body)),
  );
  api.get(
    path('resp_options'),
    {
      config: { permission: repairWork },
      schema: {
        tags,
        summary: "The maintenance company's people (executor, participants)",
        querystring: repairIdQuerySchema,
        response: answers(repairPeopleSchema),
      },
    },
    async (request) => ok(request, await respOptions(db, await callerOf(request), request.query.id)),
  );
  api.put(
    path('assign'),
    {
      config: { permission: repairWork, audit: { action: 'assign', describe: taskSentence('repair.assign') } },
      schema: { tags, summary: 'Assign the executor (to receive)', body: repairAssignSchema, response: detail },
    },
    async (request) => ok(request, await assignRepairTask(app.deps, await callerOf(request), request.body)),
  );
  api.put(
    path('receive'),
    {
      config: { permission: repairWork, audit: { action: 'receive', describe: taskSentence('repair.receive') } },
      schema: { tags, summary: 'The executor receives it (in progress)', body: repairIdBodySchema, response: detail },
    },
    async (request) => ok(request, await receiveRepairTask(app.deps, await callerOf(request), request.body.id)),
  );
  api.put(
    path('complete'),
    {
      config: { permission: repairWork, audit: { action: 'complete', describe: taskSentence('repair.complete') } },
      schema: {
        tags,
        summary: 'The executor completes it with the test result and photos',
        body: repairCompleteSchema,
        response: detail,
      },
    },
    async (request) => ok(request, await completeRepairTask(app.deps, await callerOf(request), request.body)),
  );
  api.put(
    path('confirm'),
    {
      config: {
        permission: repairWork,
        audit: {
          action: 'confirm',
          describe: taskSentence('repair.confirm', ({ body }) => ({
            result: { enum: 'repair_confirm', value: Number(body.accept) },
          })),
        },
      },
      schema: {
        tags,
        summary: 'The unit confirms (closed) or sends it back (in progress)',
        body: repairConfirmSchema,
        response: detail,
      },
    },
    async (request) => ok(request, await confirmRepairTask(app.deps, await callerOf(request), request.body)),
  );
  documentRoutes(app, {
    tags,
    permission: repairWork,
    input: repairExportQuerySchema,
    // The repair list's workbook holds fewer tasks than a list export's EXPORT_MAX_ROWS.
    maxRows: 20_000,
    link: {
      path: path('export'),
      summary: "A one-time link to the xlsx of the list's tasks (9995 when there are none)",
      prepare: async ({ request, input }) => prepareRepairExport(await exportCtx(request), input),
    },
    download: {
      path: '/export/repair_tasks',
      summary: 'The xlsx maint/repair/export links to',
      write: async ({ request, input, maxRows }) => writeRepairExport(await exportCtx(request), input, maxRows),
    },
  });
  api.put(
    path('cancel'),
    {
      config: { permission: repairWork, audit: { action: 'cancel', describe: taskSentence('repair.cancel') } },
      schema: { tags, summary: 'Cancel a repair task not completed', body: repairCancelSchema, response: detail },
    },
    async (request) => ok(request, await cancelRepairTask(app.deps, await callerOf(request), request.body)),
  );
};
