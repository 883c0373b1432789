import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildings, devices, events, organisations } from '../../db/schema';
import { openExport } from '../../test/download';
import { loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';
import { readXlsx } from '../imports/test-kit';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let towerId: number;
let buildingIds: number[];

/** An alarm as ingest stores it, in one of the tower's buildings, shielded or not. */
const addEvent = async (values: {
  location: string;
  buildingId: number;
  isShielded?: boolean;
  deviceType?: string;
}) => {
  const [device] = await ctx.db
    .select()
    .from(devices)
    .where(and(eq(devices.companyId, towerId), eq(devices.deviceClass, 'dtu')))
    .limit(1);
  await ctx.db.insert(events).values({
    uuid: randomUUID(),
    source: 'gb26875',
    companyId: towerId,
    deviceId: device!.id,
    buildingId: values.buildingId,
    statusCategory: 'fire',
    alarmStatus: 'alarm',
    alarmType: 'fire_alarm',
    deviceCode: device!.deviceCode,
    deviceName: device!.name,
    deviceType: values.deviceType ?? device!.deviceType,
    location: values.location,
    isShielded: values.isShielded ?? false,
    acceptTime: new Date('2020-04-01T02:00:00Z'),
    receiveTime: new Date('2020-04-01T02:00:00Z'),
  });
};

beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
  towerId = (
    await ctx.db.select({ id: organisations.id }).from(organisations).where(eq(organisations.name, '华鼎国际大厦'))
  )[0]!.id;
  buildingIds = (await ctx.db.select({ id: buildings.id }).from(buildings).where(eq(buildings.companyId, towerId))).map(
    (row) => row.id,
  );
  await addEvent({ location: '第一栋 大堂', buildingId: buildingIds[0]! });
  await addEvent({ location: '第一栋 屏蔽的', buildingId: buildingIds[0]!, isShielded: true });
  await addEvent({ location: '第二栋 机房', buildingId: buildingIds[1]!, deviceType: 'gateway-x' });
});
afterAll(() => ctx.close());

const locations = async (query: Record<string, string | number>) => {
  const { token } = await loginAs(ctx.app, 'manager');
  const { response } = await openExport(ctx.app, token, {
    kind: 'events',
    company_id: towerId,
    start_time: Date.parse('2020-04-01T00:00:00Z') / 1000,
    ...query,
  });
  return (await readXlsx(response!.rawPayload))[0]!.rows
    .slice(1)
    .map((row) => row[6])
    .sort();
};

describe("the alarm lists' export", () => {
  it('keeps the shielded events out of an alarm list and in a shielded list', async () => {
    expect(await locations({ shielded: '0' })).toEqual(['第一栋 大堂', '第二栋 机房']);
    expect(await locations({ shielded: '1' })).toEqual(['第一栋 屏蔽的']);
  });

  it("applies the list's building and device type filters", async () => {
    expect(buildingIds.length).toBeGreaterThan(1);
    expect(await locations({ shielded: '0', building_id: buildingIds[0]! })).toEqual(['第一栋 大堂']);
    expect(await locations({ device_type: 'gateway-x' })).toEqual(['第二栋 机房']);
  });
});

describe("the unit list's export", () => {
  /** The unit names the list call answers and the export holds, for the same filters. */
  const both = async (filters: Record<string, string | number>) => {
    const operator = await loginAs(ctx.app, 'operator');
    const list = await operator.call<{ list: { company_name: string }[] }>({
      path: '/api_proxy/company_cared/list/',
      query: { page_no: 0, page_size: 100, ...filters },
    });
    const { response } = await openExport(ctx.app, operator.token, { kind: 'companies', ...filters });
    const isXlsx = String(response!.headers['content-type']).includes('spreadsheetml');
    const exported = isXlsx ? (await readXlsx(response!.rawPayload))[0]!.rows.slice(1).map((row) => row[1]) : [];
    return { listed: list.body.data.list.map((row) => row.company_name).sort(), exported: exported.sort() };
  };

  it('exports the units the list shows for its online and creation-time filters', async () => {
    const online = await both({ enum_company_online_status: 1 });
    const offline = await both({ enum_company_online_status: 0 });
    expect(online.listed.length + offline.listed.length).toBeGreaterThan(1);
    expect(online.exported).toEqual(online.listed);
    expect(offline.exported).toEqual(offline.listed);
    const future = await both({ start_time: Math.floor(Date.now() / 1000) + 86_400 });
    expect(future).toEqual({ listed: [], exported: [] });
  });
});
