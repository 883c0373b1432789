import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { ErrorCodes, type UploadedFile } from '@fireline/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadTickets, files, organisations, roles } from '../../db/schema';
import { buildUser } from '../../db/seed/factories';
import { ticketUrl } from '../../test/download';
import { call, loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';
import { until } from '../../test/until';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let baseUrl: string;
let token: string;
let operator: string;
let schoolManager: string;
let towerId: number;
let schoolId: number;
/** Every line the server logged, as written. */
const logLines: string[] = [];

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const XLS = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(2048)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const MB = 1024 * 1024;

beforeAll(async () => {
  const capture = new Writable({
    write: (chunk: Buffer, _encoding, done) => {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });
  ctx = await createTestApp({ seed: 'demo', deps: { logger: pino({ level: 'info' }, capture) } });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  token = (await loginAs(ctx.app, 'manager')).token;
  operator = (await loginAs(ctx.app, 'operator')).token;
  const orgId = async (name: string) =>
    (await ctx.db.select().from(organisations).where(eq(organisations.name, name)))[0]!.id;
  towerId = await orgId('华鼎国际大厦');
  schoolId = await orgId('朝阳实验学校');
  const [managerRole] = await ctx.db.select().from(roles).where(eq(roles.code, 'cared_manager'));
  await buildUser(ctx.db, { orgId: schoolId, roleId: managerRole!.id, username: 'schoolmgr' });
  schoolManager = (await loginAs(ctx.app, 'schoolmgr', 'Fireline@2026')).token;
});
afterAll(async () => {
  // Uploads refused mid-body leave their client's connection busy; the server's close would wait for it.
  ctx.app.server.closeAllConnections();
  await ctx.close();
});

const upload = async (
  kind: string,
  name: string,
  content: Buffer,
  options: { token?: string | null; companyId?: number } = {},
) => {
  const form = new FormData();
  form.append('file', new Blob([content]), name);
  const sender = options.token === undefined ? token : options.token;
  const query = options.companyId ? `?company_id=${options.companyId}` : '';
  const response = await fetch(`${baseUrl}/upload/jupiter/${kind}${query}`, {
    method: 'POST',
    body: form,
    headers: sender ? { authorization: `token ${sender}` } : {},
  });
  return (await response.json()) as { code: number; msg: string; data: UploadedFile & { field?: string } };
};

const get = (url: string, sender?: string) =>
  fetch(`${baseUrl}${url}`, { headers: sender ? { authorization: `token ${sender}` } : {} });
const codeOf = async (response: Response) => ((await response.json()) as { code: number }).code;

/** Every file under the storage folder, finished or partial. */
const storedFiles = () =>
  (fs.readdirSync(ctx.filesDir, { recursive: true }) as string[]).filter((name) =>
    fs.statSync(path.join(ctx.filesDir, name)).isFile(),
  );
const rowCount = async () => (await ctx.db.select({ id: files.id }).from(files)).length;

describe('uploads', () => {
  it('refuses an upload without a session', async () => {
    expect((await upload('image', 'a.png', PNG, { token: null })).code).toBe(ErrorCodes.tokenInvalid);
  });

  it('stores an image and serves the same bytes back by download path and static url, with the session header', async () => {
    const { code, data } = await upload('image', '平面图.png', PNG);
    expect(code).toBe(0);
    expect(data).toEqual({
      file_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      download_path: `/upload/file/${data.file_id}`,
      static_url: `/files/${data.file_id}`,
    });
    const download = await get(data.download_path, token);
    expect(Buffer.from(await download.arrayBuffer()).equals(PNG)).toBe(true);
    expect(download.headers.get('content-disposition')).toContain(encodeURIComponent('平面图.png'));
    const shown = await get(data.static_url, token);
    expect(shown.headers.get('content-type')).toBe('image/png');
    expect(shown.headers.get('content-disposition')).toMatch(/^inline/);
    expect(Buffer.from(await shown.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('takes an .xls import file by its content', async () => {
    expect((await upload('import', 'units.xls', XLS)).code).toBe(0);
  });

  it('refuses a file whose content is not what its name says, and keeps nothing', async () => {
    const before = await rowCount();
    const stored = storedFiles().length;
    const renamed = await upload('image', 'photo.png', Buffer.from('this is plain text, not a picture'));
    expect(renamed.code).toBe(ErrorCodes.paramFormat);
    expect(renamed.msg).toContain('file');
    expect((await upload('import', 'units.xlsx', PNG)).code).toBe(ErrorCodes.paramFormat);
    expect(await rowCount()).toBe(before);
    expect(storedFiles()).toHaveLength(stored);
  });

  it('refuses an extension the kind does not take', async () => {
    const { code, msg } = await upload('licence', 'licence.webp', PNG);
    expect(code).toBe(ErrorCodes.paramFormat);
    expect(msg).toContain('jpg/jpeg/png/gif/bmp');
  });

  it('refuses a file over the kind’s limit with the limit in the message', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * MB + 10)]);
    const { code, msg } = await upload('handle_image', 'big.png', big);
    expect(code).toBe(ErrorCodes.paramFormat);
    expect(msg).toContain('2M');
  });

  it('streams to storage: a 30 MB image (limit 10 MB) is refused and leaves no file and no row', async () => {
    const before = await rowCount();
    const stored = storedFiles().length;
    const { code, msg } = await upload('image', 'huge.png', Buffer.concat([PNG, Buffer.alloc(30 * MB)]));
    expect(code).toBe(ErrorCodes.paramFormat);
    expect(msg).toContain('10M');
    expect(storedFiles()).toHaveLength(stored);
    expect(await rowCount()).toBe(before);
  });

  it('refuses a third upload of one user while two are streaming, and removes an aborted one’s partial file', async () => {
    const { port } = ctx.app.server.address() as AddressInfo;
    const boundary = 'fireline-concurrent';
    const openUpload = () =>
      new Promise<net.Socket>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.write(
            `POST /upload/jupiter/video HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: token ${token}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${200 * MB}\r\n\r\n` +
              `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="clip.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
          );
          socket.write(Buffer.alloc(256 * 1024));
          resolve(socket);
        });
        socket.on('error', () => {});
      });
    const before = await rowCount();
    const sockets = [await openUpload(), await openUpload()];
    await until(() => storedFiles().filter((name) => name.endsWith('.part')).length === 2, 'two uploads streaming');
    const third = await upload('image', 'third.png', PNG);
    expect(third.code).toBe(ErrorCodes.limitExceeded);
    // Another user is not held up by this user's uploads.
    expect((await upload('image', 'other.png', PNG, { token: operator })).code).toBe(0);
    for (const socket of sockets) socket.destroy();
    await until(() => storedFiles().every((name) => !name.endsWith('.part')), 'partial files removed');
    expect(await rowCount()).toBe(before + 1);
    await until(async () => (await upload('image', 'again.png', PNG)).code === 0, 'the user’s uploads released');
  });

  it("refuses an upload over the organisation's storage quota and keeps nothing", async () => {
    // 2048 MB is the default quota: what the unit stored so far and two records fill it up to 2 KB.
    const filler = ['a', 'b'].map((letter) => `00000000-0000-4000-8000-00000000000${letter}`);
    const [used] = await ctx.db
      .select({ bytes: sql<string>`coalesce(sum(${files.size}), 0)` })
      .from(files)
      .where(eq(files.orgId, towerId));
    await ctx.db.insert(files).values([
      {
        id: filler[0]!,
        kind: 'video',
        originalName: 'a.mp4',
        mime: 'video/mp4',
        size: 1024 * MB,
        storageKey: 'none/a',
        orgId: towerId,
      },
      {
        id: filler[1]!,
        kind: 'video',
        originalName: 'b.mp4',
        mime: 'video/mp4',
        size: 1024 * MB - 2048 - Number(used!.bytes),
        storageKey: 'none/b',
        orgId: towerId,
      },
    ]);
    const before = await rowCount();
    const stored = storedFiles().length;
    const over = await upload('image', 'plan.png', Buffer.concat([PNG, Buffer.alloc(4096)]));
    expect(over.code).toBe(ErrorCodes.limitExceeded);
    expect(over.msg).toContain('存储空间');
    expect((await upload('image', 'small.png', PNG)).code).toBe(0);
    await ctx.db
      .update(files)
      .set({ size: sql`${files.size} + 2048` })
      .where(eq(files.id, filler[1]!));
    expect((await upload('image', 'small.png', PNG)).code).toBe(ErrorCodes.limitExceeded);
    // Another organisation's quota is its own.
    expect((await upload('image', 'centre.png', PNG, { token: operator })).code).toBe(0);
    expect(await rowCount()).toBe(before + 2);
    expect(storedFiles()).toHaveLength(stored + 2);
    await ctx.db.delete(files).where(inArray(files.id, filler));
  });
});

describe('who may read a file', () => {
  it('refuses a file without a session, and with the token in the URL instead of the header', async () => {
    const { data } = await upload('image', 'plan.png', PNG);
    expect(await codeOf(await get(data.static_url))).toBe(ErrorCodes.tokenInvalid);
    expect(await codeOf(await get(`${data.static_url}?token=${token}`))).toBe(ErrorCodes.tokenInvalid);
    expect(await codeOf(await get(`${data.download_path}?token=${token}`))).toBe(ErrorCodes.tokenInvalid);
    // The signed API takes no token from the URL either.
    const { body } = await call(ctx.app, { path: '/api_proxy/user/info/', query: { token } });
    expect(body.code).toBe(ErrorCodes.tokenInvalid);
  });

  it("serves a unit's file to its users and to the centre and maintenance company bound to it, not to another unit's manager", async () => {
    const { data } = await upload('image', 'plan.png', PNG);
    expect((await get(data.static_url, token)).status).toBe(200);
    expect((await get(data.static_url, operator)).headers.get('content-type')).toBe('image/png');
    expect((await get(data.static_url, (await loginAs(ctx.app, 'engineer')).token)).headers.get('content-type')).toBe(
      'image/png',
    );
    expect(await codeOf(await get(data.static_url, schoolManager))).toBe(ErrorCodes.noPermission);
    expect(await codeOf(await get(data.download_path, schoolManager))).toBe(ErrorCodes.noPermission);
  });

  it('files a centre uploads for a unit under that unit; a unit outside the caller’s scope is refused', async () => {
    const { data } = await upload('image', 'plan.png', PNG, { token: operator, companyId: towerId });
    expect((await ctx.db.select().from(files).where(eq(files.id, data.file_id)))[0]!.orgId).toBe(towerId);
    expect((await get(data.static_url, token)).status).toBe(200);
    expect((await upload('image', 'plan.png', PNG, { companyId: schoolId })).code).toBe(ErrorCodes.noPermission);
  });

  it("keeps an import sheet within its uploader's organisation", async () => {
    const { data } = await upload('import', 'units.xls', XLS);
    expect((await get(data.download_path, token)).status).toBe(200);
    expect(await codeOf(await get(data.download_path, operator))).toBe(ErrorCodes.noPermission);
  });

  it('serves a PDF as an attachment with nosniff, never inline', async () => {
    const { code, data } = await upload('attachment', '维保合同.pdf', PDF);
    expect(code).toBe(0);
    const response = await get(data.static_url, token);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('download tickets', () => {
  it('opens a file once: a second use, an expired ticket and another file’s path are refused', async () => {
    const { data } = await upload('attachment', 'contract.pdf', PDF);
    const ticket = await ticketUrl(ctx.app, token, { target: 'file', file_id: data.file_id });
    expect(ticket.code).toBe(0);
    expect(ticket.data.url).toMatch(new RegExp(`^/files/${data.file_id}\\?ticket=[\\w-]{43}$`));
    const first = await get(ticket.data.url);
    expect(Buffer.from(await first.arrayBuffer()).equals(PDF)).toBe(true);
    expect(await codeOf(await get(ticket.data.url))).toBe(ErrorCodes.tokenInvalid);

    const expired = await ticketUrl(ctx.app, token, { target: 'file', file_id: data.file_id });
    await ctx.db.update(downloadTickets).set({ expiresAt: sql`now() - interval '1 second'` });
    expect(await codeOf(await get(expired.data.url))).toBe(ErrorCodes.tokenInvalid);

    const other = await upload('image', 'other.png', PNG);
    const forFirst = await ticketUrl(ctx.app, token, { target: 'file', file_id: data.file_id });
    const swapped = forFirst.data.url.replace(data.file_id, other.data.file_id);
    expect(await codeOf(await get(swapped))).toBe(ErrorCodes.tokenInvalid);
  });

  it("gives no ticket for another unit's file, and none without a session", async () => {
    const { data } = await upload('image', 'plan.png', PNG);
    expect((await ticketUrl(ctx.app, schoolManager, { target: 'file', file_id: data.file_id })).code).toBe(
      ErrorCodes.noPermission,
    );
    const { body } = await call(ctx.app, {
      method: 'POST',
      path: '/api_proxy/file/download_ticket/',
      body: { target: 'file', file_id: data.file_id },
    });
    expect(body.code).toBe(ErrorCodes.tokenInvalid);
  });

  it('a ticket dies with its session', async () => {
    const session = await loginAs(ctx.app, 'schoolmgr', 'Fireline@2026');
    const { data } = await upload('image', 'plan.png', PNG, { token: session.token });
    const ticket = await ticketUrl(ctx.app, session.token, { target: 'file', file_id: data.file_id });
    await session.call({ path: '/api_proxy/user/loginout/' });
    expect(await codeOf(await get(ticket.data.url))).toBe(ErrorCodes.tokenInvalid);
    schoolManager = (await loginAs(ctx.app, 'schoolmgr', 'Fireline@2026')).token;
  });
});

describe('the request log', () => {
  it('holds no session token, ticket or signature of a download or a signed call', async () => {
    const { data } = await upload('attachment', 'contract.pdf', PDF);
    const ticket = await ticketUrl(ctx.app, token, { target: 'file', file_id: data.file_id });
    const secret = new URL(ticket.data.url, baseUrl).searchParams.get('ticket')!;
    logLines.length = 0;
    expect((await get(ticket.data.url)).status).toBe(200);
    await get(`${data.static_url}?token=${token}`);
    const signed = await call(ctx.app, {
      method: 'POST',
      path: '/api_proxy/file/download_ticket/',
      token,
      body: { target: 'file', file_id: data.file_id },
    });
    expect(signed.body.code).toBe(0);
    const log = logLines.join('');
    expect(log).toContain(`/files/${data.file_id}?ticket=[redacted]`);
    expect(log).toContain('sign=[redacted]');
    expect(log).not.toContain(secret);
    expect(log).not.toContain(token);
    expect(log.toLowerCase()).not.toContain('authorization');
  });
});
