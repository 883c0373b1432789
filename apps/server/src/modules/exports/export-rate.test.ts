import { ErrorCodes } from '@fireline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketUrl } from '../../test/download';
import { loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo', env: { EXPORT_RATE_PER_MINUTE: '2' } });
});
afterAll(async () => ctx?.close());

describe('export links per user', () => {
  it("refuses a user's third export of a minute (7993), while another user and other links are still served", async () => {
    const operator = (await loginAs(ctx.app, 'operator')).token;
    const manager = (await loginAs(ctx.app, 'manager')).token;
    const exportEvents = { target: 'export', kind: 'events' } as const;
    expect((await ticketUrl(ctx.app, operator, exportEvents)).code).toBe(0);
    expect((await ticketUrl(ctx.app, operator, exportEvents)).code).toBe(0);
    const third = await ticketUrl(ctx.app, operator, exportEvents);
    expect(third.code).toBe(ErrorCodes.limitExceeded);
    expect(third.msg).toContain('请求过于频繁');
    // The limit is the user's, not the address's: the manager calls from the same address.
    expect((await ticketUrl(ctx.app, manager, exportEvents)).code).toBe(0);
    // An import template is not an export: not counted.
    for (let i = 0; i < 3; i += 1)
      expect((await ticketUrl(ctx.app, manager, { target: 'template', kind: 'dtu' })).code).toBe(0);
    expect((await ticketUrl(ctx.app, manager, exportEvents)).code).toBe(0);
  });
});

describe('one export budget per user across every rendered document', () => {
  it('refuses every kind of document once the user has used the budget on two others, and nothing else', async () => {
    const admin = await loginAs(ctx.app, 'admin');
    const today = new Date().toISOString().slice(0, 10);
    const statistic = () => admin.call({ path: '/api_proxy/statistic/export/', query: { statistic: 'center' } });
    const renders = {
      'list export': async () => (await ticketUrl(ctx.app, admin.token, { target: 'export', kind: 'events' })).code,
      statistic: async () => (await statistic()).body.code,
      'patrol records': async () =>
        (
          await admin.call({
            path: '/api_proxy/patrol/record/down_reocrd_by_date/',
            query: { start_date: today, end_date: today },
          })
        ).body.code,
      'QR labels': async () =>
        (await admin.call({ method: 'POST', path: '/codeTwo/zip/download', body: { site_ids: [1] } })).body.code,
      'maintenance report': async () =>
        (await admin.call({ path: '/api_proxy/maint/report/download/', query: { id: 1, format: 'pdf' } })).body.code,
      'repair report': async () =>
        (await admin.call({ path: '/api_proxy/maint/repair/report/download/', query: { id: 1, format: 'xlsx' } })).body
          .code,
      'repair list': async () => (await admin.call({ path: '/api_proxy/maint/repair/export/' })).body.code,
    };
    // Two different kinds use the budget of 2 (a statistic may answer 9995 "no data": it still counts).
    expect(await renders['list export']()).toBe(0);
    expect([0, ErrorCodes.noData]).toContain((await statistic()).body.code);
    const refused = Object.fromEntries(
      await Promise.all(Object.entries(renders).map(async ([kind, render]) => [kind, await render()] as const)),
    );
    expect(refused).toEqual(Object.fromEntries(Object.keys(renders).map((kind) => [kind, ErrorCodes.limitExceeded])));
    // What renders nothing is not counted: an import template's link, a list.
    expect((await ticketUrl(ctx.app, admin.token, { target: 'template', kind: 'dtu' })).code).toBe(0);
    expect((await admin.call({ path: '/api_proxy/maint/repair/list/' })).body.code).toBe(0);
  });
});
