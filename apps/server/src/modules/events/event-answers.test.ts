import {
  deviceEventStatsSchema,
  deviceMergedPageSchema,
  eventCountSchema,
  eventDetailSchema,
  eventRecordPageSchema,
  eventTotalsSchema,
  headerCountsSchema,
  pickerDevicePageSchema,
  recentEventCountsSchema,
} from '@fireline/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { organisations } from '../../db/schema';
import { buildDevice } from '../../db/seed/device-factories';
import { toDeviceRef } from '../../ingest/device-lookup';
import { raiseAlarm } from '../../test/alarm-events';
import { loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let operator: Awaited<ReturnType<typeof loginAs>>;
let unitId: number;
let deviceId: number;
let handledId: number;
let handledUuid: string;

/**
 * Every answer is serialised through its declared schema (a field the schema does not name is dropped, a mismatch is
 * 9999), so each list, count and record is read here once with an alarm handled, reported to 119 and shielded.
 */
beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
  const [unit] = await ctx.db.select().from(organisations).where(eq(organisations.name, '华鼎国际大厦'));
  unitId = unit!.id;
  const device = toDeviceRef(await buildDevice(ctx.db, { companyId: unitId, name: 'B座 火灾报警控制器' }));
  deviceId = device.id;
  operator = await loginAs(ctx.app, 'operator');
  handledId = await raiseAlarm(ctx.deps.eventWriter, device);
  await raiseAlarm(ctx.deps.eventWriter, device, { category: 'fault' });
  const handled = await operator.call<{ uuid: string }>({
    method: 'PUT',
    path: '/api_proxy/event/info/',
    body: { event_id: handledId, enum_confirm_type: 2, confirm_desc: '误报', report_119: 1 },
  });
  expect(handled.body.code).toBe(0);
  handledUuid = handled.body.data.uuid;
  const shield = await operator.call({
    method: 'POST',
    path: '/api_proxy/shilter/info/',
    body: { shield_thing_id: deviceId, shield_thing_type: 'info_device', desc: '检修', shield_hours: 12 },
  });
  expect(shield.body.code).toBe(0);
  await raiseAlarm(ctx.deps.eventWriter, device);
});
afterAll(() => ctx.close());

const read = async <T extends z.ZodType>(schema: T, path: string, query: Record<string, string | number> = {}) => {
  const { body } = await operator.call<z.infer<T>>({ path, query });
  expect(body.code, `${path}: ${body.msg}`).toBe(0);
  expect(schema.safeParse(body.data).error, path).toBeUndefined();
  return body.data;
};

describe('the answers of the alarm lists, counts and records', () => {
  it('are the declared ones, with the records of a handled, reported and shielded alarm whole', async () => {
    const filter = { company_id: unitId };
    for (const path of ['event_list', 'list_events_v2', 'event_list_home_page', 'event_shilter_list'])
      expect((await read(eventRecordPageSchema, `/api_proxy/event/${path}/`, filter)).total, path).toBeGreaterThan(0);
    const page = await read(eventRecordPageSchema, '/api_proxy/event/list_by_device/', { device_id: deviceId });
    expect(page.list.find((record) => record.id === handledId)).toMatchObject({
      enum_confirm_type: { id: 2 },
      confirm_desc: '误报',
      status: true,
      shield: { shield_thing_id: deviceId, shield_flag: 1 },
    });
    const detail = await read(eventDetailSchema, '/api_proxy/event/info_by_uuid/', { uuid: handledUuid });
    expect(detail.handlings).toHaveLength(1);
    expect(detail.report_119).toEqual({ time: expect.any(String), operator: expect.objectContaining({}) });
    await read(eventTotalsSchema, '/api_proxy/event/event_total_by_status_home_page/', filter);
    await read(eventCountSchema, '/api_proxy/event/event_list_count_v2/', filter);
    expect(await read(recentEventCountsSchema, '/api_proxy/event/recent_event_count_v2/', filter)).toMatchObject({
      today: expect.any(Number),
    });
    await read(headerCountsSchema, '/api_proxy/event/event_list_headers/', filter);
    await read(deviceMergedPageSchema, '/api_proxy/event/list_merge_treats_v2/', filter);
    await read(deviceEventStatsSchema, '/api_proxy/event/event_count_with_7days/', { device_id: deviceId });
    const picker = await read(pickerDevicePageSchema, '/api_proxy/device/getDeviceByGraduallyParams/', filter);
    expect(picker.list.some((device) => device.device_id === deviceId)).toBe(true);
  });
});
