import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteTime } from '../../core/site-time';
import { organisations } from '../../db/schema';
import { buildDevice } from '../../db/seed/device-factories';
import { toDeviceRef } from '../../ingest/device-lookup';
import { freshComponent } from '../../test/alarm-events';
import { loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;

// A site five and a half hours east of UTC (not the default UTC+8), given to the app through its deps.
beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo', deps: { siteTime: createSiteTime(330) } });
});
afterAll(() => ctx.close());

describe("an alarm's times on the site's clock", () => {
  it('are shown on the clock the deps give, and a handling time typed on it is read on it', async () => {
    const [unit] = await ctx.db.select().from(organisations).where(eq(organisations.name, '华鼎国际大厦'));
    const device = toDeviceRef(await buildDevice(ctx.db, { companyId: unit!.id }));
    const { eventIds } = await ctx.deps.eventWriter.submit({
      kind: 'event',
      uuid: 'site-time-fire-1',
      source: 'http',
      device,
      occurredAt: new Date('2026-11-22T02:35:08Z'),
      category: 'fire',
      alarmStatus: 'alarm',
      alarmType: 'fire_alarm',
      component: freshComponent(),
      isRecovery: false,
    });
    const operator = await loginAs(ctx.app, 'operator');
    const handled = await operator.call<{ accept_time: string; accept_end_time: string }>({
      method: 'PUT',
      path: '/api_proxy/event/info/',
      body: { event_id: eventIds[0], enum_confirm_type: 2, accept_end_time: '2026-11-22 08:30:00' },
    });
    expect(handled.body.code).toBe(0);
    expect(handled.body.data.accept_time).toBe('2026-11-22 08:05:08');
    expect(handled.body.data.accept_end_time).toBe('2026-11-22 08:30:00');
  });
});
