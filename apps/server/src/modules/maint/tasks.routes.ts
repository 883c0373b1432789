import {
  answers,
  maintPlanCreateSchema,
  maintPlanIdQuerySchema,
  maintPlanListQuerySchema,
  maintPlanPageSchema,
  maintPlanSchema,
  maintPlanUpdateSchema,
  maintTaskAssignSchema,
  maintTaskCreateSchema,
  maintTaskDetailSchema,
  maintTaskEquipSchema,
  maintTaskIdBodySchema,
  maintTaskIdQuerySchema,
  maintTaskItemRepairAnswerSchema,
  maintTaskItemRepairSchema,
  maintTaskListQuerySchema,
  maintTaskPageSchema,
  maintTaskResultSchema,
  maintTaskStatQuerySchema,
  maintTaskStatSchema,
  maintTaskUpdateSchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import { planRead, planWrite, taskRead, taskWrite } from './permissions';
import type { PlanService } from './plans.service';
import type { TaskService } from './tasks.service';

const tags = ['maint'];

/** Maintenance plans and tasks (spec 002 §3, §4, §7; docs/maintenance.md "Plans and tasks"). */
export const taskRoutes = (app: FastifyInstance, services: { plans: PlanService; tasks: TaskService }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { plans, tasks } = services;
  const detail = answers(maintTaskDetailSchema);

  api.get(
    '/api_proxy/maint/plan/list/',
    {
      config: { permission: planRead },
      schema: {
        tags,
        summary: 'Maintenance plans',
        querystring: maintPlanListQuerySchema,
        response: answers(maintPlanPageSchema),
      },
    },
    async (request) => ok(request, await plans.listPlans(await callerOf(request), request.query)),
  );
  api.get(
    '/api_proxy/maint/plan/info/',
    {
      config: { permission: planRead },
      schema: { tags, summary: 'One plan', querystring: maintPlanIdQuerySchema, response: answers(maintPlanSchema) },
    },
    async (request) => ok(request, await plans.getPlan(await callerOf(request), request.query.id)),
  );
  api.post(
    '/api_proxy/maint/plan/info/',
    {
      config: { permission: planWrite },
      schema: {
        tags,
        summary: "Make a plan (today's tasks at once)",
        body: maintPlanCreateSchema,
        response: answers(maintPlanSchema),
      },
    },
    async (request) => ok(request, await plans.createPlan(await callerOf(request), request.body)),
  );
  api.put(
    '/api_proxy/maint/plan/info/',
    {
      config: { permission: planWrite },
      schema: { tags, summary: 'Change a plan', body: maintPlanUpdateSchema, response: answers(maintPlanSchema) },
    },
    async (request) => ok(request, await plans.updatePlan(await callerOf(request), request.body)),
  );
  api.delete(
    '/api_proxy/maint/plan/info/',
    {
      config: { permission: planWrite },
      schema: {
        tags,
        summary: 'Delete a plan (its tasks stay)',
        querystring: maintPlanIdQuerySchema,
        response: answers(z.object({ id: z.number() })),
      },
    },
    async (request) => ok(request, await plans.deletePlan(await callerOf(request), request.query.id)),
  );

  api.get(
    '/api_proxy/maint/task/list/',
    {
      config: { permission: taskRead },
      schema: {
        tags,
        summary: 'Maintenance tasks with the counts of each state',
        querystring: maintTaskListQuerySchema,
        response: answers(maintTaskPageSchema),
      },
    },
    async (request) => ok(request, await tasks.listTasks(await callerOf(request), request.query)),
  );
  api.get(
    '/api_proxy/maint/statistic_of_task_type/',
    {
      config: { permission: taskRead },
      schema: {
        tags,
        summary: 'Tasks per type by state',
        querystring: maintTaskStatQuerySchema,
        response: answers(maintTaskStatSchema),
      },
    },
    async (request) => ok(request, await tasks.statistics(await callerOf(request), request.query)),
  );
  api.get(
    '/api_proxy/maint/task/info/',
    {
      config: { permission: taskRead },
      schema: { tags, summary: 'One task with its equipment', querystring: maintTaskIdQuerySchema, response: detail },
    },
    async (request) => ok(request, await tasks.getTask(await callerOf(request), request.query.id)),
  );
  api.post(
    '/api_proxy/maint/task/info/',
    {
      config: { permission: taskWrite },
      schema: { tags, summary: 'Make a task by hand', body: maintTaskCreateSchema, response: detail },
    },
    async (request) => ok(request, await tasks.createTask(await callerOf(request), request.body)),
  );
  api.put(
    '/api_proxy/maint/task/info/',
    {
      config: { permission: taskWrite },
      schema: { tags, summary: "Change a task's name, type and days", body: maintTaskUpdateSchema, response: detail },
    },
    async (request) => ok(request, await tasks.updateTask(await callerOf(request), request.body)),
  );
  api.put(
    '/api_proxy/maint/task/assign/',
    {
      config: { permission: taskWrite },
      schema: { tags, summary: 'Assign a task (to receive)', body: maintTaskAssignSchema, response: detail },
    },
    async (request) => ok(request, await tasks.assignTask(await callerOf(request), request.body)),
  );
  api.put(
    '/api_proxy/maint/task/receive/',
    {
      config: { permission: taskWrite },
      schema: { tags, summary: 'Receive a task (in progress)', body: maintTaskIdBodySchema, response: detail },
    },
    async (request) => ok(request, await tasks.receiveTask(await callerOf(request), request.body.id)),
  );
  api.put(
    '/api_proxy/maint/task/finish/',
    {
      config: { permission: taskWrite },
      schema: { tags, summary: 'Complete a task', body: maintTaskIdBodySchema, response: detail },
    },
    async (request) => ok(request, await tasks.finishTask(await callerOf(request), request.body.id)),
  );
  api.put(
    '/api_proxy/maint/task/equip/',
    {
      config: { permission: taskWrite },
      schema: { tags, summary: "Change a task's equipment", body: maintTaskEquipSchema, response: detail },
    },
    async (request) => ok(request, await tasks.editEquipment(await callerOf(request), request.body)),
  );
  api.put(
    '/api_proxy/maint/task/result/',
    {
      config: { permission: taskWrite },
      schema: { tags, summary: "Record one item's result", body: maintTaskResultSchema, response: detail },
    },
    async (request) => ok(request, await tasks.recordResult(await callerOf(request), request.body)),
  );
  api.put(
    '/api_proxy/maint/task/item_repair/',
    {
      config: { permission: taskWrite },
      schema: {
        tags,
        summary: 'Raise the repair task of a failed item (once per item)',
        body: maintTaskItemRepairSchema,
        response: answers(maintTaskItemRepairAnswerSchema),
      },
    },
    async (request) => ok(request, await tasks.raiseItemRepair(await callerOf(request), request.body.item_id)),
  );
};
