import {
  eventMessages,
  ErrorCodes,
  SHIELD_REASON_MAX,
  type CreateShieldBody,
  type ShieldRecord,
  type ShieldThingType,
} from '@fireline/shared';
import { requireAccess, type Caller } from '../../core/access';
import { AppError } from '../../core/app-error';
import type { Db, DbOrTx } from '../../db/client';
import {
  endShield,
  expireEndedShields,
  findShield,
  findShieldThing,
  insertShield,
  selectActiveShields,
  selectShieldsInForce,
  type ShieldRow,
  type ShieldThing,
} from './shields.repo';

const HOUR_MS = 3_600_000;
const storedThingType = (thingType: ShieldThingType): ShieldThing =>
  thingType === 'info_device' ? 'device' : 'component';
const shieldThingType = (thingType: string): ShieldThingType =>
  thingType === 'component' ? 'info_device_component' : 'info_device';

/** The shield record of spec 000 §3 (info_things_shilter). */
export const presentShield = (row: ShieldRow, thingName?: string): ShieldRecord => ({
  id: row.id,
  thing_id: row.createrId,
  thing_type: 'info_user',
  shield_thing_id: row.thingId,
  shield_thing_type: shieldThingType(row.thingType),
  shield_thing_name: thingName ?? '',
  company_id: row.companyId,
  schedule_start: Math.floor(row.scheduleStart.getTime() / 1000),
  schedule_end: Math.floor(row.scheduleEnd.getTime() / 1000),
  shield_flag: row.status === -1 && row.scheduleEnd > new Date() ? 1 : 0,
  desc: row.reason,
  enum_shield_status: { id: row.status },
});

/** Shields in force for the things of these events, keyed "device:<id>" / "component:<id>" (the alarm lists show them). */
export const shieldsInForceFor = (db: DbOrTx, rows: { deviceId: number; componentId: number | null }[]) =>
  selectShieldsInForce(db, rows);

const requireThing = async (db: DbOrTx, thingType: ShieldThing, thingId: number) => {
  const thing = await findShieldThing(db, thingType, thingId);
  if (!thing) throw new AppError(ErrorCodes.noData);
  return thing;
};

/**
 * Shields (屏蔽) a device or component for 12 / 24 / 36 or custom hours: created with status -1, its events are still
 * stored but never pushed. A thing has one shield in force: an earlier one is ended (status 1) in the same transaction.
 */
export const createShield = async (db: Db, options: { caller: Caller; body: CreateShieldBody }) => {
  const { caller, body } = options;
  if (!body.desc)
    throw new AppError(ErrorCodes.paramRequired, {
      detail: {
        zh: `desc ${eventMessages.shieldReasonRequired.zh}`,
        en: `desc ${eventMessages.shieldReasonRequired.en}`,
      },
      data: { field: 'desc' },
    });
  if (body.desc.length > SHIELD_REASON_MAX)
    throw new AppError(ErrorCodes.paramFormat, {
      detail: { zh: `desc ${eventMessages.textOverSize.zh}`, en: `desc ${eventMessages.textOverSize.en}` },
      data: { field: 'desc' },
    });
  const thingType = storedThingType(body.shield_thing_type);
  await requireAccess(db, caller, { kind: thingType, ids: body.shield_thing_id });
  const thing = await requireThing(db, thingType, body.shield_thing_id);
  const start = body.schedule_start ? new Date(body.schedule_start * 1000) : new Date();
  const row = await db.transaction((tx) =>
    insertShield(tx, {
      companyId: thing.companyId,
      thingType,
      thingId: body.shield_thing_id,
      scheduleStart: start,
      scheduleEnd: new Date(start.getTime() + body.shield_hours * HOUR_MS),
      status: -1,
      reason: body.desc,
      createrId: caller.session.userId,
    }),
  );
  return presentShield(row, thing.name);
};

/** Ends a shield now (status 1): by its id, or the shield in force of a thing. Unknown or already ended → 9995. */
export const removeShield = async (
  db: Db,
  options: { caller: Caller; id?: number; thingType?: ShieldThingType; thingId?: number },
) => {
  const { id, thingType, thingId } = options;
  const by: { id: number } | { thingType: ShieldThing; thingId: number } | undefined = id
    ? { id }
    : thingType && thingId
      ? { thingType: storedThingType(thingType), thingId }
      : undefined;
  if (!by) throw new AppError(ErrorCodes.paramRequired, { detail: { zh: 'id', en: 'id' }, data: { field: 'id' } });
  await requireAccess(
    db,
    options.caller,
    'id' in by ? { kind: 'shield', ids: by.id } : { kind: by.thingType, ids: by.thingId },
  );
  const shield = await findShield(db, by);
  if (!shield) throw new AppError(ErrorCodes.noData);
  const ended = await endShield(db, shield.id);
  if (!ended) throw new AppError(ErrorCodes.noData);
  const thing = await requireThing(db, shield.thingType as ShieldThing, shield.thingId);
  return presentShield(ended, thing.name);
};

/** Marks shields whose time is up as expired (status 0); ingest already ignores them by schedule_end. */
export const expireShields = (db: DbOrTx) => expireEndedShields(db);

/**
 * Shields in force, newest first: listed as soon as they are set (not only once the thing alarms again), with the
 * thing, its device, unit, place and who set it, so an operator can see what is silenced until when, and lift it.
 */
export const listShields = async (
  db: Db,
  options: {
    caller: Caller;
    companyId?: number;
    thingType?: ShieldThingType;
    page_no: number;
    page_size: number;
  },
) => {
  const { rows, total } = await selectActiveShields(db, options.caller.scope, {
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
