import { and, desc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { inScope, type Scope } from '../../core/scope';
import type { DbOrTx } from '../../db/client';
import { components, devices, shields } from '../../db/schema';

export type ShieldRow = typeof shields.$inferSelect;
export type ShieldThing = 'device' | 'component';

export type ActiveShieldFilter = {
  companyId?: number;
  thingType?: ShieldThing;
  page_no: number;
  page_size: number;
};

/** The device or component a shield is for, with its unit (for the scope) and its name; undefined when unknown. */
export const findShieldThing = async (db: DbOrTx, thingType: ShieldThing, thingId: number) => {
  const [thing] =
    thingType === 'device'
      ? await db
          .select({ companyId: devices.companyId, name: devices.name })
          .from(devices)
          .where(eq(devices.id, thingId))
      : await db
          .select({
            companyId: components.companyId,
            name: sql<string>`coalesce(nullif(${components.name}, ''), ${components.location}, '')`,
          })
          .from(components)
          .where(eq(components.id, thingId));
  return thing;
};

/** A thing has one shield in force: the earlier one is ended (status 1) in the same transaction as the new one. */
export const insertShield = async (tx: DbOrTx, values: typeof shields.$inferInsert & { thingType: ShieldThing }) => {
  await tx
    .update(shields)
    .set({ status: 1, removedAt: new Date() })
    .where(and(eq(shields.thingType, values.thingType), eq(shields.thingId, values.thingId), eq(shields.status, -1)));
  const [created] = await tx.insert(shields).values(values).returning();
  return created!;
};

/** A shield by its id, or the shield in force of a thing. */
export const findShield = async (
  db: DbOrTx,
  by: { id: number } | { thingType: ShieldThing; thingId: number },
): Promise<ShieldRow | undefined> => {
  const where =
    'id' in by
      ? eq(shields.id, by.id)
      : and(eq(shields.thingType, by.thingType), eq(shields.thingId, by.thingId), eq(shields.status, -1));
  const [shield] = await db.select().from(shields).where(where);
  return shield;
};

/** Ends a shield in force now (status 1); undefined when it was no longer in force. */
export const endShield = async (db: DbOrTx, id: number) => {
  const [ended] = await db
    .update(shields)
    .set({ status: 1, removedAt: new Date() })
    .where(and(eq(shields.id, id), eq(shields.status, -1)))
    .returning();
  return ended;
};

/** Marks shields whose time is up as expired (status 0). */
export const expireEndedShields = (db: DbOrTx) =>
  db
    .update(shields)
    .set({ status: 0 })
    .where(and(eq(shields.status, -1), lte(shields.scheduleEnd, new Date())))
    .returning({ id: shields.id });

/** Shields in force for these events' devices and components, keyed "device:<id>" / "component:<id>". */
export const selectShieldsInForce = async (db: DbOrTx, rows: { deviceId: number; componentId: number | null }[]) => {
  const deviceIds = [...new Set(rows.map((row) => row.deviceId))];
  const componentIds = [...new Set(rows.map((row) => row.componentId).filter((id): id is number => id !== null))];
  const byThing = new Map<string, ShieldRow>();
  if (rows.length === 0) return byThing;
  const things: SQL[] = [];
  if (deviceIds.length) things.push(and(eq(shields.thingType, 'device'), inArray(shields.thingId, deviceIds))!);
  if (componentIds.length)
    things.push(and(eq(shields.thingType, 'component'), inArray(shields.thingId, componentIds))!);
  const found = await db
    .select()
    .from(shields)
    .where(and(eq(shields.status, -1), isNull(shields.removedAt), sql`${shields.scheduleEnd} > now()`, or(...things)));
  for (const shield of found) byThing.set(`${shield.thingType}:${shield.thingId}`, shield);
  return byThing;
};

/**
 * What an operator needs to recognise a shield in force: the shielded thing's name, the device it belongs to, its unit,
 * where it is (building, floor, location) and who set the shield. One row per shield; the subqueries run on the page only.
 */
const details = {
  thingName: sql<string>`case when ${shields.thingType} = 'device' then (select name from devices where id = ${shields.thingId})
    else (select coalesce(nullif(name, ''), location, '') from components where id = ${shields.thingId}) end`,
  deviceId: sql<number | null>`case when ${shields.thingType} = 'device' then ${shields.thingId}
    else (select device_id from components where id = ${shields.thingId}) end`,
  deviceName: sql<
    string | null
  >`case when ${shields.thingType} = 'device' then (select name from devices where id = ${shields.thingId})
    else (select d.name from components c join devices d on d.id = c.device_id where c.id = ${shields.thingId}) end`,
  companyName: sql<string | null>`(select name from organisations where id = ${shields.companyId})`,
  buildingName: sql<
    string | null
  >`(select b.name from buildings b where b.id = case when ${shields.thingType} = 'device'
    then (select building_id from devices where id = ${shields.thingId}) else (select building_id from components where id = ${shields.thingId}) end)`,
  floorName: sql<string | null>`(select f.name from floors f where f.id = case when ${shields.thingType} = 'device'
    then (select floor_id from devices where id = ${shields.thingId}) else (select floor_id from components where id = ${shields.thingId}) end)`,
  location: sql<
    string | null
  >`case when ${shields.thingType} = 'device' then (select install_address from devices where id = ${shields.thingId})
    else (select location from components where id = ${shields.thingId}) end`,
  createrName: sql<
    string | null
  >`(select coalesce(nullif(real_name, ''), username) from users where id = ${shields.createrId})`,
};

/** Shields in force (status -1, end not passed) in the caller's units, newest first, with their details. */
export const selectActiveShields = async (db: DbOrTx, scope: Scope, filter: ActiveShieldFilter) => {
  const where = and(
    inScope(scope, shields.companyId),
    eq(shields.status, -1),
    sql`${shields.scheduleEnd} > now()`,
    filter.companyId ? eq(shields.companyId, filter.companyId) : undefined,
    filter.thingType ? eq(shields.thingType, filter.thingType) : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select({ shield: shields, ...details })
      .from(shields)
      .where(where)
      .orderBy(desc(shields.id))
      .limit(filter.page_size)
      .offset(filter.page_no * filter.page_size),
    db.$count(shields, where),
  ]);
  return { rows, total };
};
