import { randomUUID } from 'node:crypto';
import type { Envelope, ImportJobView, UploadedFile } from '@fireline/shared';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';

/** Helpers the import and export tests share: build and read xlsx files, upload them, poll a job. */
export const buildXlsx = async (rows: (string | number | null)[][], sheetName = 'Sheet1') => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

/** Every sheet as rows of cell texts (row 1 first). */
export const readXlsx = async (buffer: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook.worksheets.map((sheet) => {
    const rows: string[][] = [];
    sheet.eachRow((row) => {
      const cells: string[] = [];
      for (let column = 1; column <= sheet.columnCount; column += 1) cells.push(row.getCell(column).text);
      rows.push(cells);
    });
    return { name: sheet.name, rows };
  });
};

export const uploadFile = async (
  app: FastifyInstance,
  token: string,
  name: string,
  content: Buffer,
  kind = 'import',
) => {
  const boundary = `----fireline${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await app.inject({
    method: 'POST',
    url: `/upload/jupiter/${kind}`,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `token ${token}` },
  });
  return response.json() as Envelope<UploadedFile>;
};

export const getJson = async <T = unknown>(app: FastifyInstance, url: string, token?: string) => {
  const response = await app.inject({ method: 'GET', url, headers: token ? { authorization: `token ${token}` } : {} });
  return response.json() as Envelope<T>;
};

/** Polls /import/import_result as the client does (without its delays) until the job leaves code 1. */
export const waitForJob = async (app: FastifyInstance, token: string, jobId: number, lang?: 'en') => {
  // A deadline rather than a count: a loaded machine may take seconds for a large file.
  const deadline = Date.now() + 25_000;
  while (Date.now() < deadline) {
    const answer = await getJson<ImportJobView>(
      app,
      `/import/import_result?job_id=${jobId}${lang ? '&lang=eng' : ''}`,
      token,
    );
    if (answer.code !== 1) return answer;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`job ${jobId} still running`);
};
