import { randomUUID } from 'node:crypto';
import { ErrorCodes, type Envelope } from '@fireline/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, events, organisations } from '../../db/schema';
import { buildRole, buildUser } from '../../db/seed/factories';
import { openExport, ticketUrl } from '../../test/download';
import { loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';
import { readXlsx } from '../imports/test-kit';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
let manager: string;
let operator: string;
let towerId: number;
let mallId: number;
let schoolId: number;

const orgId = async (name: string) =>
  (await ctx.db.select({ id: organisations.id }).from(organisations).where(eq(organisations.name, name)))[0]!.id;
/** The unit's transmission device (units also have controllers, sensors and cameras in the demo). */
const deviceOf = async (companyId: number) =>
  (
    await ctx.db
      .select()
      .from(devices)
      .where(and(eq(devices.companyId, companyId), eq(devices.deviceClass, 'dtu')))
      .limit(1)
  )[0]!;

/** An alarm occurrence as ingest stores it, received at the given UTC time. */
const addEvent = async (
  companyId: number,
  values: {
    statusCategory: string;
    alarmType: string;
    receiveTime: string;
    enumConfirmType?: number;
    location?: string;
  },
) => {
  const device = await deviceOf(companyId);
  await ctx.db.insert(events).values({
    uuid: randomUUID(),
    source: 'gb26875',
    companyId,
    deviceId: device.id,
    statusCategory: values.statusCategory,
    alarmStatus: values.statusCategory === 'fire' ? 'alarm' : 'fault',
    alarmType: values.alarmType,
    deviceCode: device.deviceCode,
    deviceName: device.name,
    location: values.location,
    acceptTime: new Date(values.receiveTime),
    receiveTime: new Date(values.receiveTime),
    enumConfirmType: values.enumConfirmType ?? 0,
  });
};

beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
  admin = (await loginAs(ctx.app, 'admin')).token;
  manager = (await loginAs(ctx.app, 'manager')).token;
  operator = (await loginAs(ctx.app, 'operator')).token;
  towerId = await orgId('华鼎国际大厦');
  mallId = await orgId('学院路便民商场');
  schoolId = await orgId('朝阳实验学校');
  await addEvent(towerId, {
    statusCategory: 'fire',
    alarmType: 'fire_alarm',
    receiveTime: '2020-03-10T02:15:00Z',
    location: 'A座3层东侧走廊',
  });
  await addEvent(towerId, {
    statusCategory: 'fault',
    alarmType: 'power_fault',
    receiveTime: '2020-03-11T06:30:00Z',
    enumConfirmType: 2,
    location: 'A座地下一层配电间',
  });
  await addEvent(towerId, {
    statusCategory: 'fire',
    alarmType: 'fire_alarm',
    receiveTime: '2020-03-12T12:00:00Z',
    enumConfirmType: 4,
    location: 'A座5层会议室',
  });
  await addEvent(schoolId, {
    statusCategory: 'fire',
    alarmType: 'fire_alarm',
    receiveTime: '2020-03-12T01:00:00Z',
    location: '教学楼2层',
  });
});
afterAll(() => ctx.close());

/** GET /export/export as the client's new window does: with a one-time ticket. A refused ticket answers its envelope. */
const download = async (token: string | undefined, query: Record<string, string | number>) => {
  const { ticket, response } = await openExport(ctx.app, token, query);
  if (!response) return { response, envelope: ticket as Envelope<{ field?: string } | null>, sheets: undefined };
  const isXlsx = String(response.headers['content-type']).includes('spreadsheetml');
  return {
    response,
    envelope: isXlsx ? undefined : (response.json() as Envelope<{ field?: string } | null>),
    sheets: isXlsx ? await readXlsx(response.rawPayload) : undefined,
  };
};

describe('export access', () => {
  it('refuses an export without a session, and with the session token in the URL', async () => {
    expect((await download(undefined, { kind: 'events' })).envelope?.code).toBe(ErrorCodes.tokenInvalid);
    const withToken = await ctx.app.inject({ method: 'GET', url: `/export/export?kind=events&token=${manager}` });
    expect(withToken.json<Envelope<null>>().code).toBe(ErrorCodes.tokenInvalid);
  });

  it('opens an export once with its ticket, and only with the filters it was issued for', async () => {
    const ticket = await ticketUrl(ctx.app, manager, {
      target: 'export',
      kind: 'events',
      filters: { status_category: 'fire' },
    });
    expect(ticket.data.url).toMatch(/^\/export\/export\?kind=events&status_category=fire&ticket=/);
    const first = await ctx.app.inject({ method: 'GET', url: ticket.data.url });
    expect((await readXlsx(first.rawPayload))[0]!.rows).toHaveLength(3);
    const again = await ctx.app.inject({ method: 'GET', url: ticket.data.url });
    expect(again.json<Envelope<null>>().code).toBe(ErrorCodes.tokenInvalid);
    const other = await ticketUrl(ctx.app, manager, {
      target: 'export',
      kind: 'events',
      filters: { status_category: 'fire' },
    });
    const widened = await ctx.app.inject({ method: 'GET', url: other.data.url.replace('status_category=fire&', '') });
    expect(widened.json<Envelope<null>>().code).toBe(ErrorCodes.tokenInvalid);
  });

  it("refuses a user whose role does not grant the list's permission", async () => {
    const role = await buildRole(ctx.db, { code: 'notice_only', orgKind: 'cared', grants: ['notice'] });
    await buildUser(ctx.db, { orgId: towerId, roleId: role.id, username: 'noticeonly' });
    const { token } = await loginAs(ctx.app, 'noticeonly');
    expect((await download(token, { kind: 'events' })).envelope?.code).toBe(ErrorCodes.noPermission);
  });

  it("refuses a filter on another unit's records", async () => {
    expect((await download(manager, { kind: 'events', company_id: schoolId })).envelope?.code).toBe(
      ErrorCodes.noPermission,
    );
  });

  it('names a malformed filter', async () => {
    const { envelope } = await download(manager, { kind: 'events', status_category: 'smoke' });
    expect(envelope?.code).toBe(ErrorCodes.paramValue);
    expect(envelope?.data?.field).toBe('status_category');
    expect((await download(manager, { kind: 'buildings' })).envelope?.data?.field).toBe('kind');
  });
});

describe('export content', () => {
  it("exports the alarm history of the caller's scope, newest first, on the site's clock", async () => {
    const { response, sheets } = await download(manager, { kind: 'events' });
    expect(response!.headers['content-disposition']).toContain(encodeURIComponent('历史告警'));
    const [sheet] = sheets!;
    expect(sheet!.name).toBe('历史告警');
    expect(sheet!.rows).toEqual([
      ['接收时间', '告警类别', '告警类型', '所属单位', '设备编号', '设备名称', '位置', '已处理', '恢复时间'],
      [
        '2020-03-12 20:00:00',
        '火警',
        '火警',
        '华鼎国际大厦',
        'UITD-HD-A01',
        'A座 用户信息传输装置',
        'A座5层会议室',
        '是',
        '',
      ],
      [
        '2020-03-11 14:30:00',
        '故障',
        '电源故障',
        '华鼎国际大厦',
        'UITD-HD-A01',
        'A座 用户信息传输装置',
        'A座地下一层配电间',
        '是',
        '',
      ],
      [
        '2020-03-10 10:15:00',
        '火警',
        '火警',
        '华鼎国际大厦',
        'UITD-HD-A01',
        'A座 用户信息传输装置',
        'A座3层东侧走廊',
        '否',
        '',
      ],
    ]);
  });

  it('applies the list filters: category, handling and time range', async () => {
    const fire = await download(manager, { kind: 'events', status_category: 'fire' });
    expect(fire.sheets![0]!.rows.slice(1).map((row) => row[6])).toEqual(['A座5层会议室', 'A座3层东侧走廊']);
    const open = await download(manager, { kind: 'events', processed: 0 });
    expect(open.sheets![0]!.rows.slice(1).map((row) => row[6])).toEqual(['A座3层东侧走廊']);
    const window = await download(admin, {
      kind: 'events',
      start_time: Date.parse('2020-03-11T00:00:00Z') / 1000,
      end_time: Date.parse('2020-03-12T06:00:00Z') / 1000,
    });
    expect(window.sheets![0]!.rows.slice(1).map((row) => row[6])).toEqual(['教学楼2层', 'A座地下一层配电间']);
  });

  it('answers 9995 "no data available for export" when the filters match nothing', async () => {
    const zh = await download(manager, { kind: 'events', status_category: 'video' });
    expect(zh.envelope?.code).toBe(ErrorCodes.noData);
    expect(zh.envelope?.msg).toContain('暂无可导出的数据');
    const en = await download(manager, { kind: 'events', status_category: 'video', lang: 'eng' });
    expect(en.envelope?.msg).toContain('no data available for export');
  });

  it('exports the units in scope with English headers for lang=eng', async () => {
    const { sheets, envelope } = await download(operator, { kind: 'companies', category: 'small_venue', lang: 'eng' });
    expect(envelope).toBeUndefined();
    const [mall] = await ctx.db.select().from(organisations).where(eq(organisations.id, mallId));
    expect(sheets![0]!.rows).toEqual([
      ['Unit ID', 'Unit name', 'Category', 'Region code', 'Address', 'Contact name', 'Contact phone', 'State'],
      [
        String(mallId),
        '学院路便民商场',
        'Small-scale venue',
        '110108',
        '北京市海淀区学院路 35 号',
        mall!.contactName ?? '',
        mall!.contactPhone ?? '',
        'Normal',
      ],
    ]);
    const own = await download(manager, { kind: 'companies' });
    expect(own.sheets![0]!.rows.slice(1).map((row) => row[1])).toEqual(['华鼎国际大厦']);
  });
});
