import { ErrorCodes } from '@fireline/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations, pushSettings } from '../../db/schema';
import { buildRole, buildUser } from '../../db/seed/factories';
import { loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
});
afterAll(() => ctx.close());

type Settings = {
  uid: number;
  muted_categories: string[];
  receive_all_fire: boolean;
  designated_unit_ids: number[];
  priority: number;
  channels: string[];
};
const unitId = async (name: string) =>
  (await ctx.db.select().from(organisations).where(eq(organisations.name, name)))[0]!.id;

describe('alarm push settings', () => {
  it('lets a user switch a category off and read it back', async () => {
    const operator = await loginAs(ctx.app, 'operator');
    const before = await operator.call<Settings>({ path: '/api_proxy/user/push_setting/' });
    expect(before.body.data).toMatchObject({ uid: operator.uid, muted_categories: [], receive_all_fire: false });
    const tower = await unitId('华鼎国际大厦');
    const saved = await operator.call<Settings>({
      method: 'PUT',
      path: '/api_proxy/user/push_setting/',
      body: {
        muted_categories: ['operation'],
        receive_all_fire: true,
        designated_unit_ids: [tower],
        priority: 5,
        channels: ['sms', 'email'],
      },
    });
    expect(saved.body.code).toBe(0);
    const [row] = await ctx.db.select().from(pushSettings).where(eq(pushSettings.userId, operator.uid));
    expect(row).toMatchObject({
      mutedCategories: ['operation'],
      receiveAllFire: true,
      designatedUnitIds: [tower],
      priority: 5,
      channels: ['sms', 'email'],
    });
    expect(saved.body.data.channels).toEqual(['sms', 'email']);
  });

  it('refuses a category that does not exist, naming the field', async () => {
    const operator = await loginAs(ctx.app, 'operator');
    const { body } = await operator.call({
      method: 'PUT',
      path: '/api_proxy/user/push_setting/',
      body: { muted_categories: ['weather'] },
    });
    expect(body.code).not.toBe(0);
    expect(body.msg).toContain('muted_categories');
  });

  it('refuses a designated unit outside the scope and changes nothing', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const school = await unitId('朝阳实验学校');
    const { body } = await manager.call({
      method: 'PUT',
      path: '/api_proxy/user/push_setting/',
      body: { designated_unit_ids: [school] },
    });
    expect(body.code).toBe(ErrorCodes.noPermission);
    expect(await ctx.db.select().from(pushSettings).where(eq(pushSettings.userId, manager.uid))).toHaveLength(0);
  });

  it("lets an administrator set another user's rules, and refuses that to a user without account management", async () => {
    const operator = await loginAs(ctx.app, 'operator');
    const admin = await loginAs(ctx.app, 'admin');
    const manager = await loginAs(ctx.app, 'manager');
    const byAdmin = await admin.call<Settings>({
      method: 'PUT',
      path: '/api_proxy/user/push_setting/',
      query: { target_uid: manager.uid },
      body: { muted_categories: ['fault'] },
    });
    expect(byAdmin.body.data).toMatchObject({ uid: manager.uid, muted_categories: ['fault'] });
    const byOperator = await operator.call({
      method: 'PUT',
      path: '/api_proxy/user/push_setting/',
      query: { target_uid: manager.uid },
      body: { muted_categories: [] },
    });
    expect(byOperator.body.code).toBe(ErrorCodes.noPermission);
    const [row] = await ctx.db.select().from(pushSettings).where(eq(pushSettings.userId, manager.uid));
    expect(row!.mutedCategories).toEqual(['fault']);
  });

  it('refuses an account keeper the rules of a person above them (whose role holds more), and changes nothing', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const keeperRole = await buildRole(ctx.db, { orgKind: 'cared', grants: ['home-company', 'systemmanage-account'] });
    await buildUser(ctx.db, {
      orgId: manager.answer.company_id,
      roleId: keeperRole.id,
      username: 'pushkeeper',
      password: 'Abc.123456',
    });
    const keeper = await loginAs(ctx.app, 'pushkeeper', 'Abc.123456');
    const before = await ctx.db.select().from(pushSettings).where(eq(pushSettings.userId, manager.uid));
    const { body } = await keeper.call({
      method: 'PUT',
      path: '/api_proxy/user/push_setting/',
      query: { target_uid: manager.uid },
      body: { receive_all_fire: true },
    });
    expect(body.code).toBe(ErrorCodes.noPermission);
    expect(await ctx.db.select().from(pushSettings).where(eq(pushSettings.userId, manager.uid))).toEqual(before);
  });
});
