import { ErrorCodes, operationActionLabels, type Envelope, type OperationLog, type Page } from '@fireline/shared';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildings, components, loginLogs, operationLogs, organisations, pushSettings, users } from '../../db/schema';
import { buildOrg, buildUser, findRole } from '../../db/seed/factories';
import { buildDevice } from '../../db/seed/device-factories';
import { toDeviceRef } from '../../ingest/device-lookup';
import { buildJobs } from '../../scheduler/jobs';
import { raiseAlarm } from '../../test/alarm-events';
import { openExport } from '../../test/download';
import { call, loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';
import { readXlsx } from '../imports/test-kit';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let tower: number;
let centre: number;
type Session = Awaited<ReturnType<typeof loginAs>>;
let admin: Session;
let manager: Session;

const orgId = async (name: string) =>
  (await ctx.db.select({ id: organisations.id }).from(organisations).where(eq(organisations.name, name)))[0]!.id;
const lastRowId = async () =>
  (await ctx.db.select({ id: operationLogs.id }).from(operationLogs).orderBy(desc(operationLogs.id)).limit(1))[0]?.id ??
  0;
/** The rows written after `since` (a lastRowId()), oldest first. */
const rowsAfter = (since: number) =>
  ctx.db.select().from(operationLogs).where(gt(operationLogs.id, since)).orderBy(operationLogs.id);
const countRows = async () => (await ctx.db.select({ value: count() }).from(operationLogs))[0]!.value;

const list = async (session: Session, query: Record<string, string | number> = {}) =>
  (await session.call<Page<OperationLog>>({ path: '/api_proxy/log/operation_log_list/', query })).body;

beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
  tower = await orgId('华鼎国际大厦');
  centre = await orgId('火线消防远程监控中心');
  admin = await loginAs(ctx.app, 'admin');
  manager = await loginAs(ctx.app, 'manager');
});
afterAll(() => ctx.close());

describe('operation log: one row per change, written by the pipeline', () => {
  it('logs a building added, changed and deleted: module, action, operator, IP, record id and remark', async () => {
    const since = await lastRowId();
    const created = await manager.call<{ building_id: number }>({
      method: 'POST',
      path: '/api_proxy/building/info/',
      body: { company_id: tower, building_name: '日志楼', ongrounder_floors: 2 },
    });
    expect(created.body.code).toBe(0);
    const buildingId = created.body.data.building_id;
    const changed = await manager.call({
      method: 'PUT',
      path: '/api_proxy/building/info/',
      body: { building_id: buildingId, building_name: '日志楼（改）' },
    });
    expect(changed.body.code).toBe(0);
    const removed = await manager.call({
      method: 'DELETE',
      path: '/api_proxy/building/info/',
      query: { building_id: buildingId },
    });
    expect(removed.body.code).toBe(0);

    const rows = await rowsAfter(since);
    expect(rows.map((row) => [row.module, row.action, row.method, row.path, row.recordIds])).toEqual([
      ['building', 'add', 'POST', '/api_proxy/building/info/', [String(buildingId)]],
      ['building', 'modify', 'PUT', '/api_proxy/building/info/', [String(buildingId)]],
      ['building', 'delete', 'DELETE', '/api_proxy/building/info/', [String(buildingId)]],
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({
        userId: manager.uid,
        username: 'manager',
        realName: '李安全',
        orgId: tower,
        orgName: '华鼎国际大厦',
        ip: '127.0.0.1',
      });
    }
    expect(rows.map((row) => row.remark)).toEqual([
      `company_id: ${tower}; building_name: 日志楼; ongrounder_floors: 2`,
      `building_id: ${buildingId}; building_name: 日志楼（改）`,
      `building_id: ${buildingId}`,
    ]);

    // The list answers the same row, newest first, with its time in epoch seconds.
    const { data } = await list(admin, { module: 'building', page_size: 3 });
    expect(data.list[0]).toMatchObject({
      module: 'building',
      action: 'delete',
      uid: manager.uid,
      user_name: 'manager',
      real_name: '李安全',
      company_id: tower,
      company_name: '华鼎国际大厦',
      ip: '127.0.0.1',
      record_ids: [String(buildingId)],
      remark: `building_id: ${buildingId}`,
      method: 'DELETE',
      path: '/api_proxy/building/info/',
    });
    expect(Math.abs(data.list[0]!.create_time - Date.now() / 1000)).toBeLessThan(60);
  });

  it('logs a fire system, a device, a unit and push settings (no transaction), one row each', async () => {
    const since = await lastRowId();
    const system = await admin.call<{ system_id: number }>({
      method: 'POST',
      path: '/api_proxy/system/info/',
      body: {
        company_id: tower,
        alias_system_name: '日志 火灾自动报警系统',
        enum_system_type: 1,
        install_time: '2024-03-01',
        maint_time: '2026-01-15',
        expiration_month: 12,
      },
    });
    expect(system.body.code).toBe(0);
    const [component] = await ctx.db
      .select()
      .from(components)
      .where(eq(components.companyId, tower))
      .orderBy(components.id)
      .limit(1);
    const device = await manager.call({
      method: 'PUT',
      path: '/api_proxy/device/info/',
      body: { enum_device_class: 'component', device_id: component!.id, name: '日志 感烟探测器' },
    });
    expect(device.body.code).toBe(0);
    const unit = await manager.call({
      method: 'PUT',
      path: '/api_proxy/company_cared/info/',
      body: { company_id: tower, contact_name: '日志联系人' },
    });
    expect(unit.body.code).toBe(0);
    const settings = await manager.call({
      method: 'PUT',
      path: '/api_proxy/user/push_setting/',
      body: { receive_all_fire: true, priority: 3 },
    });
    expect(settings.body.code).toBe(0);

    const rows = await rowsAfter(since);
    expect(rows.map((row) => [row.username, row.module, row.action, row.recordIds, row.remark])).toEqual([
      [
        'admin',
        'system',
        'add',
        [String(system.body.data.system_id)],
        `company_id: ${tower}; alias_system_name: 日志 火灾自动报警系统; enum_system_type: 1; install_time: 2024-03-01; maint_time: 2026-01-15; expiration_month: 12`,
      ],
      [
        'manager',
        'device',
        'modify',
        [String(component!.id)],
        `enum_device_class: component; device_id: ${component!.id}; name: 日志 感烟探测器`,
      ],
      ['manager', 'company', 'modify', [String(tower)], `company_id: ${tower}; contact_name: 日志联系人`],
      ['manager', 'push_setting', 'modify', [String(manager.uid)], 'receive_all_fire: true; priority: 3'],
    ]);
    expect(rows[0]).toMatchObject({ orgId: centre, orgName: '火线消防远程监控中心' });
  });

  it('writes nothing for a refused call: no session, no permission, another unit, bad input', async () => {
    const before = await countRows();
    const engineer = await loginAs(ctx.app, 'engineer');
    const school = await orgId('朝阳实验学校');
    const noSession = await call(ctx.app, {
      method: 'POST',
      path: '/api_proxy/building/info/',
      body: { company_id: tower, building_name: '拒绝楼' },
    });
    expect(noSession.body.code).toBe(ErrorCodes.tokenInvalid);
    const noPermission = await engineer.call({
      method: 'POST',
      path: '/api_proxy/building/info/',
      body: { company_id: tower, building_name: '拒绝楼' },
    });
    expect(noPermission.body.code).toBe(ErrorCodes.noPermission);
    const elsewhere = await manager.call({
      method: 'POST',
      path: '/api_proxy/building/info/',
      body: { company_id: school, building_name: '拒绝楼' },
    });
    expect(elsewhere.body.code).toBe(ErrorCodes.noPermission);
    const missing = await manager.call({
      method: 'POST',
      path: '/api_proxy/building/info/',
      body: { company_id: tower },
    });
    expect(missing.body.code).toBe(ErrorCodes.paramRequired);
    const duplicate = await admin.call({
      method: 'POST',
      path: '/api_proxy/system/info/',
      body: { company_id: tower, alias_system_name: '日志 火灾自动报警系统', enum_system_type: 1 },
    });
    expect(duplicate.body.code).toBe(ErrorCodes.alreadyExists);
    expect(await ctx.db.select().from(buildings).where(eq(buildings.name, '拒绝楼'))).toEqual([]);
    expect(await countRows()).toBe(before);
  });

  it('writes nothing for reads, logins and logouts (those are the login log’s)', async () => {
    const before = await countRows();
    const operator = await loginAs(ctx.app, 'operator');
    await operator.call({ path: '/api_proxy/building/list_by_company_id/', query: { company_id: tower } });
    await operator.call({ path: '/api_proxy/user/loginout/' });
    expect(await countRows()).toBe(before);
  });

  it('commits the row with the change: a transaction that fails leaves neither', async () => {
    // The row's insert fails for this remark, as any statement of the change's transaction might.
    await ctx.db.execute(
      sql.raw(`create function refuse_log() returns trigger language plpgsql as $$
        begin if new.remark like '%回滚楼%' then raise exception 'refused'; end if; return new; end $$`),
    );
    await ctx.db.execute(
      sql.raw(`create trigger refuse_log before insert on operation_logs for each row execute function refuse_log()`),
    );
    try {
      const before = await countRows();
      const { body } = await manager.call({
        method: 'POST',
        path: '/api_proxy/building/info/',
        body: { company_id: tower, building_name: '回滚楼', ongrounder_floors: 3 },
      });
      expect(body.code).toBe(ErrorCodes.unexpected);
      expect(await ctx.db.select().from(buildings).where(eq(buildings.name, '回滚楼'))).toEqual([]);
      expect(await countRows()).toBe(before);
    } finally {
      await ctx.db.execute(sql.raw('drop trigger refuse_log on operation_logs'));
      await ctx.db.execute(sql.raw('drop function refuse_log()'));
    }
  });

  it('logs an alarm handled by an operator, not the alarm a device raised through ingest', async () => {
    const device = toDeviceRef(await buildDevice(ctx.db, { companyId: tower, name: '日志 火灾报警控制器' }));
    const before = await countRows();
    const since = await lastRowId();
    const eventId = await raiseAlarm(ctx.deps.eventWriter, device);
    expect(await countRows()).toBe(before);
    const operator = await loginAs(ctx.app, 'operator');
    const handled = await operator.call({
      method: 'PUT',
      path: '/api_proxy/event/info/',
      body: { event_id: eventId, enum_confirm_type: 2, confirm_desc: '误报，已复位' },
    });
    expect(handled.body.code).toBe(0);
    const rows = await rowsAfter(since);
    expect(rows.map((row) => [row.username, row.module, row.action, row.recordIds, row.remark])).toEqual([
      [
        'operator',
        'event',
        'modify',
        [String(eventId)],
        `event_id: ${eventId}; enum_confirm_type: 2; confirm_desc: 误报，已复位`,
      ],
    ]);
  });

  it('masks the passwords a call sends', async () => {
    const since = await lastRowId();
    const { body } = await admin.call<{ company_id: number }>({
      method: 'POST',
      path: '/api_proxy/center/info/',
      body: {
        company_name: '日志监管中心',
        contact_name: '韩主任',
        is_platform: 1,
        account: 'rizhi01',
        password: 'Rz@2026.secret',
        confirm_password: 'Rz@2026.secret',
      },
    });
    expect(body.code).toBe(0);
    const [row] = await rowsAfter(since);
    expect(row).toMatchObject({ module: 'company', action: 'add', recordIds: [String(body.data.company_id)] });
    expect(row!.remark).toContain('account: rizhi01');
    expect(row!.remark).toContain('password: ******; confirm_password: ******');
    expect(row!.remark).not.toContain('Rz@2026');
    const all = await ctx.db.select({ remark: operationLogs.remark }).from(operationLogs);
    expect(all.filter((item) => /Rz@2026|Fireline@2026/.test(item.remark))).toEqual([]);
  });
});

describe('operation log: who sees it', () => {
  let other: Session;
  let otherUnit: number;
  beforeAll(async () => {
    otherUnit = (await buildOrg(ctx.db, { kind: 'cared', category: 'key_unit', name: '日志测试单位' })).id;
    const role = await findRole(ctx.db, 'cared_manager');
    await buildUser(ctx.db, { orgId: otherUnit, roleId: role!.id, username: 'otherunit', realName: '王另' });
    other = await loginAs(ctx.app, 'otherunit');
    const created = await other.call({
      method: 'POST',
      path: '/api_proxy/building/info/',
      body: { company_id: otherUnit, building_name: '另一单位楼' },
    });
    expect(created.body.code).toBe(0);
  });

  it('refuses a caller without a session, and one without the log', async () => {
    expect((await call(ctx.app, { path: '/api_proxy/log/operation_log_list/' })).body.code).toBe(
      ErrorCodes.tokenInvalid,
    );
    const engineer = await loginAs(ctx.app, 'engineer');
    expect((await list(engineer)).code).toBe(ErrorCodes.noPermission);
  });

  it("shows a unit's administrator its own unit's rows only, and refuses another unit's", async () => {
    const own = await list(manager, { page_size: 100 });
    expect(own.code).toBe(0);
    expect(own.data.total).toBeGreaterThan(0);
    expect(new Set(own.data.list.map((row) => row.company_id))).toEqual(new Set([tower]));
    const theirs = await list(other, { page_size: 100 });
    expect(theirs.data.list.map((row) => [row.user_name, row.company_id, row.remark])).toEqual([
      ['otherunit', otherUnit, `company_id: ${otherUnit}; building_name: 另一单位楼`],
    ]);
    const refused = await list(manager, { company_id: otherUnit });
    expect(refused.code).toBe(ErrorCodes.noPermission);
    expect(refused.data).toEqual({ field: 'company_id' });
  });

  it("shows the centre its own and its bound units' rows, the administrator everyone's", async () => {
    const operator = await loginAs(ctx.app, 'operator');
    const seen = await list(operator, { page_size: 100 });
    const orgs = new Set(seen.data.list.map((row) => row.company_id));
    expect(orgs.has(centre)).toBe(true);
    expect(orgs.has(tower)).toBe(true);
    expect(orgs.has(otherUnit)).toBe(false);
    expect(
      (await list(operator, { company_id: tower, page_size: 100 })).data.list.every((row) => row.company_id === tower),
    ).toBe(true);
    const everything = await list(admin, { page_size: 100 });
    expect(everything.data.total).toBe(await countRows());
    expect(new Set(everything.data.list.map((row) => row.company_id)).has(otherUnit)).toBe(true);
  });

  it('filters by module, action, operator name and time range, with paging', async () => {
    const adds = await list(admin, { action: 'add', page_size: 100 });
    expect(adds.data.list.length).toBeGreaterThan(1);
    expect(adds.data.list.every((row) => row.action === 'add')).toBe(true);
    const byName = await list(admin, { user_name: '李安', module: 'building' });
    expect(byName.data.total).toBe(3);
    expect(byName.data.list.map((row) => row.action)).toEqual(['delete', 'modify', 'add']);
    const paged = await list(admin, { user_name: 'manager', module: 'building', page_size: 2, page_no: 1 });
    expect(paged.data).toMatchObject({ total: 3, list: [{ action: 'add' }] });
    const now = Math.floor(Date.now() / 1000);
    expect((await list(admin, { start_time: now - 3600, end_time: now + 60 })).data.total).toBe(await countRows());
    expect((await list(admin, { start_time: now - 7200, end_time: now - 3600 })).data.total).toBe(0);
    const bad = await list(admin, { action: 'erase' });
    expect(bad.code).toBe(ErrorCodes.paramValue);
    expect((bad.data as unknown as { field: string }).field).toBe('action');
  });
});

describe('operation log: append-only, pruned only by retention', () => {
  it('has no call that changes or deletes a row', async () => {
    const before = await ctx.db.select().from(operationLogs).orderBy(operationLogs.id);
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      for (const path of ['/api_proxy/log/operation_log_list/', '/api_proxy/log/login_log_list/']) {
        const { body } = await admin.call({ method, path, query: { id: before[0]!.id }, body: { id: before[0]!.id } });
        expect(body.code, `${method} ${path}`).toBe(ErrorCodes.illegalRequest);
      }
    }
    // No changing call of the whole API touches the log: none is under log/.
    expect(ctx.app.auditedRoutes.filter((route) => route.url.includes('/log/'))).toEqual([]);
    expect(await ctx.db.select().from(operationLogs).orderBy(operationLogs.id)).toEqual(before);
  });

  it('names its own action for every workflow step (hazards, repair and maintenance tasks), never the verb', () => {
    const flows = ['/api_proxy/patrol/hazard/', '/api_proxy/maint/repair/', '/api_proxy/maint/task/'];
    const steps = ctx.app.auditedRoutes.filter(
      (route) => flows.some((flow) => route.url.startsWith(flow)) && !route.url.endsWith('/info/'),
    );
    expect(steps.length).toBeGreaterThan(12);
    // A step names its action; a plain change (a task's equipment) may keep the verb's, said in its own sentence.
    const verbs = ['add', 'modify', 'delete', 'other'];
    const vague = steps.filter(
      (route) => route.action === undefined || (verbs.includes(route.action) && !route.describes),
    );
    expect(vague.map((route) => route.url)).toEqual([]);
  });

  it('says in the reader’s language what happened to which record: the hazard steps, dates and names', async () => {
    const since = await lastRowId();
    const hazardPath = (name: string) => `/api_proxy/patrol/hazard/${name}/`;
    const liukz = (await ctx.db.select().from(users).where(eq(users.username, 'liukz')))[0]!;
    // 2026-12-31 12:00 on the site's clock (UTC+8): the log says the site's day.
    const deadline = Date.parse('2026-12-31T04:00:00Z') / 1000;
    const reported = await manager.call<{ id: number }>({
      method: 'POST',
      path: hazardPath('info'),
      body: { company_id: tower, description: '消防通道堆放杂物' },
    });
    const id = reported.body.data.id;
    await manager.call({
      method: 'POST',
      path: hazardPath('dispost_by_comfirm_hazard'),
      body: { id, deadline, level: 2 },
    });
    const assigned = await manager.call({
      method: 'PUT',
      path: hazardPath('by_designate_user'),
      body: { id, uid: liukz.id },
    });
    expect(assigned.body.code).toBe(0);

    const rows = await rowsAfter(since);
    expect(rows.map((row) => [row.module, row.action])).toEqual([
      ['hazard', 'add'],
      ['hazard', 'confirm'],
      ['hazard', 'assign'],
    ]);
    const entries = async (lang?: 'en') =>
      (
        await manager.call<Page<OperationLog>>({
          path: '/api_proxy/log/operation_log_list/',
          query: { module: 'hazard', page_size: 3 },
          lang,
        })
      ).body.data.list.map((entry) => entry.description);
    expect(await entries()).toEqual([
      `交办隐患 #${id} 给 刘控制室，期限 2026-12-31`,
      `确认隐患 #${id}：重大隐患，期限 2026-12-31`,
      `上报隐患 #${id}：消防通道堆放杂物`,
    ]);
    expect(await entries('en')).toEqual([
      `Assigned hazard #${id} to 刘控制室, deadline 2026-12-31`,
      `Confirmed hazard #${id}: major hazard, deadline 2026-12-31`,
      `Reported hazard #${id}: 消防通道堆放杂物`,
    ]);
    const { body } = await manager.call<Page<OperationLog>>({
      path: '/api_proxy/log/operation_log_list/',
      query: { module: 'hazard', page_size: 1 },
    });
    // The row keeps the structured parameters; no epoch seconds or field names are shown.
    expect(body.data.list[0]!.summary).toEqual({
      key: 'hazard.assign_user',
      params: { id, user: '刘控制室', deadline: { date: deadline } },
    });
  });

  it('names a known module for every changing call of the API', () => {
    expect(ctx.app.auditedRoutes.filter((route) => route.module === 'other')).toEqual([]);
    expect(ctx.app.auditedRoutes.some((route) => route.url === '/api_proxy/file/download_ticket/')).toBe(false);
  });

  it('prunes operation and login records older than OPERATION_LOG_RETENTION_DAYS (365), and only those', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const old = { orgId: tower, orgName: '华鼎国际大厦', userId: manager.uid, username: 'manager', module: 'building' };
    const [stale, kept] = await ctx.db
      .insert(operationLogs)
      .values([
        { ...old, action: 'add', method: 'POST', path: '/api_proxy/building/info/', createdAt: daysAgo(400) },
        { ...old, action: 'add', method: 'POST', path: '/api_proxy/building/info/', createdAt: daysAgo(300) },
      ])
      .returning();
    const [staleLogin, keptLogin] = await ctx.db
      .insert(loginLogs)
      .values([
        { username: 'manager', platform: 'web', operation: 'login', status: 'success', createdAt: daysAgo(366) },
        { username: 'manager', platform: 'web', operation: 'login', status: 'success', createdAt: daysAgo(364) },
      ])
      .returning();
    const operationCount = await countRows();
    const job = buildJobs(ctx.deps).find((item) => item.name === 'prune-logs')!;
    await job.run();
    const ids = (await ctx.db.select({ id: operationLogs.id }).from(operationLogs)).map((row) => row.id);
    expect(ids).not.toContain(stale!.id);
    expect(ids).toContain(kept!.id);
    expect(ids).toHaveLength(operationCount - 1);
    const loginIds = (await ctx.db.select({ id: loginLogs.id }).from(loginLogs)).map((row) => row.id);
    expect(loginIds).not.toContain(staleLogin!.id);
    expect(loginIds).toContain(keptLogin!.id);
    await ctx.db.delete(operationLogs).where(eq(operationLogs.id, kept!.id));
    await ctx.db.delete(loginLogs).where(eq(loginLogs.id, keptLogin!.id));
  });
});

describe('log exports (xlsx through a one-time ticket)', () => {
  const download = async (session: Session, query: Record<string, string | number>) => {
    const { ticket, response } = await openExport(ctx.app, session.token, query);
    if (!response) return { envelope: ticket as Envelope<unknown>, rows: undefined };
    if (!String(response.headers['content-type']).includes('spreadsheetml'))
      return { envelope: response.json<Envelope<unknown>>(), rows: undefined };
    return { envelope: undefined, rows: (await readXlsx(response.rawPayload))[0]!.rows };
  };

  it('exports the operation log with its filters, rows as the list shows them', async () => {
    const { rows, envelope } = await download(admin, {
      kind: 'operation_log',
      module: 'building',
      user_name: 'manager',
    });
    expect(envelope).toBeUndefined();
    expect(rows![0]).toEqual([
      '时间',
      '模块',
      '操作',
      '操作内容',
      '操作人',
      '账号',
      '所属机构',
      'IP',
      '记录ID',
      '提交的字段',
      '接口',
    ]);
    const listed = (await list(admin, { module: 'building', user_name: 'manager' })).data.list;
    expect(
      rows!.slice(1).map((row) => [row[1], row[2], row[3], row[4], row[5], row[6], row[7], row[8], row[9]]),
    ).toEqual(
      listed.map((item) => [
        '建筑',
        operationActionLabels[item.action].zh,
        item.description,
        '李安全',
        'manager',
        '华鼎国际大厦',
        '127.0.0.1',
        item.record_ids.join(', '),
        item.remark,
      ]),
    );
    const english = await download(admin, { kind: 'operation_log', module: 'building', action: 'delete', lang: 'eng' });
    expect(english.rows![0]!.slice(0, 3)).toEqual(['Time', 'Module', 'Action']);
    expect(english.rows!.slice(1).map((row) => [row[1], row[2]])).toEqual([['Building', 'Delete']]);
  });

  it("exports only the caller's reach, refuses another unit's filter and says when there is nothing", async () => {
    const own = await download(manager, { kind: 'operation_log' });
    expect(own.rows!.slice(1).every((row) => row[6] === '华鼎国际大厦')).toBe(true);
    const empty = await download(manager, { kind: 'operation_log', module: 'hydrant' });
    expect(empty.envelope?.code).toBe(ErrorCodes.noData);
    expect(empty.envelope?.msg).toContain('暂无可导出的数据');
    const elsewhere = await download(manager, { kind: 'operation_log', company_id: await orgId('朝阳实验学校') });
    expect(elsewhere.envelope?.code).toBe(ErrorCodes.noPermission);
    const engineer = await loginAs(ctx.app, 'engineer');
    expect((await download(engineer, { kind: 'operation_log' })).envelope?.code).toBe(ErrorCodes.noPermission);
  });

  it('exports the login log as its list shows it', async () => {
    const { rows } = await download(admin, { kind: 'login_log', username: 'manager' });
    expect(rows![0]).toEqual(['平台', '操作人', '时间', 'IP', '终端', '操作', '状态', '原因']);
    const listed = (
      await admin.call<Page<{ id: number; user_name: string; ip: string }>>({
        path: '/api_proxy/log/login_log_list/',
        query: { username: 'manager', page_size: 100 },
      })
    ).body.data;
    expect(rows!.length - 1).toBe(listed.total);
    expect(rows!.slice(1).map((row) => [row[0], row[1], row[3], row[5], row[6]])).toEqual(
      listed.list.map((item) => ['web', item.user_name, '127.0.0.1', '登录', '成功']),
    );
    const none = await download(admin, { kind: 'login_log', username: 'nobody-at-all' });
    expect(none.envelope?.code).toBe(ErrorCodes.noData);
    expect((await download(manager, { kind: 'login_log' })).envelope?.code).toBe(ErrorCodes.noPermission);
  });
});

describe('push settings row', () => {
  it('is the only row of its call even though no transaction carried it', async () => {
    const rows = await ctx.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.module, 'push_setting'), eq(operationLogs.userId, manager.uid)));
    expect(rows).toHaveLength(1);
    expect(await ctx.db.select().from(pushSettings).where(eq(pushSettings.userId, manager.uid))).toHaveLength(1);
  });
});

describe('operation log: a long log', () => {
  it('counts its total no further than 10 000 rows and still pages from the newest', async () => {
    const admin = await loginAs(ctx.app, 'admin');
    const longLogOrg = (await buildOrg(ctx.db, { kind: 'cared', name: '长日志单位' })).id;
    await ctx.db.execute(sql`
      insert into operation_logs (org_id, org_name, user_id, username, module, action, method, path, remark)
      select ${longLogOrg}, '长日志单位', 1, 'bulk', 'building', 'modify', 'PUT', '/api_proxy/building/info/', 'n' || i
      from generate_series(1, 10005) as i`);
    try {
      const page = await list(admin, { company_id: longLogOrg, page_size: 20 });
      expect(page.data.total).toBe(10_000);
      expect(page.data.list).toHaveLength(20);
      expect(page.data.list[0]!.remark).toBe('n10005');
    } finally {
      await ctx.db.delete(operationLogs).where(eq(operationLogs.orgId, longLogOrg));
    }
  });
});
