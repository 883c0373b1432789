import { ErrorCodes, type OrgKind } from '@fireline/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { deviceDots, floors, hydrants, orgBindings, shields } from '../db/schema';
import { bindOrgs, buildBuilding, buildOrg, buildRole, buildUser } from '../db/seed/factories';
import { buildDevice } from '../db/seed/device-factories';
import { openTestDatabase } from '../test/test-app';
import { canAccess, requireAccess, requireAccessTo, requireCentreLevel, type Caller } from './access';
import { computeScope } from './scope';

let database: Database;
let drop: () => Promise<void>;
const ids = {
  centre: 0,
  unit: 0,
  otherUnit: 0,
  maint: 0,
  building: 0,
  otherBuilding: 0,
  hydrant: 0,
  shield: 0,
  unitUser: 0,
  otherUnitUser: 0,
  otherDot: 0,
};

const callerOf = async (orgId: number, orgKind: OrgKind, isAdmin = false): Promise<Caller> => {
  const user = {
    sessionId: 1,
    platform: 'web',
    userId: 1,
    username: 'u',
    realName: 'u',
    language: null,
    orgId,
    orgKind,
    orgName: 'org',
    roleId: 1,
    roleCode: isAdmin ? 'admin_system' : 'r',
    isAdmin,
    permissionIds: new Set<string>(),
    thirdSystemId: null,
  };
  return { session: user, scope: await computeScope(database.db, user) };
};

const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 0;
  } catch (error) {
    return (error as { code?: number }).code;
  }
};

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  const { db } = database;
  ids.centre = (await buildOrg(db, { kind: 'center' })).id;
  ids.unit = (await buildOrg(db, { kind: 'cared' })).id;
  ids.otherUnit = (await buildOrg(db, { kind: 'cared' })).id;
  ids.maint = (await buildOrg(db, { kind: 'maint' })).id;
  await bindOrgs(db, ids.centre, ids.unit);
  await bindOrgs(db, ids.maint, ids.unit);
  ids.building = (await buildBuilding(db, { companyId: ids.unit })).id;
  ids.otherBuilding = (await buildBuilding(db, { companyId: ids.otherUnit })).id;
  const [hydrant] = await db
    .insert(hydrants)
    .values({ companyId: ids.centre, equipmentNumber: 'H-1', longitude: 120, latitude: 30, pipeDiameter: 100, type: 1 })
    .returning();
  ids.hydrant = hydrant!.id;
  const now = new Date();
  const [shield] = await db
    .insert(shields)
    .values({
      companyId: ids.unit,
      thingType: 'device',
      thingId: 1,
      scheduleStart: now,
      scheduleEnd: new Date(now.getTime() + 3_600_000),
      reason: 'test',
    })
    .returning();
  ids.shield = shield!.id;
  const [floor] = await db.select().from(floors).where(eq(floors.buildingId, ids.otherBuilding)).limit(1);
  const device = await buildDevice(db, { companyId: ids.otherUnit });
  const [dot] = await db
    .insert(deviceDots)
    .values({ companyId: ids.otherUnit, floorId: floor!.id, deviceId: device.id, x: 0.5, y: 0.5 })
    .returning();
  ids.otherDot = dot!.id;
  const role = await buildRole(db, {});
  ids.unitUser = (await buildUser(db, { orgId: ids.unit, roleId: role.id })).id;
  ids.otherUnitUser = (await buildUser(db, { orgId: ids.otherUnit, roleId: role.id })).id;
});
afterAll(async () => {
  await database.close();
  await drop();
});

describe('requireAccess, the one access check', () => {
  it("answers each record's unit when the caller's scope holds it", async () => {
    const centre = await callerOf(ids.centre, 'center');
    const owners = await requireAccess(database.db, centre, { kind: 'building', ids: ids.building });
    expect(owners).toEqual(new Map([[ids.building, ids.unit]]));
    const shieldOwners = await requireAccess(database.db, centre, { kind: 'shield', ids: [ids.shield] });
    expect(shieldOwners.get(ids.shield)).toBe(ids.unit);
    expect(await requireAccessTo(database.db, centre, { kind: 'building', id: ids.building })).toBe(ids.unit);
  });

  it("refuses (9993) when any id is another unit's, and 9995 for an id that does not exist", async () => {
    const centre = await callerOf(ids.centre, 'center');
    expect(await codeOf(requireAccess(database.db, centre, { kind: 'building', ids: [ids.otherBuilding] }))).toBe(
      ErrorCodes.noPermission,
    );
    expect(
      await codeOf(requireAccess(database.db, centre, { kind: 'building', ids: [ids.building, ids.otherBuilding] })),
    ).toBe(ErrorCodes.noPermission);
    expect(await codeOf(requireAccess(database.db, centre, { kind: 'building', ids: [999_999] }))).toBe(
      ErrorCodes.noData,
    );
    const unitUser = await callerOf(ids.otherUnit, 'cared');
    expect(await codeOf(requireAccess(database.db, unitUser, { kind: 'building', ids: ids.building }))).toBe(
      ErrorCodes.noPermission,
    );
    expect(await codeOf(requireAccess(database.db, centre, { kind: 'device_dot', ids: ids.otherDot }))).toBe(
      ErrorCodes.noPermission,
    );
    const admin = await callerOf(ids.centre, 'center', true);
    expect((await requireAccess(database.db, admin, { kind: 'building', ids: ids.otherBuilding })).size).toBe(1);
    expect((await requireAccess(database.db, admin, { kind: 'device_dot', ids: ids.otherDot })).get(ids.otherDot)).toBe(
      ids.otherUnit,
    );
  });

  it("lets an organisation's own people reach what it owns outside any unit (a centre's hydrants)", async () => {
    const centre = await callerOf(ids.centre, 'center');
    expect((await requireAccess(database.db, centre, { kind: 'hydrant', ids: ids.hydrant })).get(ids.hydrant)).toBe(
      ids.centre,
    );
    const unitUser = await callerOf(ids.unit, 'cared');
    expect(await codeOf(requireAccess(database.db, unitUser, { kind: 'hydrant', ids: ids.hydrant }))).toBe(
      ErrorCodes.noPermission,
    );
  });

  it('lets a centre read, not change, the organisations serving its units, and change its own', async () => {
    const centre = await callerOf(ids.centre, 'center');
    expect((await requireAccess(database.db, centre, { kind: 'org', ids: ids.maint })).size).toBe(1);
    expect(await codeOf(requireAccess(database.db, centre, { kind: 'org', ids: ids.maint, mode: 'write' }))).toBe(
      ErrorCodes.noPermission,
    );
    expect((await requireAccess(database.db, centre, { kind: 'org', ids: ids.centre, mode: 'write' })).size).toBe(1);
    expect(await codeOf(requireAccess(database.db, centre, { kind: 'org', ids: ids.otherUnit }))).toBe(
      ErrorCodes.noPermission,
    );
    expect((await requireAccess(database.db, centre, { kind: 'org', ids: ids.unit, mode: 'write' })).size).toBe(1);
  });

  it('reaches a unit named as such only in scope: never an organisation of another kind, even its own', async () => {
    const centre = await callerOf(ids.centre, 'center');
    expect((await requireAccess(database.db, centre, { kind: 'unit', ids: [ids.unit] })).get(ids.unit)).toBe(ids.unit);
    expect(await codeOf(requireAccess(database.db, centre, { kind: 'unit', ids: ids.otherUnit }))).toBe(
      ErrorCodes.noPermission,
    );
    expect(await codeOf(requireAccess(database.db, centre, { kind: 'unit', ids: ids.centre }))).toBe(
      ErrorCodes.noPermission,
    );
    expect(await codeOf(requireAccess(database.db, centre, { kind: 'unit', ids: 999_999 }))).toBe(ErrorCodes.noData);
    const admin = await callerOf(ids.centre, 'center', true);
    expect((await requireAccess(database.db, admin, { kind: 'unit', ids: ids.otherUnit })).size).toBe(1);
  });

  it("lets an organisation's people and its overseers reach its users, nobody else", async () => {
    const centre = await callerOf(ids.centre, 'center');
    expect((await requireAccess(database.db, centre, { kind: 'user', ids: ids.unitUser })).get(ids.unitUser)).toBe(
      ids.unit,
    );
    expect(await codeOf(requireAccess(database.db, centre, { kind: 'user', ids: ids.otherUnitUser }))).toBe(
      ErrorCodes.noPermission,
    );
    const otherUnit = await callerOf(ids.otherUnit, 'cared');
    expect((await requireAccess(database.db, otherUnit, { kind: 'user', ids: ids.otherUnitUser })).size).toBe(1);
    expect(await codeOf(requireAccess(database.db, otherUnit, { kind: 'user', ids: ids.unitUser }))).toBe(
      ErrorCodes.noPermission,
    );
  });

  it('counts an organisation of another kind than asked as unknown (9995)', async () => {
    const centre = await callerOf(ids.centre, 'center');
    expect(
      (await requireAccess(database.db, centre, { kind: 'org', ids: ids.maint, orgKinds: ['maint', 'authority'] }))
        .size,
    ).toBe(1);
    expect(await codeOf(requireAccess(database.db, centre, { kind: 'org', ids: ids.unit, orgKinds: ['maint'] }))).toBe(
      ErrorCodes.noData,
    );
  });

  it('names the field the ids came from when asked to', async () => {
    const centre = await callerOf(ids.centre, 'center');
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => undefined,
        (error: unknown) => error as { code: number; detail?: { en: string }; data: unknown },
      );
    const missing = await refusal(
      requireAccess(database.db, centre, { kind: 'building', ids: [ids.building, 999_999], field: 'building_id' }),
    );
    expect(missing).toMatchObject({
      code: ErrorCodes.noData,
      detail: { en: 'building_id' },
      data: { field: 'building_id' },
    });
    const foreign = await refusal(
      requireAccess(database.db, centre, { kind: 'building', ids: ids.otherBuilding, field: 'building_id' }),
    );
    expect(foreign).toMatchObject({ code: ErrorCodes.noPermission, data: { field: 'building_id' } });
  });

  it("reaches a binding through its unit's side, and answers the question without refusing", async () => {
    const [binding] = await database.db
      .select()
      .from(orgBindings)
      .where(and(eq(orgBindings.orgId, ids.maint), eq(orgBindings.unitId, ids.unit)));
    const unitUser = await callerOf(ids.unit, 'cared');
    const otherUnit = await callerOf(ids.otherUnit, 'cared');
    expect(await requireAccessTo(database.db, unitUser, { kind: 'binding', id: binding!.id })).toBe(ids.unit);
    expect(await canAccess(database.db, unitUser, { kind: 'binding', ids: binding!.id })).toBe(true);
    expect(await canAccess(database.db, otherUnit, { kind: 'binding', ids: binding!.id })).toBe(false);
    expect(await codeOf(canAccess(database.db, otherUnit, { kind: 'binding', ids: 999_999 }))).toBe(ErrorCodes.noData);
  });

  it("keeps the platform's own calls to the administrator and the centres", async () => {
    expect(() => requireCentreLevel({ session: { isAdmin: false, orgKind: 'cared' } } as Caller)).toThrow();
    expect(() => requireCentreLevel({ session: { isAdmin: false, orgKind: 'center' } } as Caller)).not.toThrow();
  });
});
