import { eventConfirmPushSchema } from '@fireline/shared';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations, roles, users } from '../../db/schema';
import { buildDevice } from '../../db/seed/device-factories';
import { buildUser } from '../../db/seed/factories';
import { toDeviceRef } from '../../ingest/device-lookup';
import { raiseAlarm } from '../../test/alarm-events';
import { loginAs } from '../../test/http';
import { openStream } from '../../test/sse-client';
import { createTestApp } from '../../test/test-app';
import type { DeviceRef } from '../../ingest/ingest-types';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let baseUrl: string;
let tower: DeviceRef;

beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo', env: { SSE_HEARTBEAT_MS: '200' } });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  const [unit] = await ctx.db.select().from(organisations).where(eq(organisations.name, '华鼎国际大厦'));
  tower = toDeviceRef(await buildDevice(ctx.db, { companyId: unit!.id, name: 'A座 消防控制室 报警主机' }));
  const [operatorRow] = await ctx.db.select().from(users).where(eq(users.username, 'operator'));
  const [role] = await ctx.db.select().from(roles).where(eq(roles.code, 'center_operator'));
  await buildUser(ctx.db, {
    orgId: operatorRow!.orgId,
    roleId: role!.id,
    username: 'second_operator',
    realName: '周值班',
  });
});
afterAll(() => ctx.close());

describe('rt_event_confirm', () => {
  it('reaches a second operator’s stream when the first handles the alarm, so their tip drops it', async () => {
    const first = await loginAs(ctx.app, 'operator');
    const second = await loginAs(ctx.app, 'second_operator');
    const stream = await openStream({ baseUrl, token: second.token, uid: second.uid });
    await stream.waitFor((frame) => Object.keys(frame.data).length === 0);
    const id = await raiseAlarm(ctx.deps.eventWriter, tower);
    await stream.waitFor(
      (frame) => frame.data.msg_type === 'event' && (frame.data.msg_body as { event_id: number }).event_id === id,
    );

    const { body } = await first.call({
      method: 'PUT',
      path: '/api_proxy/event/info/',
      body: { event_id: id, enum_confirm_type: 2, confirm_desc: '误报' },
    });
    expect(body.code).toBe(0);
    const confirm = await stream.waitFor((frame) => frame.data.msg_type === 'rt_event_confirm');
    expect(eventConfirmPushSchema.safeParse(confirm.data).error).toBeUndefined();
    expect(confirm.data).toMatchObject({
      msg_type: 'rt_event_confirm',
      rt_event_confirm: { event_id: id, thing_type: 'info_device_component', enum_confirm_type: { id: 2 } },
    });
    expect(confirm.id).toEqual(expect.any(Number));
    await stream.close();
  });
});
