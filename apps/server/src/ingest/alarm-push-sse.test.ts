import { eventPushSchema } from '@fireline/shared';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations, pushSettings } from '../db/schema';
import { buildDevice } from '../db/seed/device-factories';
import { toDeviceRef } from './device-lookup';
import { loginAs } from '../test/http';
import { openStream } from '../test/sse-client';
import { alarmItem } from '../test/ingest-items';
import { createTestApp } from '../test/test-app';
import type { DeviceRef } from './ingest-types';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let baseUrl: string;
let schoolDevice: DeviceRef;
let towerDevice: DeviceRef;

beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo', env: { SSE_HEARTBEAT_MS: '200' } });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  const [school] = await ctx.db.select().from(organisations).where(eq(organisations.name, '朝阳实验学校'));
  schoolDevice = toDeviceRef(await buildDevice(ctx.db, { companyId: school!.id, name: '教学楼 用传' }));
  const [tower] = await ctx.db.select().from(organisations).where(eq(organisations.name, '华鼎国际大厦'));
  towerDevice = toDeviceRef(await buildDevice(ctx.db, { companyId: tower!.id, name: 'A 座 用传' }));
});
afterAll(() => ctx.close());

const fireAt = (device: DeviceRef, category: 'fire' | 'fault' = 'fire') =>
  ctx.deps.eventWriter.submit(alarmItem(device, category));

describe('alarm push over the stream', () => {
  it('reaches the operator of the centre the unit is bound to, and not the manager of another unit', async () => {
    const operator = await loginAs(ctx.app, 'operator');
    const manager = await loginAs(ctx.app, 'manager');
    const operatorStream = await openStream({ baseUrl, token: operator.token, uid: operator.uid });
    const managerStream = await openStream({ baseUrl, token: manager.token, uid: manager.uid });
    await operatorStream.waitFor((frame) => Object.keys(frame.data).length === 0);

    const { eventIds } = await fireAt(schoolDevice);
    const message = await operatorStream.waitFor((frame) => frame.data.msg_type === 'event');
    expect(eventPushSchema.safeParse(message.data).error).toBeUndefined();
    expect(message.data).toMatchObject({
      msg_type: 'event',
      msg_body: {
        event_id: eventIds[0],
        company_name: '朝阳实验学校',
        alarm_status: 'alarm',
        status_category: 'fire',
        product_name: '教学楼 用传',
      },
      rt_event_confirm: { event_id: eventIds[0], enum_confirm_type: { id: 0 } },
    });
    // Then the manager's own unit alarms: once that reaches the manager, the school's, pushed first if at all (one
    // stream, in id order), would have too.
    const own = await fireAt(towerDevice);
    await managerStream.waitFor((frame) => frame.data.msg_type === 'event');
    expect(managerStream.messages().map((frame) => (frame.data.msg_body as { event_id: number }).event_id)).toEqual(
      own.eventIds,
    );
    await operatorStream.close();
    await managerStream.close();
  });

  it('is not pushed to an operator who switched that category off', async () => {
    const operator = await loginAs(ctx.app, 'operator');
    await ctx.db.insert(pushSettings).values({ userId: operator.uid, mutedCategories: ['fault'] });
    const stream = await openStream({ baseUrl, token: operator.token, uid: operator.uid });
    await stream.waitFor((frame) => Object.keys(frame.data).length === 0);
    await fireAt(schoolDevice, 'fault');
    await fireAt(schoolDevice, 'fire');
    // The fault was committed before the fire: pushed at all, it would have come first on the stream.
    await stream.waitFor((frame) => frame.data.msg_type === 'event');
    expect(
      stream.messages().map((frame) => (frame.data.msg_body as { status_category: string }).status_category),
    ).toEqual(['fire']);
    await stream.close();
  });
});
