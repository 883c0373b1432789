import {
  answers,
  ctaskQuerySchema,
  cycleTaskListSchema,
  cycleTaskSchema,
  enablePauseSchema,
  patrolPlanDetailSchema,
  patrolPlanPageSchema,
  patrolSitePageSchema,
  planCreateSchema,
  planIdQuerySchema,
  planListQuerySchema,
  planStartEndSchema,
  recordDeletedSchema,
  setExecutorSchema,
  setPartUserSchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { patrolContext, patrolPath as path, patrolPermissions as can, patrolTags as tags } from './patrol-context';
import {
  createPlan,
  deletePlan,
  enablePause,
  getPlan,
  listCycleTasks,
  listPlans,
  setExecutor,
  setPartUsers,
  sitesOfCycleTask,
  startOrEndPlan,
} from './plans.service';

/** Plans (巡查计划) and their cycle tasks: spec 002 §7 patrol/plan/*, patrol/cycleTask/*, site_list_by_ctask_id. */
export const patrolPlanRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx = patrolContext(app);
  const read = { permission: can.read };
  const write = { permission: can.plans };

  api.get(
    path('plan/list_by_company_and_type'),
    {
      config: read,
      schema: {
        tags,
        summary: 'Plans of a unit and period',
        querystring: planListQuerySchema,
        response: answers(patrolPlanPageSchema),
      },
    },
    async (request) => ok(request, await listPlans(await ctx(request), request.query)),
  );
  api.get(
    path('plan/info'),
    {
      config: read,
      schema: {
        tags,
        summary: 'A plan with its sites and cycle task',
        querystring: planIdQuerySchema,
        response: answers(patrolPlanDetailSchema),
      },
    },
    async (request) => ok(request, await getPlan(await ctx(request), request.query.plan_id)),
  );
  api.post(
    path('plan/info'),
    {
      config: write,
      schema: {
        tags,
        summary: 'Create a plan (stopped)',
        body: planCreateSchema,
        response: answers(patrolPlanDetailSchema),
      },
    },
    async (request) => ok(request, await createPlan(await ctx(request), request.body)),
  );
  api.delete(
    path('plan/info'),
    {
      config: write,
      schema: {
        tags,
        summary: 'Remove an ended plan',
        querystring: planIdQuerySchema,
        response: answers(recordDeletedSchema),
      },
    },
    async (request) => ok(request, await deletePlan(await ctx(request), request.query.plan_id)),
  );
  api.post(
    path('plan/start_or_end_patrol_plan'),
    {
      config: { ...write, audit: { action: 'modify' } },
      schema: {
        tags,
        summary: 'Start (1) or end (0) a plan',
        body: planStartEndSchema,
        response: answers(patrolPlanDetailSchema),
      },
    },
    async (request) =>
      ok(request, await startOrEndPlan({ ...(await ctx(request)), siteTime: app.deps.siteTime }, request.body)),
  );
  api.post(
    path('cycleTask/set_executor'),
    {
      config: { ...write, audit: { action: 'modify' } },
      schema: {
        tags,
        summary: "Set a cycle task's executor",
        body: setExecutorSchema,
        response: answers(cycleTaskSchema),
      },
    },
    async (request) => ok(request, await setExecutor(await ctx(request), request.body)),
  );
  api.post(
    path('cycleTask/set_part_user'),
    {
      config: { ...write, audit: { action: 'modify' } },
      schema: {
        tags,
        summary: "Set a cycle task's participants",
        body: setPartUserSchema,
        response: answers(cycleTaskSchema),
      },
    },
    async (request) => ok(request, await setPartUsers(await ctx(request), request.body)),
  );
  api.post(
    path('cycleTask/enable_pause_ctask'),
    {
      config: { ...write, audit: { action: 'modify' } },
      schema: {
        tags,
        summary: 'Enable (1) or pause (0) a cycle task',
        body: enablePauseSchema,
        response: answers(cycleTaskSchema),
      },
    },
    async (request) => ok(request, await enablePause(await ctx(request), request.body)),
  );
  api.get(
    path('cycleTask/cycle_task_list_by_plan_id'),
    {
      config: read,
      schema: {
        tags,
        summary: "A plan's cycle tasks",
        querystring: planIdQuerySchema,
        response: answers(cycleTaskListSchema),
      },
    },
    async (request) => ok(request, await listCycleTasks(await ctx(request), request.query.plan_id)),
  );
  api.get(
    path('site/site_list_by_ctask_id'),
    {
      config: read,
      schema: {
        tags,
        summary: "The sites of a cycle task's plan",
        querystring: ctaskQuerySchema,
        response: answers(patrolSitePageSchema),
      },
    },
    async (request) => ok(request, await sitesOfCycleTask(await ctx(request), request.query.ctask_id)),
  );
};
