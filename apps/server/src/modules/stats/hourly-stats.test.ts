import { ErrorCodes, type AlarmHourly } from '@fireline/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema';
import { call } from '../../test/http';
import { buildStatsWorld, raiseAt, type StatsWorld } from '../../test/stats-fixtures';
import { createTestApp } from '../../test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let world: StatsWorld;

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
/** Today on the site's clock (UTC+8, the test app's default), and the instant it started. */
const today = new Date(Date.now() + 8 * HOUR).toISOString().slice(0, 10);
const midnight = Date.parse(`${today}T00:00:00Z`) - 8 * HOUR;
const path = '/api_proxy/statistic/alarm/hourly/';

/**
 * 甲: a fire one second before the site's midnight (yesterday), a fire at 00:00:00 and a fault at 00:59:59 (hour 0),
 * a fire at 01:00:00 (hour 1), a shielded fire at 02:00, a fire at 23:59:59 (hour 23) and one at the next midnight
 * (tomorrow). 乙: an abnormality at 10:30. The unit outside: fires at 01:00, never counted for the centre.
 */
beforeAll(async () => {
  ctx = await createTestApp();
  world = await buildStatsWorld(ctx);
  const { deviceA, deviceB, deviceX } = world;
  const raise = (device: typeof deviceA, offset: number, category: 'fire' | 'fault' | 'abnormal' = 'fire') =>
    raiseAt(ctx.db, ctx.deps.eventWriter, device, { at: new Date(midnight + offset), category });
  await raise(deviceA, -SECOND);
  await raise(deviceA, 0);
  await raise(deviceA, HOUR - SECOND, 'fault');
  await raise(deviceA, HOUR);
  const shielded = await raise(deviceA, 2 * HOUR);
  await ctx.db.update(events).set({ isShielded: true }).where(eq(events.id, shielded));
  await raise(deviceA, 24 * HOUR - SECOND);
  await raise(deviceA, 24 * HOUR);
  await raise(deviceB, 10.5 * HOUR, 'abnormal');
  await raise(deviceX, HOUR);
  await raise(deviceX, HOUR + MINUTE);
});
afterAll(() => ctx.close());

const hourly = async (caller: StatsWorld['operator'], query: Record<string, string | number> = {}) => {
  const answer = await caller.call<AlarmHourly>({ path, query });
  expect(answer.body.code).toBe(0);
  return answer.body.data!;
};
/** Hours with events, as hour → total. */
const busy = (answer: AlarmHourly) =>
  Object.fromEntries(answer.hours.filter((slot) => slot.total > 0).map((slot) => [slot.hour, slot.total]));

describe("today's events by hour", () => {
  it('refuses a caller without a session and one holding neither the alarm tab nor the home page', async () => {
    expect((await call(ctx.app, { path })).body.code).toBe(ErrorCodes.tokenInvalid);
    expect((await world.nobody.call({ path })).body.code).toBe(ErrorCodes.noPermission);
    expect((await world.homeUser.call({ path })).body.code).toBe(0);
  });

  it("counts the site's day only, by hour from its midnight: 00:00:00 and 00:59:59 in hour 0, the ends left out", async () => {
    const answer = await hourly(world.operator);
    expect(answer.date).toBe(today);
    expect(answer.hours.map((slot) => slot.hour)).toEqual([...Array(24).keys()]);
    expect(busy(answer)).toEqual({ 0: 2, 1: 1, 10: 1, 23: 1 });
    expect(answer.total).toBe(5);
    expect(answer.hours[0]!.counts).toEqual({
      fire: 1,
      fault: 1,
      abnormal: 0,
      operation: 0,
      yinhuan: 0,
      video: 0,
      firecock: 0,
    });
    expect(answer.hours[10]!.counts.abnormal).toBe(1);
  });

  it('never counts another unit or a shielded event; one unit and one category narrow it', async () => {
    // The outside unit's two fires at 01:00 are not in hour 1; the shielded fire at 02:00 is nowhere.
    expect((await hourly(world.operator)).hours[1]!.total).toBe(1);
    expect((await hourly(world.operator)).hours[2]!.total).toBe(0);
    expect(busy(await hourly(world.manager))).toEqual({ 0: 2, 1: 1, 23: 1 });
    expect(busy(await hourly(world.operator, { company_id: world.unitB.id }))).toEqual({ 10: 1 });
    expect(busy(await hourly(world.operator, { status_category: 'fault' }))).toEqual({ 0: 1 });
  });

  it('refuses a unit outside the scope and an unknown one, and names the field of bad input', async () => {
    expect((await world.operator.call({ path, query: { company_id: world.outsider.id } })).body.code).toBe(
      ErrorCodes.noPermission,
    );
    expect((await world.manager.call({ path, query: { company_id: world.unitB.id } })).body.code).toBe(
      ErrorCodes.noPermission,
    );
    expect((await world.operator.call({ path, query: { company_id: 99_999_999 } })).body.code).toBe(ErrorCodes.noData);
    expect((await world.operator.call({ path, query: { status_category: 'smoke' } })).body).toMatchObject({
      code: ErrorCodes.paramValue,
      data: { field: 'status_category' },
    });
  });
});
