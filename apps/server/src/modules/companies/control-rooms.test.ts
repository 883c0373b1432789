import { ErrorCodes, type CompanyRecord, type ControlRoom, type Page } from '@fireline/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations } from '../../db/schema';
import { buildDevice } from '../../db/seed/device-factories';
import { buildOrg } from '../../db/seed/factories';
import { call, loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof loginAs>>;
let operator: Awaited<ReturnType<typeof loginAs>>;
let manager: Awaited<ReturnType<typeof loginAs>>;
let authority: Awaited<ReturnType<typeof loginAs>>;
let towerId: number;
let schoolId: number;

const INFO = '/api_proxy/company_control_room/info/';
const LIST = '/api_proxy/company_control_room/list/';
const orgById = async (id: number) => (await ctx.db.select().from(organisations).where(eq(organisations.id, id)))[0];
const unitNamed = async (name: string) =>
  (await ctx.db.select().from(organisations).where(eq(organisations.name, name)))[0]!.id;

const newRoom = (session: typeof admin, body: Record<string, unknown>) =>
  session.call<CompanyRecord>({ method: 'POST', path: INFO, body });

beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
  admin = await loginAs(ctx.app, 'admin');
  operator = await loginAs(ctx.app, 'operator');
  manager = await loginAs(ctx.app, 'manager');
  authority = await loginAs(ctx.app, 'authority');
  towerId = await unitNamed('华鼎国际大厦');
  schoolId = await unitNamed('朝阳实验学校');
});
afterAll(() => ctx.close());

describe('fire control rooms (/companyControlRoom)', () => {
  it('creates a control room of a unit, bound to the centre, and lists it with its unit by the filters', async () => {
    const created = await newRoom(admin, {
      company_name: '华鼎国际大厦消防控制室',
      parent_id: towerId,
      company_address: '110108',
      company_address_specific: '中关村大街 27 号 B1',
      contact_name: '刘值机',
      contact_phone: '13900002222',
      control_room_phone: '010-62001119',
    });
    expect(created.body.code).toBe(0);
    expect(created.body.data).toMatchObject({
      company_kind: 'control_room',
      company_type: 'info_company_control_room',
      parent_id: towerId,
      center_name: '火线消防远程监控中心',
      control_room_phone: '010-62001119',
    });
    await newRoom(admin, { company_name: '朝阳实验学校消防控制室', parent_id: schoolId, company_address: '110105' });

    const all = await operator.call<Page<ControlRoom>>({ path: LIST });
    expect(all.body.data.list.map((room) => [room.company_name, room.parent_name])).toEqual([
      ['朝阳实验学校消防控制室', '朝阳实验学校'],
      ['华鼎国际大厦消防控制室', '华鼎国际大厦'],
    ]);
    const byUnit = await operator.call<Page<ControlRoom>>({ path: LIST, query: { parent_id: towerId } });
    expect(byUnit.body.data).toMatchObject({ total: 1, list: [{ company_name: '华鼎国际大厦消防控制室' }] });
    const byName = await operator.call<Page<ControlRoom>>({ path: LIST, query: { company_name: '实验' } });
    expect(byName.body.data.total).toBe(1);
    const byRegion = await operator.call<Page<ControlRoom>>({ path: LIST, query: { region_code: '110105' } });
    expect(byRegion.body.data.list.map((room) => room.company_name)).toEqual(['朝阳实验学校消防控制室']);
    const online = await operator.call<Page<ControlRoom>>({ path: LIST, query: { enum_company_online_status: 1 } });
    expect(online.body.data.total).toBe(0);
  });

  it('refuses the list without a session or the node, and shows another organisation none of the rooms', async () => {
    expect((await call(ctx.app, { path: LIST })).body.code).toBe(ErrorCodes.tokenInvalid);
    expect((await manager.call({ path: LIST })).body.code).toBe(ErrorCodes.noPermission);
    // The authority supervises the tower and the mall, but the rooms are bound to the centre only.
    const seen = await authority.call<Page<ControlRoom>>({ path: LIST });
    expect(seen.body.data.total).toBe(0);
  });

  it('changes a room field by field, and refuses a bad phone naming it', async () => {
    const [room] = (await operator.call<Page<ControlRoom>>({ path: LIST, query: { parent_id: towerId } })).body.data
      .list;
    const bad = await operator.call({
      method: 'PUT',
      path: INFO,
      body: { company_id: room!.company_id, contact_phone: '123' },
    });
    expect(bad.body).toMatchObject({ code: ErrorCodes.paramFormat, data: { field: 'contact_phone' } });
    const saved = await operator.call<CompanyRecord>({
      method: 'PUT',
      path: INFO,
      body: { company_id: room!.company_id, contact_name: '王值机', staff_total: 6, post_code: '100080' },
    });
    expect(saved.body.code).toBe(0);
    const read = await operator.call<CompanyRecord>({ path: INFO, query: { company_id: room!.company_id } });
    expect(read.body.data).toMatchObject({
      company_name: '华鼎国际大厦消防控制室',
      contact_name: '王值机',
      contact_phone: '13900002222',
      staff_total: 6,
      post_code: '100080',
      parent_id: towerId,
    });
  });

  it("refuses another organisation's room for reading, changing and deleting, and leaves it as it was", async () => {
    // A room of a unit the centre does not watch.
    const elsewhere = await buildOrg(ctx.db, { kind: 'control_room', name: '别处的消防控制室' });
    const before = await orgById(elsewhere.id);
    expect((await operator.call({ path: INFO, query: { company_id: elsewhere.id } })).body.code).toBe(
      ErrorCodes.noPermission,
    );
    const changed = await operator.call({
      method: 'PUT',
      path: INFO,
      body: { company_id: elsewhere.id, contact_name: '越权修改' },
    });
    expect(changed.body.code).toBe(ErrorCodes.noPermission);
    // The centre's operator may not delete at all; the unit's manager neither.
    const deleted = await operator.call({ method: 'DELETE', path: INFO, query: { company_ids: String(elsewhere.id) } });
    expect(deleted.body.code).toBe(ErrorCodes.noPermission);
    expect(await orgById(elsewhere.id)).toEqual(before);
  });

  it('deletes a selection, refuses a room that holds devices and deletes nothing then, and names bad ids', async () => {
    const one = (await newRoom(admin, { company_name: '待删控制室一' })).body.data.company_id;
    const two = (await newRoom(admin, { company_name: '待删控制室二' })).body.data.company_id;
    const busy = (await newRoom(admin, { company_name: '有设备的控制室' })).body.data.company_id;
    await buildDevice(ctx.db, { companyId: busy });

    const bad = await admin.call({ method: 'DELETE', path: INFO, query: { company_ids: 'a,b' } });
    expect(bad.body).toMatchObject({ code: ErrorCodes.paramFormat, data: { field: 'company_ids' } });
    const notARoom = await admin.call({ method: 'DELETE', path: INFO, query: { company_ids: `${one},${towerId}` } });
    expect(notARoom.body).toMatchObject({ code: ErrorCodes.noData });
    const refused = await admin.call({ method: 'DELETE', path: INFO, query: { company_ids: `${one},${busy}` } });
    expect(refused.body.code).toBe(ErrorCodes.cannotDelete);
    const left = () =>
      ctx.db
        .select()
        .from(organisations)
        .where(inArray(organisations.id, [one, two, busy]));
    expect(await left()).toHaveLength(3);

    const done = await admin.call({ method: 'DELETE', path: INFO, query: { company_ids: `${one},${two}` } });
    expect(done.body).toMatchObject({ code: 0, data: { company_ids: [one, two] } });
    expect((await left()).map((row) => row.id)).toEqual([busy]);
    expect(await orgById(towerId)).toBeDefined();
  });
});
