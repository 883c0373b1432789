import ExcelJS from 'exceljs';

/** The component import template's columns (GET /import/template?kind=component), in Chinese. */
const HEADERS = ['系统类型', '系统地址', '回路号', '部件号', '部件类型', '部件名称', '安装位置'];

export type ComponentRow = { loop: number; number: number; name: string; location: string };

/**
 * `count` smoke detectors on loops 1 and 2 (100 per loop), named 批量部件 001…, odd ones 东区 and even ones 西区, after
 * `spoil` has had its say on each row (a test makes a few rows bad this way).
 */
export const componentRows = (
  count: number,
  spoil: (row: ComponentRow, index: number, rows: ComponentRow[]) => ComponentRow = (row) => row,
) => {
  const rows: ComponentRow[] = [];
  for (let index = 0; index < count; index += 1) {
    const row = {
      loop: 1 + Math.floor(index / 100),
      number: (index % 100) + 1,
      name: `批量部件 ${String(index + 1).padStart(3, '0')}`,
      location: index % 2 === 0 ? '东区' : '西区',
    };
    rows.push(spoil(row, index, rows));
  }
  return rows;
};

export const componentSheet = async (rows: ComponentRow[]) => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('部件导入');
  sheet.addRow(HEADERS);
  for (const row of rows)
    sheet.addRow(['火灾报警系统', 1, row.loop, row.number, '点型光电感烟火灾探测器', row.name, row.location]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

/** Every row of the first sheet as cell texts. */
export const readSheet = async (buffer: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) =>
    rows.push(Array.from({ length: sheet.columnCount }, (_, index) => row.getCell(index + 1).text)),
  );
  return rows;
};
