import {
  answers,
  patrolTaskPageSchema,
  patrolTaskSchema,
  taskIdQuerySchema,
  taskListQuerySchema,
  terminateTaskSchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { patrolContext, patrolPath as path, patrolPermissions as can, patrolTags as tags } from './patrol-context';
import { getTask, listTasks, terminateTask } from './tasks.service';

/** Tasks (巡查任务): spec 002 §7 patrol/task/*. */
export const patrolTaskRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx = patrolContext(app);

  api.get(
    path('task/list_by_company'),
    {
      config: { permission: can.read },
      schema: {
        tags,
        summary: "A unit's tasks",
        querystring: taskListQuerySchema,
        response: answers(patrolTaskPageSchema),
      },
    },
    async (request) => ok(request, await listTasks(await ctx(request), request.query)),
  );
  api.get(
    path('task/info'),
    {
      config: { permission: can.read },
      schema: { tags, summary: 'A task', querystring: taskIdQuerySchema, response: answers(patrolTaskSchema) },
    },
    async (request) => ok(request, await getTask(await ctx(request), request.query.task_id)),
  );
  api.post(
    path('task/terminate_task'),
    {
      config: { permission: can.tasks, audit: { action: 'modify' } },
      schema: {
        tags,
        summary: 'Terminate a pending or in-progress task',
        body: terminateTaskSchema,
        response: answers(patrolTaskSchema),
      },
    },
    async (request) => ok(request, await terminateTask(await ctx(request), request.body)),
  );
};
