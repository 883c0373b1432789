import type { Envelope, ImportJobView, UploadedFile } from '@fireline/shared';
import ExcelJS from 'exceljs';
import type { BenchUser } from './bench-server';

/** Rows of the component template (zh headers), each a distinct loop/number on the transmission device. */
export const buildComponentSheet = async (rows: number) => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('部件导入');
  sheet.addRow(['系统类型', '系统地址', '回路号', '部件号', '部件类型', '部件名称', '安装位置']);
  const kinds = ['点型光电感烟火灾探测器', '点型感温火灾探测器', '手动火灾报警按钮', '消火栓按钮'];
  for (let index = 0; index < rows; index += 1) {
    const [loop, number] = [10 + Math.floor(index / 200), 1 + (index % 200)];
    const floor = 1 + (index % 20);
    sheet.addRow([
      '火灾报警系统',
      1,
      loop,
      number,
      kinds[index % kinds.length],
      `${floor}F ${loop}-${number} ${kinds[index % kinds.length]}`,
      `A座${floor}层 ${number}号点位`,
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

const upload = async (user: BenchUser, name: string, content: Buffer) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), name);
  const response = await fetch(`${user.baseUrl}/upload/jupiter/import`, {
    method: 'POST',
    body: form,
    headers: { authorization: `token ${user.token}` },
  });
  const answer = (await response.json()) as Envelope<UploadedFile>;
  if (answer.code !== 0) throw new Error(`upload failed: ${answer.msg}`);
  return answer.data.file_id;
};

const getImport = async <T>(user: BenchUser, path: string) =>
  (await (
    await fetch(`${user.baseUrl}${path}`, { headers: { authorization: `token ${user.token}` } })
  ).json()) as Envelope<T>;

/**
 * Uploads the sheet, starts /import/import_component for the device and polls /import/import_result until the job is
 * done: the seconds from the start call to the finished answer, and how many rows went in.
 */
export const importComponents = async (
  user: BenchUser,
  target: { companyId: number; deviceId: number },
  sheet: Buffer,
) => {
  const fileId = await upload(user, 'components.xlsx', sheet);
  const started = performance.now();
  const job = await getImport<ImportJobView>(
    user,
    `/import/import_component?file_id=${fileId}&company_id=${target.companyId}&thing_id=${target.deviceId}`,
  );
  if (job.code !== 0) throw new Error(`import refused: ${job.code} ${job.msg}`);
  for (;;) {
    const answer = await getImport<ImportJobView>(user, `/import/import_result?job_id=${job.data.job_id}`);
    if (answer.code === 0) {
      if (answer.data.errors.length > 0)
        throw new Error(`import reported row errors: ${JSON.stringify(answer.data.errors.slice(0, 3))}`);
      return { seconds: (performance.now() - started) / 1000, imported: answer.data.imported };
    }
    if (answer.code !== 1) throw new Error(`import failed: ${answer.code} ${answer.msg}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
