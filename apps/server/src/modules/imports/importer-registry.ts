import type { ImportColumn, ImportKind, ImportMessageKey, ImportStartQuery, Lang } from '@fireline/shared';
import type { z } from 'zod';
import type { Caller } from '../../core/access';
import type { DbOrTx, Tx } from '../../db/client';

/** What a job knows when its rows are checked and written: who started it, for which unit and device. */
export type ImportContext = {
  caller: Caller;
  companyId: number | null;
  thingId: number | null;
  thingType: number | null;
  boundThingType: number | null;
  lang: Lang;
};

/** A row after the sheet's checks: its sheet row number and the parsed values. */
export type ParsedRow<T> = { row: number; values: T };

/** A problem found against the database: the row and the column key, with a message key of `importMessages`. */
export type RowProblem = {
  row: number;
  key: string;
  message: ImportMessageKey;
  values?: Record<string, string | number>;
};

export type Importer<T = Record<string, unknown>> = {
  kind: ImportKind;
  /** Permission-catalogue id of the import button. */
  permission: string;
  sheetName: { zh: string; en: string };
  columns: readonly ImportColumn[];
  rowSchema: z.ZodType<T>;
  /** Column keys whose combined values must be unique within the file, and the message of a repeat (default: "duplicates row n"). */
  uniqueInFile?: readonly { keys: readonly string[]; message?: ImportMessageKey }[];
  /** Message when the file has no data rows (hydrants: 'no fire hydrants available for import'). */
  emptyMessage?: { zh: string; en: string };
  /** Checks the start parameters against the caller's scope (refusing with 9993 / 9995 / 899x) when the job is created. */
  checkStart: (db: DbOrTx, ctx: ImportContext, query: ImportStartQuery) => Promise<void>;
  /** Row problems only the database can tell (existing codes, unknown buildings): one query per check, not per row. */
  checkRows?: (db: DbOrTx, ctx: ImportContext, rows: ParsedRow<T>[]) => Promise<RowProblem[]>;
  /** Writes every row inside the job's one transaction; returns how many records were created. */
  insertRows: (tx: Tx, ctx: ImportContext, rows: ParsedRow<T>[]) => Promise<number>;
};

const importers = new Map<ImportKind, Importer>();

/** Archives add their importer here (companies, DTU, components, hydrants); the last registration of a kind wins. */
export const registerImporter = <T>(importer: Importer<T>) => {
  importers.set(importer.kind, importer as unknown as Importer);
};

export const findImporter = (kind: ImportKind) => importers.get(kind);

/** Rows in slices small enough for one INSERT's parameters (PostgreSQL takes at most 65 535). */
export const inChunks = <T>(items: readonly T[], size = 500): T[][] => {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
};
