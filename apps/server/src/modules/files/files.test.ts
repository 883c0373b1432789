import type { AddressInfo } from 'node:net';
import { ErrorCodes, type UploadedFile } from '@fireline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema';
import { loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let baseUrl: string;
let token: string;

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const XLS = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(2048)]);

beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  token = (await loginAs(ctx.app, 'manager')).token;
});
afterAll(() => ctx.close());

const upload = async (kind: string, name: string, content: Buffer, withToken = true) => {
  const form = new FormData();
  form.append('file', new Blob([content]), name);
  const response = await fetch(`${baseUrl}/upload/jupiter/${kind}`, { method: 'POST', body: form, headers: withToken ? { authorization: `token ${token}` } : {} });
  return (await response.json()) as { code: number; msg: string; data: UploadedFile & { field?: string } };
};

describe('uploads', () => {
  it('refuses an upload without a session', async () => {
    expect((await upload('image', 'a.png', PNG, false)).code).toBe(ErrorCodes.tokenInvalid);
  });

  it('stores an image and serves the same bytes back by download path and static url', async () => {
    const { code, data } = await upload('image', '平面图.png', PNG);
    expect(code).toBe(0);
    expect(data).toEqual({ file_id: expect.stringMatching(/^[0-9a-f-]{36}$/), download_path: `/upload/file/${data.file_id}`, static_url: `/files/${data.file_id}` });
    const download = await fetch(`${baseUrl}${data.download_path}`, { headers: { authorization: `token ${token}` } });
    expect(Buffer.from(await download.arrayBuffer()).equals(PNG)).toBe(true);
    expect(download.headers.get('content-disposition')).toContain(encodeURIComponent('平面图.png'));
    expect((await fetch(`${baseUrl}${data.download_path}`)).status).toBe(200);
    expect(((await (await fetch(`${baseUrl}${data.download_path}`)).json()) as { code: number }).code).toBe(ErrorCodes.tokenInvalid);
    const shown = await fetch(`${baseUrl}${data.static_url}`);
    expect(shown.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await shown.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('takes an .xls import file by its content', async () => {
    expect((await upload('import', 'units.xls', XLS)).code).toBe(0);
  });

  it('refuses a file whose content is not what its name says, and keeps nothing', async () => {
    const before = (await ctx.db.select().from(files)).length;
    const renamed = await upload('image', 'photo.png', Buffer.from('this is plain text, not a picture'));
    expect(renamed.code).toBe(ErrorCodes.paramFormat);
    expect(renamed.msg).toContain('file');
    expect((await upload('import', 'units.xlsx', PNG)).code).toBe(ErrorCodes.paramFormat);
    expect((await ctx.db.select().from(files)).length).toBe(before);
  });

  it('refuses an extension the kind does not take', async () => {
    const { code, msg } = await upload('licence', 'licence.webp', PNG);
    expect(code).toBe(ErrorCodes.paramFormat);
    expect(msg).toContain('jpg/jpeg/png/gif/bmp');
  });

  it('refuses a file over the kind’s limit with the limit in the message', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 10)]);
    const { code, msg } = await upload('handle_image', 'big.png', big);
    expect(code).toBe(ErrorCodes.paramFormat);
    expect(msg).toContain('2M');
  });
});
