import { ErrorCodes } from '@fireline/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../core/app-error';
import type { DbOrTx } from '../../db/client';
import { firstRow } from '../../db/first-row';
import {
  areas,
  buildings,
  deviceDots,
  devices,
  floorPlans,
  floors,
  orgBindings,
  organisations,
  users,
} from '../../db/schema';

export type OrgRow = typeof organisations.$inferSelect;
export type OrgValues = Partial<typeof organisations.$inferInsert>;

export const unitKinds = ['cared', 'household', 'control_room', 'nine_type'] as const;

export const findOrg = async (db: DbOrTx, id: number) =>
  (await db.select().from(organisations).where(eq(organisations.id, id)))[0];

/** Relations shown with a unit (bound authorities and centres, online flag, admin account), for many units in four queries. */
export const loadRelations = async (db: DbOrTx, ids: number[]) => {
  const result = new Map<
    number,
    { authorityNames: string[]; centerNames: string[]; isOnline: boolean; account: string | null }
  >();
  for (const id of ids) result.set(id, { authorityNames: [], centerNames: [], isOnline: false, account: null });
  if (ids.length === 0) return result;
  const [bound, online, admins] = await Promise.all([
    db
      .select({ unitId: orgBindings.unitId, kind: organisations.kind, name: organisations.name })
      .from(orgBindings)
      .innerJoin(organisations, eq(organisations.id, orgBindings.orgId))
      .where(and(inArray(orgBindings.unitId, ids), eq(orgBindings.status, 1)))
      .orderBy(asc(orgBindings.id)),
    db
      .selectDistinct({ companyId: devices.companyId })
      .from(devices)
      .where(and(inArray(devices.companyId, ids), eq(devices.isOnline, true))),
    // The unit's first account is its administrator (created with the unit).
    db
      .selectDistinctOn([users.orgId], { orgId: users.orgId, username: users.username })
      .from(users)
      .where(inArray(users.orgId, ids))
      .orderBy(asc(users.orgId), asc(users.id)),
  ]);
  for (const row of bound) {
    const entry = result.get(row.unitId)!;
    if (row.kind === 'authority') entry.authorityNames.push(row.name);
    if (row.kind === 'center') entry.centerNames.push(row.name);
  }
  for (const row of online) result.get(row.companyId)!.isOnline = true;
  for (const row of admins) result.get(row.orgId)!.account = row.username;
  return result;
};

export const insertOrg = async (tx: DbOrTx, values: typeof organisations.$inferInsert) =>
  firstRow(await tx.insert(organisations).values(values).returning());

/** Binds a unit to the centre that created it (status 1 at once: the centre asked for it). */
export const bindToCenter = (tx: DbOrTx, centerId: number, unitId: number) =>
  tx.insert(orgBindings).values({ orgId: centerId, unitId, status: 1 });

/** 9995 when the organisation is gone (deleted since the caller read it). */
export const updateOrg = async (tx: DbOrTx, id: number, values: OrgValues) => {
  const [row] = await tx
    .update(organisations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(organisations.id, id))
    .returning();
  if (!row) throw new AppError(ErrorCodes.noData);
  return row;
};

/** 9995 when the organisation is gone (deleted since the caller read it). */
export const setIntegrityScore = async (tx: DbOrTx, id: number, score: number) => {
  const [row] = await tx
    .update(organisations)
    .set({ integrityScore: score })
    .where(eq(organisations.id, id))
    .returning();
  if (!row) throw new AppError(ErrorCodes.noData);
  return row;
};

export const hasUsers = async (db: DbOrTx, orgId: number) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.orgId, orgId)).limit(1)).length > 0;

export const hasDevices = async (db: DbOrTx, companyId: number) =>
  (await db.select({ id: devices.id }).from(devices).where(eq(devices.companyId, companyId)).limit(1)).length > 0;

/** A unit with its buildings, floors, areas, floor plans and bindings (in the caller's transaction); its branches lose their parent. */
export const deleteUnitWithArchives = async (tx: DbOrTx, id: number) => {
  const floorIds = (await tx.select({ id: floors.id }).from(floors).where(eq(floors.companyId, id))).map(
    (row) => row.id,
  );
  if (floorIds.length > 0) {
    await tx.delete(deviceDots).where(inArray(deviceDots.floorId, floorIds));
    await tx.delete(floorPlans).where(inArray(floorPlans.floorId, floorIds));
    await tx.delete(areas).where(inArray(areas.floorId, floorIds));
    await tx.delete(floors).where(inArray(floors.id, floorIds));
  }
  await tx.delete(buildings).where(eq(buildings.companyId, id));
  await tx.delete(orgBindings).where(eq(orgBindings.unitId, id));
  await tx.update(organisations).set({ parentId: null }).where(eq(organisations.parentId, id));
  await tx.delete(organisations).where(eq(organisations.id, id));
};

/** Organisation names by id: the owners and units other modules' answers name. */
export const selectOrgNames = async (db: DbOrTx, ids: number[]) => {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(inArray(organisations.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
};
