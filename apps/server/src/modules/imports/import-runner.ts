import { formatImportMessage, type ImportMessageKey, type ImportRowError, type Lang } from '@fireline/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../../core/storage';
import type { Db } from '../../db/client';
import type { ImportContext, Importer } from './importer-registry';
import { finishJob, HEARTBEAT_MS, touchJob } from './imports.repo';
import { parseSheet } from './workbook';

export type ImportRunner = {
  /** Runs the job in the background; the caller has already answered the request. */
  start: (options: { jobId: number; storageKey: string; importer: Importer; ctx: ImportContext }) => void;
  /** Waits for the jobs this process is running (shutdown). */
  close: () => Promise<void>;
};

const readAll = async (storage: FileStorage, key: string) => {
  const chunks: Buffer[] = [];
  for await (const chunk of storage.get(key)) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

const byRow = (a: ImportRowError, b: ImportRowError) => a.row - b.row;

/**
 * Import jobs in this process: read the file, check every row, then write all rows in one transaction together with
 * the job's finished state, or write none and report every row error.
 */
export const createImportRunner = ({
  db,
  storage,
  logger,
}: {
  db: Db;
  storage: FileStorage;
  logger: FastifyBaseLogger;
}): ImportRunner => {
  const inFlight = new Set<Promise<void>>();

  const run = async ({ jobId, storageKey, importer, ctx }: Parameters<ImportRunner['start']>[0]) => {
    const lang: Lang = ctx.lang;
    const single = (message: ImportMessageKey | { zh: string; en: string }) => [
      { row: 0, column: '', message: typeof message === 'string' ? formatImportMessage(message, lang) : message[lang] },
    ];
    let buffer: Buffer;
    try {
      buffer = await readAll(storage, storageKey);
    } catch {
      await finishJob(db, jobId, { status: 'failed', total: 0, imported: 0, errors: single('fileMissing') });
      return;
    }
    const sheet = await parseSheet(buffer, importer, lang);
    const errors = [...sheet.errors];
    if (errors.length === 0 && sheet.rows.length === 0) errors.push(...single(importer.emptyMessage ?? 'noRows'));
    if (sheet.rows.length > 0 && importer.checkRows) {
      const problems = await importer.checkRows(db, ctx, sheet.rows);
      for (const problem of problems) {
        const column = importer.columns.find((item) => item.key === problem.key);
        errors.push({
          row: problem.row,
          column: column ? (lang === 'en' ? column.header_en : column.header_zh) : '',
          message: formatImportMessage(problem.message, lang, problem.values),
        });
      }
    }
    if (errors.length > 0) {
      await finishJob(db, jobId, { status: 'finished', total: sheet.total, imported: 0, errors: errors.sort(byRow) });
      return;
    }
    try {
      await db.transaction(async (tx) => {
        const imported = await importer.insertRows(tx, ctx, sheet.rows);
        await finishJob(tx, jobId, { status: 'finished', total: sheet.total, imported, errors: [] });
      });
    } catch (error) {
      // A row another import wrote meanwhile (unique index) or any database refusal: the transaction left nothing behind.
      const isUnique =
        (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
        (error as { cause?: { code?: string } }).cause?.code === '23505';
      if (!isUnique) logger.error({ err: error, jobId }, 'import failed');
      await finishJob(db, jobId, {
        status: isUnique ? 'finished' : 'failed',
        total: sheet.total,
        imported: 0,
        errors: single(isUnique ? 'alreadyExists' : 'failed'),
      });
    }
  };

  return {
    start: (options) => {
      const heartbeat = setInterval(() => {
        touchJob(db, options.jobId).catch((error: unknown) =>
          logger.warn({ err: error, jobId: options.jobId }, 'import heartbeat failed'),
        );
      }, HEARTBEAT_MS);
      const job: Promise<void> = run(options)
        .catch(async (error: unknown) => {
          logger.error({ err: error, jobId: options.jobId }, 'import job crashed');
          await finishJob(db, options.jobId, {
            status: 'failed',
            total: 0,
            imported: 0,
            errors: [{ row: 0, column: '', message: formatImportMessage('failed', options.ctx.lang) }],
          }).catch(() => {});
        })
        .finally(() => {
          clearInterval(heartbeat);
          inFlight.delete(job);
        });
      inFlight.add(job);
    },
    close: async () => {
      await Promise.allSettled([...inFlight]);
    },
  };
};
