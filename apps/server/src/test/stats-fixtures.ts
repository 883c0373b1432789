import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { events } from '../db/schema';
import { buildDevice } from '../db/seed/device-factories';
import { bindOrgs, buildOrg, buildRole, buildUser } from '../db/seed/factories';
import { toDeviceRef } from '../ingest/device-lookup';
import type { EventWriter } from '../ingest/event-writer';
import type { DeviceRef } from '../ingest/ingest-types';
import { raiseAlarm } from './alarm-events';
import type { createTestApp } from './test-app';
import { loginAs } from './http';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The statistics tests' small world: a centre watching two units (甲 a key unit, 乙 a small venue), a third unit it
 * does not watch, one transmission device each, and people: the centre's operator (statistics, home, alarm desk),
 * 甲's manager with the same role (scope: 甲 only), a centre user holding only the home page, one holding neither.
 */
export const buildStatsWorld = async (ctx: TestApp) => {
  const { db } = ctx;
  const centre = await buildOrg(db, { kind: 'center', name: '统计测试中心' });
  const unitA = await buildOrg(db, { kind: 'cared', category: 'key_unit', name: '统计单位甲', enumCompanyType: 1 });
  const unitB = await buildOrg(db, { kind: 'cared', category: 'small_venue', name: '统计单位乙', enumCompanyType: 3 });
  const outsider = await buildOrg(db, { kind: 'cared', category: 'key_unit', name: '统计单位外' });
  await bindOrgs(db, centre.id, unitA.id);
  await bindOrgs(db, centre.id, unitB.id);
  const everything = await buildRole(db, { grants: ['statistic', 'home', 'alarmdeal'] });
  const homeOnly = await buildRole(db, { grants: ['home'] });
  const neither = await buildRole(db, { grants: ['notice'] });
  const person = async (orgId: number, roleId: number) =>
    loginAs(ctx.app, (await buildUser(db, { orgId, roleId })).username, 'Fireline@2026');
  const device = async (companyId: number, name: string) => toDeviceRef(await buildDevice(db, { companyId, name }));
  return {
    centre,
    unitA,
    unitB,
    outsider,
    deviceA: await device(unitA.id, '甲 用户信息传输装置'),
    deviceB: await device(unitB.id, '乙 用户信息传输装置'),
    deviceX: await device(outsider.id, '外 用户信息传输装置'),
    operator: await person(centre.id, everything.id),
    manager: await person(unitA.id, everything.id),
    homeUser: await person(centre.id, homeOnly.id),
    nobody: await person(centre.id, neither.id),
  };
};

export type StatsWorld = Awaited<ReturnType<typeof buildStatsWorld>>;

/** An alarm raised through the real writer, then moved to `at` (the roll-up's update trigger moves its count). */
export const raiseAt = async (
  db: Db,
  writer: EventWriter,
  device: DeviceRef,
  options: { at: Date; category?: 'fire' | 'fault' | 'abnormal' },
) => {
  const id = await raiseAlarm(writer, device, { category: options.category });
  await db.update(events).set({ receiveTime: options.at }).where(eq(events.id, id));
  return id;
};
