import {
  idAnswerSchema,
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
  maintTaskItemHazardAnswerSchema,
  maintTaskItemHazardSchema,
  maintTaskItemRepairSchema,
  maintTaskListQuerySchema,
  maintTaskPageSchema,
  maintTaskResultSchema,
  maintTaskStatQuerySchema,
  maintTaskStatSchema,
  maintTaskUpdateSchema,
  raisedRepairSchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import { envelopeRoutes } from '../../core/envelope-routes';
import { raisedSentence, taskSentence } from '../../core/operation-log-modules';
import { planRead, planWrite, taskRead, taskWrite } from './permissions';
import { createPlan, deletePlan, getPlan, listPlans, updatePlan } from './plans.service';
import {
  assignTask,
  createTask,
  editEquipment,
  finishTask,
  getTask,
  type ItemRaisers,
  listTasks,
  raiseItemHazard,
  raiseItemRepair,
  receiveTask,
  recordResult,
  taskStatistics,
  type TaskDeps,
  updateTask,
} from './tasks.service';

/** Maintenance plans and tasks (spec 002 §3, §4, §7; docs/maintenance.md "Plans and tasks"). */
export const taskRoutes = (app: FastifyInstance, raisers: ItemRaisers) => {
  const { db, bus, siteTime } = app.deps;
  const taskDeps: TaskDeps = { db, bus, siteTime, raisers };
  const route = envelopeRoutes(app, { tags: ['maint'] });

  route.get('/api_proxy/maint/plan/list/', {
    permission: planRead,
    summary: 'Maintenance plans',
    input: maintPlanListQuerySchema,
    answer: maintPlanPageSchema,
    act: (caller, query) => listPlans(db, caller, query),
  });
  route.get('/api_proxy/maint/plan/info/', {
    permission: planRead,
    summary: 'One plan',
    input: maintPlanIdQuerySchema,
    answer: maintPlanSchema,
    act: (caller, query) => getPlan(db, caller, query.id),
  });
  route.post('/api_proxy/maint/plan/info/', {
    permission: planWrite,
    summary: "Make a plan (today's tasks at once)",
    input: maintPlanCreateSchema,
    answer: maintPlanSchema,
    act: (caller, body) => createPlan(app.deps, caller, body),
  });
  route.put('/api_proxy/maint/plan/info/', {
    permission: planWrite,
    summary: 'Change a plan',
    input: maintPlanUpdateSchema,
    answer: maintPlanSchema,
    act: (caller, body) => updatePlan(app.deps, caller, body),
  });
  route.delete('/api_proxy/maint/plan/info/', {
    permission: planWrite,
    summary: 'Delete a plan (its tasks stay)',
    input: maintPlanIdQuerySchema,
    answer: idAnswerSchema,
    act: (caller, query) => deletePlan(db, caller, query.id),
  });

  route.get('/api_proxy/maint/task/list/', {
    permission: taskRead,
    summary: 'Maintenance tasks with the counts of each state',
    input: maintTaskListQuerySchema,
    answer: maintTaskPageSchema,
    act: (caller, query) => listTasks(taskDeps, caller, query),
  });
  route.get('/api_proxy/maint/statistic_of_task_type/', {
    permission: taskRead,
    summary: 'Tasks per type by state',
    input: maintTaskStatQuerySchema,
    answer: maintTaskStatSchema,
    act: (caller, query) => taskStatistics(db, caller, query),
  });
  route.get('/api_proxy/maint/task/info/', {
    permission: taskRead,
    summary: 'One task with its equipment',
    input: maintTaskIdQuerySchema,
    answer: maintTaskDetailSchema,
    act: (caller, query) => getTask(db, caller, query.id),
  });
  route.post('/api_proxy/maint/task/info/', {
    permission: taskWrite,
    summary: 'Make a task by hand',
    input: maintTaskCreateSchema,
    answer: maintTaskDetailSchema,
    act: (caller, body) => createTask(taskDeps, caller, body),
  });
  route.put('/api_proxy/maint/task/info/', {
    permission: taskWrite,
    summary: "Change a task's name, type and days",
    input: maintTaskUpdateSchema,
    answer: maintTaskDetailSchema,
    act: (caller, body) => updateTask(db, caller, body),
  });
  route.put('/api_proxy/maint/task/assign/', {
    permission: taskWrite,
    audit: { action: 'assign', describe: taskSentence('maint_task.assign') },
    summary: 'Assign a task (to receive)',
    input: maintTaskAssignSchema,
    answer: maintTaskDetailSchema,
    act: (caller, body) => assignTask(taskDeps, caller, body),
  });
  route.put('/api_proxy/maint/task/receive/', {
    permission: taskWrite,
    audit: { action: 'receive', describe: taskSentence('maint_task.receive') },
    summary: 'Receive a task (in progress)',
    input: maintTaskIdBodySchema,
    answer: maintTaskDetailSchema,
    act: (caller, body) => receiveTask(db, caller, body.id),
  });
  route.put('/api_proxy/maint/task/finish/', {
    permission: taskWrite,
    audit: { action: 'complete', describe: taskSentence('maint_task.finish') },
    summary: 'Complete a task',
    input: maintTaskIdBodySchema,
    answer: maintTaskDetailSchema,
    act: (caller, body) => finishTask(db, caller, body.id),
  });
  route.put('/api_proxy/maint/task/equip/', {
    permission: taskWrite,
    audit: { action: 'modify', describe: taskSentence('maint_task.equip') },
    summary: "Change a task's equipment",
    input: maintTaskEquipSchema,
    answer: maintTaskDetailSchema,
    act: (caller, body) => editEquipment(db, caller, body),
  });
  route.put('/api_proxy/maint/task/result/', {
    permission: taskWrite,
    audit: { action: 'record', describe: taskSentence('maint_task.result') },
    summary: "Record one item's result",
    input: maintTaskResultSchema,
    answer: maintTaskDetailSchema,
    act: (caller, body) => recordResult(db, caller, body),
  });
  route.put('/api_proxy/maint/task/item_repair/', {
    permission: taskWrite,
    audit: { action: 'raise', describe: raisedSentence('maint_task.item_repair', 'repair_task_id', 'repair') },
    summary: 'Raise the repair task of a failed item (once per item)',
    input: maintTaskItemRepairSchema,
    answer: raisedRepairSchema,
    act: (caller, body) => raiseItemRepair(taskDeps, caller, body.item_id),
  });
  route.put('/api_proxy/maint/task/item_hazard/', {
    permission: taskWrite,
    audit: { action: 'raise', describe: raisedSentence('maint_task.item_hazard', 'hazard_id', 'hazard') },
    summary: 'Raise the hazard of a failed item (once per item)',
    input: maintTaskItemHazardSchema,
    answer: maintTaskItemHazardAnswerSchema,
    act: (caller, body) => raiseItemHazard(taskDeps, caller, body.item_id),
  });
};
