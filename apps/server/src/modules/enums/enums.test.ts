import { ErrorCodes, type RemoteEnumItem } from '@fireline/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteEnums } from '../../db/schema';
import { call, loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let session: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
  session = await loginAs(ctx.app, 'operator');
});
afterAll(() => ctx.close());

describe('remote enums', () => {
  it('refuses a caller without a session', async () => {
    expect((await call(ctx.app, { path: '/api_proxy/enum/list/enum_system_type/' })).body.code).toBe(ErrorCodes.tokenInvalid);
  });

  it('serves the GB/T 26875.3 system and component types', async () => {
    const systems = await session.call<RemoteEnumItem[]>({ path: '/api_proxy/enum/list/enum_system_type/' });
    expect(systems.body.data).toContainEqual({ id: 1, name: '火灾报警系统', eng_name: 'Fire alarm system', company_class: null, is_show: 1 });
    expect(systems.body.data.find((item) => item.id === 24)?.name).toBe('消防电话');
    const components = await session.call<RemoteEnumItem[]>({ path: '/api_proxy/enum/list/enum_component_type/' });
    expect(components.body.data.find((item) => item.id === 23)?.name).toBe('手动火灾报警按钮');
    expect(components.body.data.find((item) => item.id === 40)?.eng_name).toBe('Smoke detector');
  });

  it('leaves out hidden entries and filters by company_class', async () => {
    await ctx.db.update(remoteEnums).set({ isShow: 0 }).where(and(eq(remoteEnums.enumName, 'enum_device_type'), eq(remoteEnums.id, 9)));
    const all = await session.call<RemoteEnumItem[]>({ path: '/api_proxy/enum/list/enum_device_type/' });
    expect(all.body.data.map((item) => item.id)).not.toContain(9);
    const alone = await session.call<RemoteEnumItem[]>({ path: '/api_proxy/enum/list/enum_device_type/', query: { company_class: 'alonedevice' } });
    expect(alone.body.data.length).toBeGreaterThan(1);
    expect(alone.body.data.every((item) => item.company_class === 'alonedevice')).toBe(true);
  });

  it('searches by a key and refuses a key that is not a column, naming it', async () => {
    const found = await session.call<RemoteEnumItem[]>({ path: '/api_proxy/enum/search/enum_confirm_type/company_class/fault/' });
    expect(found.body.data).toEqual([{ id: 3, name: '故障', eng_name: 'fault', company_class: 'fault', is_show: 1 }]);
    const bad = await session.call({ path: '/api_proxy/enum/search/enum_confirm_type/password/x/' });
    expect(bad.body.code).not.toBe(0);
    expect(bad.body.msg).toContain('key');
  });
});
