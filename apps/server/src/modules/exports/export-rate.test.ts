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
