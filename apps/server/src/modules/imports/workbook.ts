import {
  formatImportMessage,
  IMPORT_MAX_ROWS,
  importMessages,
  type ImportColumn,
  type ImportMessageKey,
  type ImportRowError,
  type Lang,
} from '@fireline/shared';
import { read as readWorkbook, write as writeWorkbook } from '@e965/xlsx';
import ExcelJS from 'exceljs';
import type { Importer, ParsedRow } from './importer-registry';

const headerOf = (column: ImportColumn, lang: Lang) => (lang === 'en' ? column.header_en : column.header_zh);

/** The template of a kind: the data sheet (headers, one example row), then a notes sheet explaining each column. */
export const buildTemplate = async (importer: Importer, lang: Lang): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(importer.sheetName[lang]);
  sheet.columns = importer.columns.map((column) => ({
    header: headerOf(column, lang),
    key: column.key,
    width: Math.max(14, headerOf(column, lang).length * 2 + 4),
  }));
  sheet.addRow(Object.fromEntries(importer.columns.map((column) => [column.key, column.example])));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  importer.columns.forEach((column, index) => {
    // Required columns are red, as the forms mark them with an asterisk.
    if (column.required) header.getCell(index + 1).font = { bold: true, color: { argb: 'FFCC0000' } };
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];

  const notes = workbook.addWorksheet(lang === 'en' ? 'Notes' : '填写说明');
  notes.columns = [
    { header: lang === 'en' ? 'Column' : '列名', key: 'column', width: 20 },
    { header: lang === 'en' ? 'Required' : '是否必填', key: 'required', width: 10 },
    { header: lang === 'en' ? 'Rule' : '填写说明', key: 'note', width: 60 },
    { header: lang === 'en' ? 'Accepted values' : '可选值', key: 'options', width: 60 },
  ];
  notes.getRow(1).font = { bold: true };
  for (const column of importer.columns) {
    notes.addRow({
      column: headerOf(column, lang),
      required: column.required ? (lang === 'en' ? 'yes' : '是') : lang === 'en' ? 'no' : '否',
      note: (lang === 'en' ? column.note_en : column.note_zh) ?? '',
      options: column.options?.map((option) => `${option.value} ${option[lang]}`).join('; ') ?? '',
    });
  }
  notes.addRow({});
  notes.addRow({
    column:
      lang === 'en'
        ? 'Replace the example row with your data. Any wrong row stops the whole file: nothing is imported until every row is right. .xlsx, at most 2 MB.'
        : '请用实际数据替换示例行。任一行有误则整个文件不导入，全部正确后才会导入。仅支持 .xlsx，不超过 2M。',
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

/** A cell as the user sees it: shown text (formula results, rich text, numbers), trimmed; empty is undefined. */
const cellText = (cell: ExcelJS.Cell): string | undefined => {
  const shown = cell.text?.trim();
  return shown ? shown : undefined;
};

const normaliseHeader = (value: string) => value.replace(/[*＊\s]/g, '').toLowerCase();

const matchOption = (column: ImportColumn, value: string) => {
  const wanted = value.toLowerCase();
  return column.options?.find((option) =>
    [String(option.value), option.zh, option.en].some((label) => label.toLowerCase() === wanted),
  );
};

type Issue = { code: string; message: string; minimum?: unknown; maximum?: unknown; origin?: string };

/** A zod issue in the spec's rule words; schemas name their rule by a custom message key of `importMessages`. */
const zodMessage = (issue: Issue, lang: Lang): string => {
  if (issue.code === 'too_big' && issue.origin === 'string')
    return formatImportMessage('maxLength', lang, { num: String(issue.maximum) });
  if (issue.code === 'too_small' && issue.origin === 'string')
    return formatImportMessage('minLength', lang, { num: String(issue.minimum) });
  if (issue.code === 'too_big') return formatImportMessage('maximum', lang, { max: String(issue.maximum) });
  if (issue.code === 'too_small') return formatImportMessage('minimum', lang, { min: String(issue.minimum) });
  if (issue.message in importMessages) return formatImportMessage(issue.message as ImportMessageKey, lang);
  return formatImportMessage(issue.code === 'invalid_type' ? 'numeric' : 'choice', lang);
};

/** Excel 97-2003 files are OLE compound files (D0 CF 11 E0 A1 B1 1A E1); .xlsx is a zip. */
const isCompoundFile = (buffer: Buffer) =>
  buffer.length > 8 && buffer.readUInt32BE(0) === 0xd0cf11e0 && buffer.readUInt32BE(4) === 0xa1b11ae1;

/**
 * An .xls (BIFF8) sheet rewritten as .xlsx, so one reader (exceljs) parses every import. exceljs reads only .xlsx;
 * SheetJS reads .xls — the npm `xlsx` 0.18 has unfixed CVEs for crafted files, `@e965/xlsx` republishes the fixed 0.20.
 */
const asXlsx = (buffer: Buffer): Buffer => {
  if (!isCompoundFile(buffer)) return buffer;
  const workbook = readWorkbook(buffer, { type: 'buffer', cellFormula: false, cellHTML: false });
  return writeWorkbook(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
};

export type ParsedSheet = { total: number; rows: ParsedRow<Record<string, unknown>>[]; errors: ImportRowError[] };

/**
 * Reads the first sheet: finds each column by its zh or en header (or key), checks required cells, maps option labels
 * to values, validates the row with the importer's zod schema and checks in-file uniqueness. Every problem is kept.
 */
export const parseSheet = async (buffer: Buffer, importer: Importer, lang: Lang): Promise<ParsedSheet> => {
  const problem = (
    row: number,
    column: string,
    key: ImportMessageKey,
    values?: Record<string, string | number>,
  ): ImportRowError => ({
    row,
    column,
    message: formatImportMessage(key, lang, values),
  });
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(asXlsx(buffer) as unknown as ArrayBuffer);
  } catch {
    return { total: 0, rows: [], errors: [problem(0, '', 'badFormat')] };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { total: 0, rows: [], errors: [problem(0, '', 'badFormat')] };

  const positions = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, columnNumber) => {
    const text = cellText(cell);
    if (!text) return;
    const header = normaliseHeader(text);
    const column = importer.columns.find((item) =>
      [item.header_zh, item.header_en, item.key].some((label) => normaliseHeader(label) === header),
    );
    if (column && !positions.has(column.key)) positions.set(column.key, columnNumber);
  });
  const missing = importer.columns.filter((column) => column.required && !positions.has(column.key));
  if (missing.length > 0)
    return { total: 0, rows: [], errors: missing.map((column) => problem(1, headerOf(column, lang), 'columnMissing')) };

  const errors: ImportRowError[] = [];
  const rows: ParsedRow<Record<string, unknown>>[] = [];
  let total = 0;
  for (let rowNumber = 2; rowNumber <= sheet.rowCount; rowNumber += 1) {
    const row = sheet.getRow(rowNumber);
    const raw = new Map<string, string | undefined>();
    for (const [key, position] of positions) raw.set(key, cellText(row.getCell(position)));
    if ([...raw.values()].every((value) => value === undefined)) continue;
    total += 1;
    if (total > IMPORT_MAX_ROWS)
      return { total, rows: [], errors: [problem(rowNumber, '', 'tooManyRows', { num: IMPORT_MAX_ROWS })] };

    const candidate: Record<string, unknown> = {};
    let isRowValid = true;
    for (const column of importer.columns) {
      const value = raw.get(column.key) ?? column.default;
      if (value === undefined) {
        if (column.required) {
          errors.push(problem(rowNumber, headerOf(column, lang), 'required'));
          isRowValid = false;
        }
        continue;
      }
      if (column.options) {
        const option = matchOption(column, value);
        if (!option) {
          errors.push(problem(rowNumber, headerOf(column, lang), 'choice'));
          isRowValid = false;
          continue;
        }
        candidate[column.key] = String(option.value);
        continue;
      }
      candidate[column.key] = value;
    }
    if (!isRowValid) continue;
    const parsed = importer.rowSchema.safeParse(candidate);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const column = importer.columns.find((item) => item.key === String(issue.path[0]));
        errors.push({
          row: rowNumber,
          column: column ? headerOf(column, lang) : String(issue.path[0] ?? ''),
          message: zodMessage(issue as Issue, lang),
        });
      }
      continue;
    }
    rows.push({ row: rowNumber, values: parsed.data as Record<string, unknown> });
  }

  for (const { keys, message } of importer.uniqueInFile ?? []) {
    const seen = new Map<string, number>();
    const column = importer.columns.find((item) => item.key === keys[keys.length - 1]);
    for (const { row, values } of rows) {
      // An empty optional cell repeats nothing.
      if (keys.some((key) => values[key] === undefined)) continue;
      const signature = JSON.stringify(keys.map((key) => values[key] ?? null));
      const first = seen.get(signature);
      if (first === undefined) seen.set(signature, row);
      else
        errors.push(problem(row, column ? headerOf(column, lang) : '', message ?? 'duplicateInFile', { row: first }));
    }
  }
  return { total, rows, errors };
};
