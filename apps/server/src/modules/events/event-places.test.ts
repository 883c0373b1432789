import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildings, events, floors, organisations } from '../../db/schema';
import { buildDevice } from '../../db/seed/device-factories';
import { toDeviceRef } from '../../ingest/device-lookup';
import { notificationsFor } from '../../notify/enqueue';
import { freshComponent, raiseAlarm } from '../../test/alarm-events';
import { loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';
import type { DeviceRef } from '../../ingest/ingest-types';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let tower: DeviceRef;
let operator: Awaited<ReturnType<typeof loginAs>>;
let place: { buildingId: number; building: string; floorId: number; floor: string };

/** A manual call point (手动火灾报警按钮, GB/T 26875.3 type 23) on loop 2, number 17 of the tower's panel. */
const callPoint = () => ({ ...freshComponent('电梯厅 手报'), componentType: 23, componentAddress: 2 * 65_536 + 17 });

beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
  const [unit] = await ctx.db.select().from(organisations).where(eq(organisations.name, '华鼎国际大厦'));
  tower = toDeviceRef(
    await buildDevice(ctx.db, { companyId: unit!.id, name: '华鼎 用户信息传输装置', deviceCode: 'UITD-PLACE-01' }),
  );
  const [building] = await ctx.db.select().from(buildings).where(eq(buildings.companyId, unit!.id)).limit(1);
  const [floor] = await ctx.db.select().from(floors).where(eq(floors.buildingId, building!.id)).limit(1);
  place = { buildingId: building!.id, building: building!.name, floorId: floor!.id, floor: floor!.name };
  operator = await loginAs(ctx.app, 'operator');
});
afterAll(() => ctx.close());

/** An alarm whose component's position repeats the building and floor, as installers often type it. */
const raiseRepeatingAlarm = async () => {
  const id = await raiseAlarm(ctx.deps.eventWriter, tower, { component: callPoint() });
  await ctx.db
    .update(events)
    .set({ buildingId: place.buildingId, floorId: place.floorId, location: `${place.building} ${place.floor} 电梯厅` })
    .where(eq(events.id, id));
  return id;
};

type Record = {
  device_name: string;
  device_code: string;
  device: { name: string; code: string; type_name: string | null };
  component: { name: string; type: number; type_name: string; loop: number; number: number } | null;
};

describe('where an alarm is and what raised it', () => {
  it("names a manual call point's own type, loop and number beside the transmission device that reported it", async () => {
    const id = await raiseAlarm(ctx.deps.eventWriter, tower, { component: callPoint() });
    const { body } = await operator.call<Record>({ path: '/api_proxy/event/info/', query: { event_id: id } });
    expect(body.code).toBe(0);
    expect(body.data.component).toEqual({
      id: expect.any(Number),
      name: '电梯厅 手报',
      type: 23,
      type_name: '手动火灾报警按钮',
      loop: 2,
      number: 17,
    });
    expect(body.data.device).toEqual({
      id: tower.id,
      name: '华鼎 用户信息传输装置',
      code: 'UITD-PLACE-01',
      type: 'uitd',
      type_name: '用户信息传输装置',
    });
    const english = await operator.call<Record>({
      path: '/api_proxy/event/info/',
      query: { event_id: id },
      lang: 'en',
    });
    expect(english.body.data.component?.type_name).toBe('Manual fire alarm call point');
  });

  it("labels the device view's row with the device's own name and code, not its newest component's", async () => {
    await raiseAlarm(ctx.deps.eventWriter, tower, { component: callPoint() });
    const { body } = await operator.call<{ list: { device_id: number; device_name: string; device_code: string }[] }>({
      path: '/api_proxy/event/list_merge_treats_v2/',
      query: { company_id: tower.companyId },
    });
    expect(body.data.list.find((row) => row.device_id === tower.id)).toMatchObject({
      device_name: '华鼎 用户信息传输装置',
      device_code: 'UITD-PLACE-01',
    });
  });

  it('says the building and floor once in the SMS and voice text and in the pushed notifications', async () => {
    const id = await raiseRepeatingAlarm();
    const { body } = await operator.call<{ text: string }>({
      path: '/api_proxy/event/notify_people/',
      query: { event_id: id },
    });
    const once = `${place.building} ${place.floor} 电梯厅`;
    expect(body.data.text).toContain(once);
    expect(body.data.text).not.toContain(`${place.floor} ${place.building}`);
    const [event] = await ctx.db.select().from(events).where(eq(events.id, id));
    const [row] = notificationsFor({
      event: event!,
      recipients: [
        { userId: 1, priority: 1, channels: ['sms'], mobile: '13811223344', email: null, wechatOpenid: null },
      ],
      names: {
        companies: new Map([[tower.companyId, '华鼎国际大厦']]),
        buildings: new Map([[place.buildingId, place.building]]),
        floors: new Map([[place.floorId, place.floor]]),
      },
      settings: { categories: ['fire'] },
      reason: 'alarm',
    });
    expect((row!.payload as { content: string }).content).toBe(`华鼎国际大厦 ${once} 电梯厅 手报 火警`);
  });
});
