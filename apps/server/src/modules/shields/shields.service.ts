import { alarmMessages, ErrorCodes, SHIELD_REASON_MAX, type CreateShieldBody } from '@fireline/shared';
import { and, eq, lte, sql } from 'drizzle-orm';
import { AppError } from '../../core/app-error';
import { requireUnitInScope, type Scope } from '../../core/scope';
import type { Db, DbOrTx } from '../../db/client';
import { components, devices, shields } from '../../db/schema';
import { presentShield } from '../events/event-records';
import { selectActiveShields } from './shields.repo';

const HOUR_MS = 3_600_000;
const storedThingType = (thingType: 'info_device' | 'info_device_component') =>
  thingType === 'info_device' ? 'device' : 'component';

/** The device or component a shield is for, with its unit (for the scope) and its name. */
const findThing = async (db: DbOrTx, thingType: 'device' | 'component', thingId: number) => {
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
  if (!thing) throw new AppError(ErrorCodes.noData);
  return thing;
};

/**
 * Shields (屏蔽) a device or component for 12 / 24 / 36 or custom hours: created with status -1, its events are still
 * stored but never pushed. A thing has one shield in force: an earlier one is ended (status 1) in the same transaction.
 */
export const createShield = async (db: Db, options: { scope: Scope; operatorId: number; body: CreateShieldBody }) => {
  const { body } = options;
  if (!body.desc)
    throw new AppError(ErrorCodes.paramRequired, {
      detail: {
        zh: `desc ${alarmMessages.shieldReasonRequired.zh}`,
        en: `desc ${alarmMessages.shieldReasonRequired.en}`,
      },
      data: { field: 'desc' },
    });
  if (body.desc.length > SHIELD_REASON_MAX)
    throw new AppError(ErrorCodes.paramFormat, {
      detail: { zh: `desc ${alarmMessages.textOverSize.zh}`, en: `desc ${alarmMessages.textOverSize.en}` },
      data: { field: 'desc' },
    });
  const thingType = storedThingType(body.shield_thing_type);
  const thing = await findThing(db, thingType, body.shield_thing_id);
  requireUnitInScope(options.scope, thing.companyId);
  const start = body.schedule_start ? new Date(body.schedule_start * 1000) : new Date();
  const row = await db.transaction(async (tx) => {
    await tx
      .update(shields)
      .set({ status: 1, removedAt: new Date() })
      .where(and(eq(shields.thingType, thingType), eq(shields.thingId, body.shield_thing_id), eq(shields.status, -1)));
    const [created] = await tx
      .insert(shields)
      .values({
        companyId: thing.companyId,
        thingType,
        thingId: body.shield_thing_id,
        scheduleStart: start,
        scheduleEnd: new Date(start.getTime() + body.shield_hours * HOUR_MS),
        status: -1,
        reason: body.desc,
        createrId: options.operatorId,
      })
      .returning();
    return created!;
  });
  return presentShield(row, thing.name);
};

/** Ends a shield now (status 1): by its id, or the shield in force of a thing. Unknown or already ended → 9995. */
export const removeShield = async (
  db: Db,
  options: { scope: Scope; id?: number; thingType?: 'info_device' | 'info_device_component'; thingId?: number },
) => {
  const where = options.id
    ? eq(shields.id, options.id)
    : options.thingType && options.thingId
      ? and(
          eq(shields.thingType, storedThingType(options.thingType)),
          eq(shields.thingId, options.thingId),
          eq(shields.status, -1),
        )
      : undefined;
  if (!where) throw new AppError(ErrorCodes.paramRequired, { detail: { zh: 'id', en: 'id' }, data: { field: 'id' } });
  const [shield] = await db.select().from(shields).where(where);
  if (!shield) throw new AppError(ErrorCodes.noData);
  requireUnitInScope(options.scope, shield.companyId);
  const [ended] = await db
    .update(shields)
    .set({ status: 1, removedAt: new Date() })
    .where(and(eq(shields.id, shield.id), eq(shields.status, -1)))
    .returning();
  if (!ended) throw new AppError(ErrorCodes.noData);
  const thing = await findThing(db, shield.thingType as 'device' | 'component', shield.thingId);
  return presentShield(ended, thing.name);
};

/** Marks shields whose time is up as expired (status 0); ingest already ignores them by schedule_end. */
export const expireShields = (db: DbOrTx) =>
  db
    .update(shields)
    .set({ status: 0 })
    .where(and(eq(shields.status, -1), lte(shields.scheduleEnd, new Date())))
    .returning({ id: shields.id });

/**
 * Shields in force, newest first: listed as soon as they are set (not only once the thing alarms again), with the
 * thing, its device, unit, place and who set it, so an operator can see what is silenced until when, and lift it.
 */
export const listShields = async (
  db: Db,
  options: {
    scope: Scope;
    companyId?: number;
    thingType?: 'info_device' | 'info_device_component';
    page_no: number;
    page_size: number;
  },
) => {
  const { rows, total } = await selectActiveShields(db, options.scope, {
    companyId: options.companyId,
    thingType: options.thingType ? storedThingType(options.thingType) : undefined,
    page_no: options.page_no,
    page_size: options.page_size,
  });
  return {
    total,
    list: rows.map((row) => ({
      ...presentShield(row.shield, row.thingName ?? ''),
      device_id: row.deviceId,
      device_name: row.deviceName ?? '',
      company_name: row.companyName ?? '',
      building_name: row.buildingName ?? '',
      floor_name: row.floorName ?? '',
      location: row.location ?? '',
      creater_name: row.createrName ?? '',
    })),
  };
};
