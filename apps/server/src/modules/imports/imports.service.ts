import {
  ErrorCodes,
  formatImportMessage,
  IMPORT_MAX_BYTES,
  importMessages,
  type ImportKind,
  type ImportStartQuery,
  type Lang,
} from '@fireline/shared';
import { AppError } from '../../core/app-error';
import type { Caller } from '../../core/access';
import { hasPermission, type SessionUser } from '../../core/session';
import type { Db } from '../../db/client';
import { findFile } from '../files';
import { findImporter, type ImportContext } from './importer-registry';
import type { ImportRunner } from './import-runner';
import { failStaleJobs, findJob, insertJob, presentJob } from './imports.repo';
import { buildTemplate } from './workbook';

/** .xlsx, and .xls (an OLE compound file: what else such a file holds is found out when the sheet is read). */
const SHEET_MIMES = ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/x-cfb'];

/** The importer of a kind the caller may use: 9995 when none is registered, 9993 without its button. */
const requireImporter = (session: SessionUser, kind: ImportKind) => {
  const importer = findImporter(kind);
  if (!importer) throw new AppError(ErrorCodes.noData);
  if (!hasPermission(session, importer.permission)) throw new AppError(ErrorCodes.noPermission);
  return importer;
};

const fileMissing = () =>
  new AppError(ErrorCodes.noData, { detail: importMessages.fileMissing, data: { field: 'file_id' } });

/** Checks the parameters, the file and the caller's scope, records the job and hands it to the runner. */
export const startImport = async (options: {
  db: Db;
  runner: ImportRunner;
  caller: Caller;
  kind: ImportKind;
  query: ImportStartQuery;
  lang: Lang;
}) => {
  const { db, caller, query, lang } = options;
  const { session } = caller;
  const importer = requireImporter(session, options.kind);
  // creater_id is the spec's parameter; the creator is always the session's user, so another id is refused.
  if (query.creater_id !== undefined && query.creater_id !== session.userId)
    throw new AppError(ErrorCodes.noPermission);
  const file = await findFile(db, query.file_id).catch(() => {
    throw fileMissing();
  });
  if (file.uploaderId !== session.userId && !session.isAdmin) throw fileMissing();
  if (file.size > IMPORT_MAX_BYTES)
    throw new AppError(ErrorCodes.paramFormat, {
      detail: { zh: 'file_id 文件超过 2M', en: 'file_id exceeds 2 MB' },
      data: { field: 'file_id' },
    });
  if (!SHEET_MIMES.includes(file.mime)) {
    throw new AppError(ErrorCodes.paramFormat, {
      detail: { zh: `file_id ${importMessages.xlsNotReadable.zh}`, en: `file_id ${importMessages.xlsNotReadable.en}` },
      data: { field: 'file_id' },
    });
  }
  const ctx: ImportContext = {
    caller,
    companyId: query.company_id ?? null,
    thingId: query.thing_id ?? null,
    thingType: query.thing_type ?? null,
    boundThingType: query.bound_thing_type ?? null,
    lang,
  };
  await importer.checkStart(db, ctx, query);
  const job = await insertJob(db, {
    kind: importer.kind,
    fileId: file.id,
    companyId: ctx.companyId,
    thingId: ctx.thingId,
    thingType: ctx.thingType,
    boundThingType: ctx.boundThingType,
    creatorId: session.userId,
    lang,
  });
  options.runner.start({ jobId: job.id, storageKey: file.storageKey, importer, ctx });
  return presentJob(job);
};

export type ImportResultAnswer = {
  code: 0 | 1 | typeof ErrorCodes.noData;
  detail?: { zh: string; en: string };
  data: ReturnType<typeof presentJob> | null;
};

/**
 * The poll (spec 001 §4): code 0 finished (totals and row errors), 1 in progress, 9995 when the job is missing, not the
 * caller's, or failed (its file gone or the run interrupted) — the client warns and goes back.
 */
export const readImportResult = async (options: {
  db: Db;
  session: SessionUser;
  jobId: number;
}): Promise<ImportResultAnswer> => {
  const { db, session, jobId } = options;
  let job = await findJob(db, jobId);
  if (!job || (job.creatorId !== session.userId && !session.isAdmin)) return { code: ErrorCodes.noData, data: null };
  if (job.status === 'running') {
    await failStaleJobs(db, { id: job.id });
    job = (await findJob(db, jobId))!;
  }
  if (job.status === 'running') return { code: 1, detail: importMessages.inProgress, data: presentJob(job) };
  if (job.status === 'failed') {
    const reason = job.errors[0]?.message ?? formatImportMessage('failed', job.lang === 'en' ? 'en' : 'zh');
    return { code: ErrorCodes.noData, detail: { zh: reason, en: reason }, data: presentJob(job) };
  }
  return { code: 0, detail: importMessages.finished, data: presentJob(job) };
};

export const importTemplate = async (options: { session: SessionUser; kind: ImportKind; lang: Lang }) => {
  const importer = requireImporter(options.session, options.kind);
  return { buffer: await buildTemplate(importer, options.lang), filename: `${importer.sheetName[options.lang]}.xlsx` };
};
