import {
  answers,
  checkDataQuerySchema,
  checkDataSchema,
  checkInSchema,
  patrolItemRepairSchema,
  patrolRecordDetailSchema,
  patrolRecordPageSchema,
  raisedRepairSchema,
  recordDownloadQuerySchema,
  recordIdQuerySchema,
  recordListQuerySchema,
  recordSiteQuerySchema,
  siteRecordsQuerySchema,
  taskIdQuerySchema,
  taskItemsSchema,
  taskSitesSchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { patrolContext, patrolPath as path, patrolPermissions as can, patrolTags as tags } from './patrol-context';
import { siteToday } from '../maint';
import { repairCreate } from '../repair';
import { documentRoutes } from '../exports';
import { raisePatrolItemRepair } from './record-repair.service';
import { prepareRecordExport, writeRecordExport } from './record-export.service';
import { checkData, checkIn, getRecord, listRecords } from './records.service';
import { taskItems, taskSites } from './task-records.service';

/** Check-ins and records: spec 002 §7 patrol/details/info and patrol/record/*. */
export const patrolRecordRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx = patrolContext(app);
  const { siteTime } = app.deps;
  const offset = siteTime.utcOffsetMinutes;
  const read = { permission: can.read };

  api.post(
    path('details/info'),
    {
      config: read,
      schema: {
        tags,
        summary: "The worker's check-in at a site (idempotent by client_key)",
        body: checkInSchema,
        response: answers(patrolRecordDetailSchema),
      },
    },
    async (request) => ok(request, await checkIn(await ctx(request), request.body)),
  );
  api.get(
    path('details/info'),
    {
      config: read,
      schema: {
        tags,
        summary: 'A check-in with its answers',
        querystring: recordIdQuerySchema,
        response: answers(patrolRecordDetailSchema),
      },
    },
    async (request) => ok(request, await getRecord(await ctx(request), request.query.record_id)),
  );
  api.get(
    path('record/details_by_record_siteid'),
    {
      config: read,
      schema: {
        tags,
        summary: "A site's check-in with its answers",
        querystring: recordSiteQuerySchema,
        response: answers(patrolRecordDetailSchema),
      },
    },
    async (request) => ok(request, await getRecord(await ctx(request), request.query.record_id, request.query.site_id)),
  );
  api.put(
    path('record/item_repair'),
    {
      // 报修 from an unfit answer: whoever creates repair tasks (the repair form's nodes), for a unit in scope.
      config: { permission: repairCreate },
      schema: {
        tags,
        summary: 'Raise the repair task of an unfit patrol answer (once per answer)',
        body: patrolItemRepairSchema,
        response: answers(raisedRepairSchema),
      },
    },
    async (request) => ok(request, await raisePatrolItemRepair(await ctx(request), request.body, siteToday(siteTime))),
  );
  api.get(
    path('record/list_by_day_person_site'),
    {
      config: read,
      schema: {
        tags,
        summary: 'Check-ins by day, person and site',
        querystring: recordListQuerySchema,
        response: answers(patrolRecordPageSchema),
      },
    },
    async (request) => ok(request, await listRecords(await ctx(request), request.query, offset)),
  );
  api.get(
    path('record/list_by_site_id'),
    {
      config: read,
      schema: {
        tags,
        summary: "A site's history",
        querystring: siteRecordsQuerySchema,
        response: answers(patrolRecordPageSchema),
      },
    },
    async (request) => ok(request, await listRecords(await ctx(request), request.query, offset)),
  );
  api.get(
    path('record/list_record_site_by_task'),
    {
      config: read,
      schema: {
        tags,
        summary: "A task's sites and their check-ins",
        querystring: taskIdQuerySchema,
        response: answers(taskSitesSchema),
      },
    },
    async (request) => ok(request, await taskSites(await ctx(request), request.query.task_id)),
  );
  api.get(
    path('record/list_record_item_by_task'),
    {
      config: read,
      schema: {
        tags,
        summary: "A task's answered items",
        querystring: taskIdQuerySchema,
        response: answers(taskItemsSchema),
      },
    },
    async (request) => ok(request, await taskItems(await ctx(request), request.query.task_id)),
  );
  api.get(
    path('record/check_data_by_date'),
    {
      config: read,
      schema: {
        tags,
        summary: 'Check-ins per site day',
        querystring: checkDataQuerySchema,
        response: answers(checkDataSchema),
      },
    },
    async (request) => ok(request, await checkData(await ctx(request), request.query, offset)),
  );
  documentRoutes(app, {
    tags,
    permission: can.records,
    input: recordDownloadQuerySchema,
    link: {
      path: path('record/down_reocrd_by_date'),
      summary: 'A one-time link to the xlsx of the check-ins of these days',
      prepare: async ({ request, input }) => prepareRecordExport({ ...(await ctx(request)), siteTime }, input),
    },
    download: {
      path: '/export/patrol_records',
      summary: 'The xlsx down_reocrd_by_date links to',
      write: async ({ request, input, maxRows }) =>
        writeRecordExport({ ...(await ctx(request)), siteTime }, input, maxRows),
    },
  });
};
