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
    expect((await call(ctx.app, { path: '/api_proxy/enum/list/enum_system_type/' })).body.code).toBe(
      ErrorCodes.tokenInvalid,
    );
  });

  it('serves the GB/T 26875.3 system and component types', async () => {
    const systems = await session.call<RemoteEnumItem[]>({ path: '/api_proxy/enum/list/enum_system_type/' });
    expect(systems.body.data).toContainEqual({
      id: 1,
      name: '火灾报警系统',
      eng_name: 'Fire alarm system',
      company_class: null,
      is_show: 1,
    });
    expect(systems.body.data.find((item) => item.id === 24)?.name).toBe('消防电话');
    const components = await session.call<RemoteEnumItem[]>({ path: '/api_proxy/enum/list/enum_component_type/' });
    expect(components.body.data.find((item) => item.id === 23)?.name).toBe('手动火灾报警按钮');
    expect(components.body.data.find((item) => item.id === 40)?.eng_name).toBe('Smoke detector');
  });

  it('leaves out hidden entries and filters by company_class', async () => {
    await ctx.db
      .update(remoteEnums)
      .set({ isShow: 0 })
      .where(and(eq(remoteEnums.enumName, 'enum_device_type'), eq(remoteEnums.id, 9)));
    const all = await session.call<RemoteEnumItem[]>({ path: '/api_proxy/enum/list/enum_device_type/' });
    expect(all.body.data.map((item) => item.id)).not.toContain(9);
    const alone = await session.call<RemoteEnumItem[]>({
      path: '/api_proxy/enum/list/enum_device_type/',
      query: { company_class: 'alonedevice' },
    });
    expect(alone.body.data.length).toBeGreaterThan(1);
    expect(alone.body.data.every((item) => item.company_class === 'alonedevice')).toBe(true);
  });

  it('searches by a key and refuses a key that is not a column, naming it', async () => {
    const found = await session.call<RemoteEnumItem[]>({
      path: '/api_proxy/enum/search/enum_confirm_type/company_class/fault/',
    });
    expect(found.body.data).toEqual([{ id: 3, name: '故障', eng_name: 'Fault', company_class: 'fault', is_show: 1 }]);
    const bad = await session.call({ path: '/api_proxy/enum/search/enum_confirm_type/password/x/' });
    expect(bad.body.code).not.toBe(0);
    expect(bad.body.msg).toContain('key');
  });

  it('refuses an enum table it does not know with 8996 naming enum, in list and search', async () => {
    const list = await session.call({ path: '/api_proxy/enum/list/enum_no_such_table/' });
    expect(list.status).toBe(200);
    expect(list.body.code).toBe(ErrorCodes.paramValue);
    expect(list.body.msg).toContain('enum');
    const search = await session.call({ path: '/api_proxy/enum/search/enum_no_such_table/id/1/' });
    expect(search.body.code).toBe(ErrorCodes.paramValue);
  });

  it('answers an empty list, not a refusal, for a known table whose entries are all hidden', async () => {
    await ctx.db.update(remoteEnums).set({ isShow: 0 }).where(eq(remoteEnums.enumName, 'enum_display_type'));
    const { body } = await session.call<RemoteEnumItem[]>({ path: '/api_proxy/enum/list/enum_display_type/' });
    expect(body).toMatchObject({ code: 0, data: [] });
  });

  const entries = async (name: string) =>
    (await session.call<RemoteEnumItem[]>({ path: `/api_proxy/enum/list/${name}/` })).body.data.map((item) => [
      item.id,
      item.name,
      item.eng_name,
    ]);

  it('serves the values the spec gives for staff status, notification, cycle-task and maintenance status', async () => {
    expect(await entries('enum_user_staff')).toEqual([
      [1, '在职', 'On the job'],
      [0, '离职', 'Left'],
    ]);
    expect(await entries('enum_notification_type')).toEqual([
      [1, '通知', 'Notice'],
      [2, '公告', 'Announcement'],
      [3, '告警', 'Alarm'],
      [4, '回复', 'Reply'],
    ]);
    expect(await entries('enum_pt_ctask_type')).toEqual([
      [1, '每日', 'Daily'],
      [2, '每周', 'Weekly'],
      [3, '每月', 'Monthly'],
      [4, '每年', 'Yearly'],
    ]);
    expect(await entries('enum_maint_status')).toEqual([
      [1, '待分配', 'To assign'],
      [2, '待接收', 'To receive'],
      [3, '进行中', 'In progress'],
      [4, '已完成', 'Completed'],
    ]);
  });

  it('serves every code table the spec names, each entry in zh and en', async () => {
    const named = [
      'enum_certificate_type',
      'enum_device_brand',
      'enum_user_role',
      'enum_user_status',
      'enum_pt_item_type',
      'enum_site_position_type',
      'enum_task_level',
    ];
    for (const name of named) {
      const items = await entries(name);
      expect(items.length, name).toBeGreaterThan(1);
      for (const [, zh, en] of items) expect(zh && en, name).toBeTruthy();
    }
    expect(await entries('enum_certificate_type')).toContainEqual([3, '消防设施操作员', 'Fire facility operator']);
    expect(await entries('enum_task_level')).toContainEqual([2, '紧急', 'Urgent']);
  });

  it('answers enum_device_brand/info with the shown brands, as the device form stores them', async () => {
    const info = await session.call<RemoteEnumItem[]>({ path: '/api_proxy/enum/enum_device_brand/info/' });
    const list = await session.call<RemoteEnumItem[]>({ path: '/api_proxy/enum/list/enum_device_brand/' });
    expect(info.body.code).toBe(0);
    expect(info.body.data).toEqual(list.body.data);
    expect(info.body.data).toContainEqual({
      id: 1,
      name: '海康威视',
      eng_name: 'Hikvision',
      company_class: null,
      is_show: 1,
    });
  });
});
