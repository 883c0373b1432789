import { asc, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { firstRow } from '../../db/first-row';
import { components, deviceDots, devices, files, floorPlans } from '../../db/schema';

export type FloorPlanRow = typeof floorPlans.$inferSelect;

export const findPlan = async (db: DbOrTx, floorId: number) =>
  (await db.select().from(floorPlans).where(eq(floorPlans.floorId, floorId)))[0];

export const deleteDotsOf = (db: DbOrTx, floorId: number) =>
  db.delete(deviceDots).where(eq(deviceDots.floorId, floorId));

/** A floor's plan and its dots (in the caller's transaction). */
export const deletePlanWithDots = async (tx: DbOrTx, floorId: number) => {
  await tx.delete(deviceDots).where(eq(deviceDots.floorId, floorId));
  await tx.delete(floorPlans).where(eq(floorPlans.floorId, floorId));
};

/** An uploaded file's kind (a plan must be an image). */
export const findFileKind = async (db: DbOrTx, fileId: string) =>
  (await db.select({ id: files.id, kind: files.kind }).from(files).where(eq(files.id, fileId)))[0];

/** Sets a floor's plan: inserted, or its image (and description when given) replaced. */
export const upsertPlan = async (
  db: DbOrTx,
  key: { floorId: number; companyId: number },
  values: { fileId: string; updatedAt: Date; description?: string | null },
) =>
  firstRow(
    await db
      .insert(floorPlans)
      .values({ ...key, ...values })
      .onConflictDoUpdate({ target: floorPlans.floorId, set: values })
      .returning(),
  );

/** A floor's dots with the name and state of the device or component each one shows. */
export const selectDots = (db: DbOrTx, floorId: number) =>
  db
    .select({
      dot: deviceDots,
      deviceName: devices.name,
      deviceState: devices.state,
      componentName: components.name,
      componentState: components.state,
    })
    .from(deviceDots)
    .leftJoin(devices, eq(devices.id, deviceDots.deviceId))
    .leftJoin(components, eq(components.id, deviceDots.componentId))
    .where(eq(deviceDots.floorId, floorId))
    .orderBy(asc(deviceDots.id));

/** The unit and floor of the device or component a dot is for; undefined when it does not exist. */
export const findDotThing = async (db: DbOrTx, thing: { deviceId: number } | { componentId: number }) =>
  'deviceId' in thing
    ? (
        await db
          .select({ companyId: devices.companyId, floorId: devices.floorId })
          .from(devices)
          .where(eq(devices.id, thing.deviceId))
      )[0]
    : (
        await db
          .select({ companyId: components.companyId, floorId: components.floorId })
          .from(components)
          .where(eq(components.id, thing.componentId))
      )[0];

/** Places a device's or component's dot, or moves it: one dot per device and per component (unique indexes). */
export const upsertDot = async (
  db: DbOrTx,
  values: typeof deviceDots.$inferInsert,
  position: { floorId: number; x: number; y: number; updatedAt: Date },
) => {
  const [row] =
    values.deviceId !== null && values.deviceId !== undefined
      ? await db
          .insert(deviceDots)
          .values(values)
          .onConflictDoUpdate({
            target: deviceDots.deviceId,
            targetWhere: isNotNull(deviceDots.deviceId),
            set: position,
          })
          .returning()
      : await db
          .insert(deviceDots)
          .values(values)
          .onConflictDoUpdate({
            target: deviceDots.componentId,
            targetWhere: isNotNull(deviceDots.componentId),
            set: position,
          })
          .returning();
  return row!;
};

export const findDot = async (db: DbOrTx, dotId: number) =>
  (await db.select().from(deviceDots).where(eq(deviceDots.id, dotId)))[0];

export const deleteDot = (db: DbOrTx, dotId: number) => db.delete(deviceDots).where(eq(deviceDots.id, dotId));
