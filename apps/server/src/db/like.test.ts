import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openExport } from '../test/download';
import { loginAs } from '../test/http';
import { createTestApp } from '../test/test-app';
import { readXlsx } from '../modules/imports/test-kit';
import { containsPattern } from './like';
import { devices, events, fireSystems, loginLogs, organisations } from './schema';
import { buildOrg } from './seed/factories';

/**
 * A user's `%` or `_` in a search box is a character, not a LIKE wildcard: each list's search finds only the names
 * that contain it. Every list below holds demo rows without either character beside the two rows added here.
 */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof loginAs>>;
let tower: number;
const names = { percent: '100% 喷淋', underscore: 'A_B 烟感' };

beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
  admin = await loginAs(ctx.app, 'admin');
  tower = (await ctx.db.select().from(organisations).where(eq(organisations.name, '华鼎国际大厦')))[0]!.id;
  for (const name of Object.values(names)) {
    await buildOrg(ctx.db, { kind: 'cared', name: `${name} 单位` });
    await ctx.db.insert(fireSystems).values({ companyId: tower, name, systemType: 1 });
    const [device] = await ctx.db
      .insert(devices)
      .values({ companyId: tower, name, deviceCode: `LIKE${randomUUID().slice(0, 8)}` })
      .returning();
    const now = new Date();
    await ctx.db.insert(events).values({
      uuid: randomUUID(),
      source: 'gb26875',
      companyId: tower,
      deviceId: device!.id,
      statusCategory: 'fire',
      alarmStatus: 'alarm',
      alarmType: 'fire_alarm',
      deviceCode: device!.deviceCode,
      deviceName: name,
      acceptTime: now,
      receiveTime: now,
    });
    await ctx.db.insert(loginLogs).values({ username: name, platform: 'web', operation: 'login', status: 'failure' });
  }
});
afterAll(() => ctx.close());

type Page = { list: Record<string, unknown>[]; total: number };

/** The names a list answers for a search, read from `field` of each item. */
const search = async (path: string, field: string, query: Record<string, string | number>) => {
  const { body } = await admin.call<Page>({ path, query: { page_size: 100, ...query } });
  expect(body.code).toBe(0);
  return body.data.list.map((item) => String(item[field]));
};

/** Only names with the character, and the one added with it among them. */
const expectOnly = (found: string[], character: string, added: string) => {
  expect(found.length).toBeGreaterThan(0);
  expect(found.every((name) => name.includes(character))).toBe(true);
  expect(found.some((name) => name.includes(added))).toBe(true);
};

describe('a literal % or _ in a search', () => {
  it('escapes the wildcards and the escape character', () => {
    expect(containsPattern('5%_a\\b')).toBe('%5\\%\\_a\\\\b%');
  });

  it('other/GetCompanyList: units by name', async () => {
    expectOnly(await search('/api_proxy/other/GetCompanyList', 'company_name', { name: '%' }), '%', names.percent);
    expectOnly(await search('/api_proxy/other/GetCompanyList', 'company_name', { name: '_' }), '_', names.underscore);
  });

  it("system/list: a unit's fire systems by name", async () => {
    expectOnly(
      await search('/api_proxy/system/list/', 'alias_system_name', { company_id: tower, name: '%' }),
      '%',
      names.percent,
    );
    expectOnly(
      await search('/api_proxy/system/list/', 'alias_system_name', { company_id: tower, name: '_' }),
      '_',
      names.underscore,
    );
  });

  it('event/list_events_v2: events by device name or code', async () => {
    expectOnly(await search('/api_proxy/event/list_events_v2/', 'device_name', { keyword: '%' }), '%', names.percent);
    expectOnly(
      await search('/api_proxy/event/list_events_v2/', 'device_name', { keyword: '_' }),
      '_',
      names.underscore,
    );
  });

  it('device/getDeviceByGraduallyParams: devices by name or code', async () => {
    expectOnly(
      await search('/api_proxy/device/getDeviceByGraduallyParams/', 'device_name', { company_id: tower, keyword: '%' }),
      '%',
      names.percent,
    );
    expectOnly(
      await search('/api_proxy/device/getDeviceByGraduallyParams/', 'device_name', { company_id: tower, keyword: '_' }),
      '_',
      names.underscore,
    );
  });

  it('log/login_log_list: login records by user name', async () => {
    expectOnly(await search('/api_proxy/log/login_log_list/', 'user_name', { username: '%' }), '%', names.percent);
    expectOnly(await search('/api_proxy/log/login_log_list/', 'user_name', { username: '_' }), '_', names.underscore);
  });

  it('export of the unit list: units by name', async () => {
    const exported = async (name: string) => {
      const { response } = await openExport(ctx.app, admin.token, { kind: 'companies', name });
      const [sheet] = await readXlsx(response!.rawPayload);
      return sheet!.rows.slice(1).map((row) => String(row[1]));
    };
    expectOnly(await exported('%'), '%', names.percent);
    expectOnly(await exported('_'), '_', names.underscore);
  });
});
