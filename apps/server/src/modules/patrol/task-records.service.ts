import type { TaskSite } from '@fireline/shared';
import type { PatrolCtx } from './patrol-context';
import { listRecordRows, selectRecordItems } from './records.repo';
import { presentRecord, presentRecordItem } from './records.service';
import { sitesInOrder } from './sites.service';
import { requireTask } from './tasks.service';

/** A task's check-ins, newest first (a task has at most a few hundred sites). */
const taskRecords = async (ctx: PatrolCtx, taskId: number) =>
  (await listRecordRows(ctx.db, ctx.caller.scope, { taskId, page_no: 0, page_size: 1000 })).rows;

/** patrol/record/list_record_site_by_task: the task's sites in order, each with its check-in when it has one. */
export const taskSites = async (ctx: PatrolCtx, taskId: number): Promise<TaskSite[]> => {
  const { task } = await requireTask(ctx, taskId);
  const records = await taskRecords(ctx, taskId);
  const sites = await sitesInOrder(ctx.db, ctx.lang, task.siteIds);
  return sites.map((site, index) => {
    const record = records.find((row) => row.record.siteId === site.id);
    return { order: index + 1, site, record: record ? presentRecord(record, ctx.lang) : null };
  });
};

/** patrol/record/list_record_item_by_task: every answered item of the task's check-ins. */
export const taskItems = async (ctx: PatrolCtx, taskId: number) => {
  await requireTask(ctx, taskId);
  const records = await taskRecords(ctx, taskId);
  const byId = new Map(records.map((row) => [row.record.id, row]));
  const items = await selectRecordItems(ctx.db, [...byId.keys()]);
  return items.map((item) => {
    const record = byId.get(item.recordId)!;
    return {
      ...presentRecordItem(item, ctx.lang),
      record_id: item.recordId,
      site_id: record.record.siteId,
      site_name: record.siteName ?? '',
      check_time: Math.floor(record.record.checkedAt.getTime() / 1000),
    };
  });
};
