import {
  ErrorCodes,
  hasUnfitNote,
  itemResults,
  patrolMessages,
  punchStatuses,
  type checkInSchema,
  type Lang,
  type PatrolRecord,
  type RecordItem,
  type recordListQuerySchema,
  repairOrigins,
} from '@fireline/shared';
import type { z } from 'zod';
import { requireAccessTo } from '../../core/access';
import { AppError } from '../../core/app-error';
import { requireUploadedFiles } from '../../core/file-refs';
import type { Db, DbOrTx } from '../../db/client';
import { raiseHazardsFromPatrol } from '../hazards';
import { repairTasksOfSources } from '../repair';
import { itemTypeOf, punchStatusOf, refuseField, requireUnit, seconds } from './patrol-common';
import type { PatrolCtx } from './patrol-context';
import {
  findRecordByKey,
  findRecordRow,
  insertCheckIn,
  listRecordRows,
  selectCheckData,
  selectRecordItems,
  selectUnfitItems,
  type RecordFilter,
  type RecordItemRow,
  type RecordRow,
} from './records.repo';
import { selectItemsOfSites } from './sites.repo';

const DAY_MS = 86_400_000;

export const presentRecord = (row: RecordRow, lang: Lang): PatrolRecord => ({
  id: row.record.id,
  site_id: row.record.siteId,
  site_name: row.siteName ?? '',
  site_code: row.siteCode ?? '',
  company_cared_id: row.record.companyId,
  company_name: row.companyName ?? '',
  task_id: row.record.taskId,
  task_number: row.taskNumber ?? '',
  checked_by: { id: row.record.checkedBy, name: row.checkerName || row.checkerAccount || '' },
  check_time: seconds(row.record.checkedAt),
  punch_status: punchStatusOf(row.record.punchStatus, lang),
  fit_count: row.record.fitCount,
  unfit_count: row.record.unfitCount,
  latitude: row.record.latitude,
  longitude: row.record.longitude,
  remark: row.record.remark,
});

export const presentRecordItem = (row: RecordItemRow, lang: Lang): RecordItem => ({
  id: row.id,
  item_id: row.itemId,
  item_name: row.itemName,
  enum_pt_item_type: itemTypeOf(row.itemType, lang),
  result: row.result,
  reading: row.reading,
  remark: row.remark,
  photo_file_ids: row.photoFileIds,
});

export const recordDetail = async (db: DbOrTx, lang: Lang, id: number) => {
  const row = await findRecordRow(db, id);
  if (!row) throw new AppError(ErrorCodes.noData);
  const items = await selectRecordItems(db, [id]);
  const repairs = await repairTasksOfSources(
    db,
    repairOrigins.patrol_item,
    items.map((item) => item.id),
  );
  return {
    ...presentRecord(row, lang),
    items: items.map((item) => ({
      ...presentRecordItem(item, lang),
      repair_task_id: repairs.get(item.id)?.id ?? null,
    })),
  };
};

/** Each answer against its item's requirements: every item answered once, a result or reading, photos when required. */
const judgeAnswers = async (db: DbOrTx, siteId: number, answers: z.infer<typeof checkInSchema>['answers']) => {
  const items = await selectItemsOfSites(db, [siteId]);
  const byId = new Map(answers.map((answer) => [answer.item_id, answer]));
  if (byId.size !== answers.length || items.length !== answers.length || items.some((item) => !byId.has(item.id)))
    throw refuseField(ErrorCodes.paramValue, 'answers', patrolMessages.answerMissing);
  return items.map((item, index) => {
    const answer = byId.get(item.id)!;
    const field = `answers[${index}]`;
    const require = item.checkRequire;
    let result: number;
    if (require.kind === 'reading') {
      if (answer.reading === undefined)
        throw refuseField(ErrorCodes.paramRequired, `${field}.reading`, patrolMessages.readingRequired);
      const inRange =
        (require.min === undefined || answer.reading >= require.min) &&
        (require.max === undefined || answer.reading <= require.max);
      result = inRange ? itemResults.fit : itemResults.unfit;
    } else {
      if (!answer.result) throw refuseField(ErrorCodes.paramRequired, `${field}.result`, patrolMessages.answerMissing);
      result = answer.result;
    }
    if (require.photo_required && answer.photo_file_ids.length === 0)
      throw refuseField(ErrorCodes.paramRequired, `${field}.photo_file_ids`, patrolMessages.photoRequired);
    // Unfit by its reading: the schema could not tell, so the note it asks of an unfit answer is asked here.
    if (result === itemResults.unfit && !hasUnfitNote(answer))
      throw refuseField(ErrorCodes.paramValue, `${field}.remark`, patrolMessages.unfitNeedsNote);
    return {
      itemId: item.id,
      itemName: item.name,
      itemType: item.itemType,
      result,
      reading: require.kind === 'reading' ? (answer.reading ?? null) : null,
      remark: answer.remark ?? '',
      photoFileIds: answer.photo_file_ids,
    };
  });
};

/**
 * POST patrol/details/info: the worker's check-in (打卡). Idempotent by (caller, client_key): a resend answers the
 * record the first send made, whether the first is found before (a late resend) or collides in the insert (a resend
 * racing the first).
 */
export const checkIn = async (ctx: PatrolCtx & { db: Db }, body: z.infer<typeof checkInSchema>) => {
  const { db, caller, lang } = ctx;
  const userId = caller.session.userId;
  const companyId = await requireAccessTo(db, caller, { kind: 'patrol_site', id: body.site_id, field: 'site_id' });
  const known = await findRecordByKey(db, userId, body.client_key);
  if (known) {
    // A resend also raises what a first send's failure after its commit may have left unraised (idempotent).
    await raiseUnfitHazards(ctx, known);
    return recordDetail(db, lang, known);
  }
  const items = await judgeAnswers(db, body.site_id, body.answers);
  await requireUploadedFiles(
    db,
    Object.fromEntries(items.map((item, index) => [`answers[${index}].photo_file_ids`, item.photoFileIds])),
  );
  const now = Date.now();
  const at = body.checked_at ? Math.min(body.checked_at * 1000, now) : now;
  const unfit = items.filter((item) => item.result === itemResults.unfit).length;
  const { id } = await db.transaction((tx) =>
    insertCheckIn(
      tx,
      {
        companyId,
        siteId: body.site_id,
        checkedBy: userId,
        checkedAt: new Date(at),
        punchStatus: unfit ? punchStatuses.abnormal : punchStatuses.normal,
        fitCount: items.length - unfit,
        unfitCount: unfit,
        latitude: body.latitude ?? null,
        longitude: body.longitude ?? null,
        remark: body.remark ?? '',
        clientKey: body.client_key,
      },
      items,
    ),
  );
  if (unfit) await raiseUnfitHazards(ctx, id);
  return recordDetail(db, lang, id);
};

/**
 * Every unfit item of a check-in becomes a hazard linked to the record (spec 002 Hazards; docs/hazards.md), once per
 * record and item however often this runs. The demo seed raises its check-ins' hazards with it too.
 */
export const raiseUnfitHazards = async (ctx: { db: DbOrTx; bus?: PatrolCtx['bus'] }, recordId: number) => {
  const unfit = await unfitItemsOfRecord(ctx.db, recordId);
  if (unfit.length === 0) return;
  await raiseHazardsFromPatrol(
    ctx.db,
    unfit.map((item) => ({
      ...item,
      answer: item.answer.reading === null ? '不合格' : `读数 ${item.answer.reading}`,
    })),
    { bus: ctx.bus },
  );
};

export const getRecord = async ({ db, caller, lang }: PatrolCtx, recordId: number, siteId?: number) => {
  await requireAccessTo(db, caller, { kind: 'patrol_record', id: recordId, field: 'record_id' });
  const detail = await recordDetail(db, lang, recordId);
  if (siteId !== undefined && detail.site_id !== siteId) throw new AppError(ErrorCodes.noData);
  return detail;
};

/** A site-day range ('YYYY-MM-DD', both ends included) as instants on the site's clock. */
export const siteDays = (utcOffsetMinutes: number, start?: string, end?: string) => {
  const midnight = (day: string) => Date.parse(`${day}T00:00:00Z`) - utcOffsetMinutes * 60_000;
  return {
    from: start ? new Date(midnight(start)) : undefined,
    to: end ? new Date(midnight(end) + DAY_MS) : undefined,
  };
};

export const recordFilterOf = async (
  ctx: PatrolCtx,
  query: { company_cared_id?: number; start_date?: string; end_date?: string; checked_by?: number; site_id?: number },
  utcOffsetMinutes: number,
): Promise<RecordFilter> => {
  if (query.company_cared_id) await requireUnit(ctx.db, ctx.caller, query.company_cared_id);
  if (query.site_id)
    await requireAccessTo(ctx.db, ctx.caller, { kind: 'patrol_site', id: query.site_id, field: 'site_id' });
  return {
    companyId: query.company_cared_id,
    checkedBy: query.checked_by,
    siteId: query.site_id,
    ...siteDays(utcOffsetMinutes, query.start_date, query.end_date),
    ...(query.start_date || query.end_date
      ? { days: { start: query.start_date, end: query.end_date, utcOffsetMinutes } }
      : {}),
  };
};

export const listRecords = async (
  ctx: PatrolCtx,
  query: z.infer<typeof recordListQuerySchema>,
  utcOffsetMinutes: number,
) => {
  const filter = await recordFilterOf(ctx, query, utcOffsetMinutes);
  const { rows, total } = await listRecordRows(ctx.db, ctx.caller.scope, {
    ...filter,
    punchStatus: query.punch_status,
    page_no: query.page_no,
    page_size: query.page_size,
  });
  return { total, list: rows.map((row) => presentRecord(row, ctx.lang)) };
};

/** patrol/record/check_data_by_date: per site day of the range, check-ins, sites checked and unfit items. */
export const checkData = async (
  ctx: PatrolCtx,
  query: { company_cared_id?: number; start_date: string; end_date: string },
  utcOffsetMinutes: number,
) => {
  const filter = await recordFilterOf(ctx, query, utcOffsetMinutes);
  return selectCheckData(ctx.db, ctx.caller.scope, {
    ...filter,
    utcOffsetMinutes,
    startDate: query.start_date,
    endDate: query.end_date,
  });
};

/** What the hazards module takes to raise a hazard per unfit item of a check-in (docs/patrol.md "Unfit items"). */
export type UnfitItem = {
  record_id: number;
  company_id: number;
  site_id: number;
  site_name: string;
  item_id: number;
  item_name: string;
  answer: { result: number; reading: number | null };
  remark: string;
  photo_file_ids: string[];
  building_id: number | null;
  floor_id: number | null;
  checked_by_uid: number;
  checked_at: number;
};

export const unfitItemsOfRecord = async (db: DbOrTx, recordId: number): Promise<UnfitItem[]> =>
  (await selectUnfitItems(db, recordId)).map((row) => ({
    record_id: row.recordId,
    company_id: row.companyId,
    site_id: row.siteId,
    site_name: row.siteName,
    item_id: row.itemId,
    item_name: row.itemName,
    answer: { result: row.result, reading: row.reading },
    remark: row.remark,
    photo_file_ids: row.photoFileIds,
    building_id: row.buildingId,
    floor_id: row.floorId,
    checked_by_uid: row.checkedBy,
    checked_at: seconds(row.checkedAt),
  }));
