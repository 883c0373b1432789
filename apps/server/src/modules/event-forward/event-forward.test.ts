import { ErrorCodes, type ForwardRule, type ForwardRuleWithSecret, type Page } from '@fireline/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventForwardRules, organisations } from '../../db/schema';
import { buildRole, buildUser } from '../../db/seed/factories';
import { call, loginAs } from '../../test/http';
import { DEMO_FORWARD_URL } from '../../db/seed/demo-integrations';
import { createTestApp } from '../../test/test-app';
import { isPublicAddress } from './endpoint';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let manager: Awaited<ReturnType<typeof loginAs>>;
let engineer: Awaited<ReturnType<typeof loginAs>>;
let centreForwarder: Awaited<ReturnType<typeof loginAs>>;
let towerId: number;
let schoolId: number;

const INFO = '/api_proxy/event_forward/info/';
const unitNamed = async (name: string) =>
  (await ctx.db.select().from(organisations).where(eq(organisations.name, name)))[0]!.id;
const storedRule = async (id: number) =>
  (await ctx.db.select().from(eventForwardRules).where(eq(eventForwardRules.id, id)))[0];
const create = (session: typeof manager, body: Record<string, unknown>, lang?: 'en') =>
  session.call<ForwardRuleWithSecret>({ method: 'POST', path: INFO, body, lang });

beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
  manager = await loginAs(ctx.app, 'manager');
  engineer = await loginAs(ctx.app, 'engineer');
  towerId = await unitNamed('华鼎国际大厦');
  schoolId = await unitNamed('朝阳实验学校');
  // Someone of the centre who keeps the centre's forwarding rules.
  const role = await buildRole(ctx.db, { orgKind: 'center', grants: ['systemmanage-eventForward'] });
  await buildUser(ctx.db, {
    orgId: await unitNamed('火线消防远程监控中心'),
    roleId: role.id,
    username: 'forwarder',
    password: 'Fw@2026.a',
  });
  centreForwarder = await loginAs(ctx.app, 'forwarder', 'Fw@2026.a');
});
afterAll(() => ctx.close());

describe('event forwarding rules', () => {
  it('refuses without a session and without the node', async () => {
    expect((await call(ctx.app, { path: '/api_proxy/event_forward/list/' })).body.code).toBe(ErrorCodes.tokenInvalid);
    const refused = await create(engineer, { name: 'x', url: 'https://example.com/hook', categories: ['fire'] });
    expect(refused.body.code).toBe(ErrorCodes.noPermission);
  });

  it('creates a rule with its secret shown once, reads, changes, disables and deletes it', async () => {
    const created = await create(manager, {
      name: '上报区消防平台',
      url: 'https://forward.example.com/fireline',
      categories: ['fire', 'fault', 'fire'],
      unit_ids: [towerId],
      device_types: [1, 8],
      remark: '仅火警和故障',
    });
    expect(created.body.code).toBe(0);
    const rule = created.body.data;
    expect(rule).toMatchObject({
      company_id: towerId,
      company_name: '华鼎国际大厦',
      name: '上报区消防平台',
      url: 'https://forward.example.com/fireline',
      categories: ['fire', 'fault'],
      unit_ids: [towerId],
      units: [{ company_id: towerId, company_name: '华鼎国际大厦' }],
      device_types: [1, 8],
      is_enabled: 1,
      remark: '仅火警和故障',
      last_delivery: null,
    });
    expect(rule.secret).toMatch(/^fwd_[A-Za-z0-9_-]{43}$/);
    expect(rule.secret_hint).toBe(`fwd_…${rule.secret.slice(-4)}`);
    // Stored sealed, never as it was shown.
    const stored = await storedRule(rule.id);
    expect(stored!.secretSealed).not.toContain(rule.secret);
    expect(stored!.secretSealed.startsWith('v1:')).toBe(true);

    const read = await manager.call<ForwardRule & { secret?: string }>({ path: INFO, query: { id: rule.id } });
    expect(read.body.data).toMatchObject({ id: rule.id, secret_hint: rule.secret_hint });
    expect(read.body.data.secret).toBeUndefined();
    const list = await manager.call<Page<ForwardRule>>({ path: '/api_proxy/event_forward/list/' });
    expect(list.body.data.list.map((item) => item.name)).toEqual(['上报区消防平台']);

    const changed = await manager.call<ForwardRule>({
      method: 'PUT',
      path: INFO,
      body: { id: rule.id, name: '上报区平台', categories: ['fire'], is_enabled: 0 },
    });
    expect(changed.body.data).toMatchObject({
      name: '上报区平台',
      categories: ['fire'],
      is_enabled: 0,
      url: 'https://forward.example.com/fireline',
      device_types: [1, 8],
    });
    const disabledOnly = await manager.call<Page<ForwardRule>>({
      path: '/api_proxy/event_forward/list/',
      query: { is_enabled: 0 },
    });
    expect(disabledOnly.body.data.total).toBe(1);

    const again = await manager.call<ForwardRuleWithSecret>({
      method: 'POST',
      path: '/api_proxy/event_forward/secret/',
      body: { id: rule.id },
    });
    expect(again.body.data.secret).not.toBe(rule.secret);
    expect(again.body.data.secret_hint).toBe(`fwd_…${again.body.data.secret.slice(-4)}`);

    const deleted = await manager.call({ method: 'DELETE', path: INFO, query: { id: rule.id } });
    expect(deleted.body).toMatchObject({ code: 0, data: { id: rule.id } });
    expect(await storedRule(rule.id)).toBeUndefined();
    expect((await manager.call({ path: INFO, query: { id: rule.id } })).body.code).toBe(ErrorCodes.noData);
  });

  it('refuses bad input naming the field, and a unit outside the scope', async () => {
    const base = { name: '规则', url: 'https://example.com/hook', categories: ['fire'] };
    for (const [url, field] of [
      ['ftp://example.com/hook', 'url'],
      ['not a url', 'url'],
      ['https://user:pass@example.com/hook', 'url'],
    ] as const) {
      const { body } = await create(manager, { ...base, url }, 'en');
      expect(body, url).toMatchObject({ code: ErrorCodes.paramFormat, data: { field } });
    }
    const scheme = await create(manager, { ...base, url: 'ftp://example.com/hook' }, 'en');
    expect(scheme.body.msg).toContain('enter a correct http or https address');
    expect((await create(manager, { ...base, categories: [] })).body).toMatchObject({
      code: ErrorCodes.paramFormat,
      data: { field: 'categories' },
    });
    expect((await create(manager, { ...base, categories: ['flood'] })).body).toMatchObject({
      data: { field: 'categories.0' },
    });
    expect((await create(manager, { url: base.url, categories: ['fire'] })).body).toMatchObject({
      code: ErrorCodes.paramRequired,
      data: { field: 'name' },
    });
    const otherUnit = await create(manager, { ...base, unit_ids: [schoolId] });
    expect(otherUnit.body).toMatchObject({ code: ErrorCodes.noPermission, data: { field: 'unit_ids' } });
    expect(await ctx.db.select().from(eventForwardRules).where(eq(eventForwardRules.orgId, towerId))).toHaveLength(0);
  });

  it("refuses another organisation's rule for every call, and leaves it as it was", async () => {
    const { data: rule } = (
      await create(manager, { name: '单位自己的', url: 'https://example.com/unit', categories: ['fire'] })
    ).body;
    const before = await storedRule(rule.id);
    // The centre watches the unit, but the unit's rules (and their secrets) are the unit's own.
    const attempts = [
      centreForwarder.call({ path: INFO, query: { id: rule.id } }),
      centreForwarder.call({ method: 'PUT', path: INFO, body: { id: rule.id, url: 'https://evil.example.com/' } }),
      centreForwarder.call({ method: 'DELETE', path: INFO, query: { id: rule.id } }),
      centreForwarder.call({ method: 'POST', path: '/api_proxy/event_forward/test/', body: { id: rule.id } }),
      centreForwarder.call({ method: 'POST', path: '/api_proxy/event_forward/secret/', body: { id: rule.id } }),
      centreForwarder.call({ path: '/api_proxy/event_forward/deliveries/', query: { id: rule.id } }),
    ];
    for (const attempt of await Promise.all(attempts))
      expect(attempt.body).toMatchObject({ code: ErrorCodes.noPermission, data: { field: 'id' } });
    expect(await storedRule(rule.id)).toEqual(before);
    const centreList = await centreForwarder.call<Page<ForwardRule>>({ path: '/api_proxy/event_forward/list/' });
    expect(centreList.body.data.list.map((item) => item.id)).not.toContain(rule.id);
  });
});

describe('endpoint addresses', () => {
  it('knows private, loopback and reserved addresses from public ones', () => {
    for (const address of ['127.0.0.1', '10.2.3.4', '172.20.1.1', '192.168.1.10', '169.254.169.254', '100.64.0.1'])
      expect(isPublicAddress(address), address).toBe(false);
    for (const address of ['::1', '::', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', '::ffff:7f00:1'])
      expect(isPublicAddress(address), address).toBe(false);
    for (const address of ['8.8.8.8', '114.114.114.114', '2400:3200::1']) expect(isPublicAddress(address)).toBe(true);
  });

  it('refuses private and loopback endpoints in production, naming url', async () => {
    const production = await createTestApp({ seed: 'demo', env: { EVENT_FORWARD_ALLOW_PRIVATE: 'false' } });
    try {
      const unitManager = await loginAs(production.app, 'manager');
      for (const url of [
        'http://127.0.0.1:8080/hook',
        'http://localhost:8080/hook',
        'http://10.0.0.8/hook',
        'http://[::1]:8080/hook',
        'http://169.254.169.254/latest/meta-data',
      ]) {
        const { body } = await unitManager.call({
          method: 'POST',
          path: INFO,
          body: { name: '探测内网', url, categories: ['fire'] },
          lang: 'en',
        });
        expect(body, url).toMatchObject({ code: ErrorCodes.paramValue, data: { field: 'url' } });
        expect(body.msg).toContain('private, loopback and reserved addresses are not allowed');
      }
      // None written: the demo's own example rule (switched off, example.com) is the only one.
      expect((await production.db.select().from(eventForwardRules)).map((rule) => rule.url)).toEqual([
        DEMO_FORWARD_URL,
      ]);
    } finally {
      await production.close();
    }
  });
});
