import { ErrorCodes, type PushSettings, type PushSettingsBody } from '@fireline/shared';
import { holds, requireAccess, type Caller } from '../../core/access';
import { AppError } from '../../core/app-error';
import type { DbOrTx } from '../../db/client';
import {
  findPushSettings,
  findUserOrg,
  selectPushSettings,
  upsertPushSettings,
  type PushSettingsRow,
} from './push-settings.repo';

const present = (row: PushSettingsRow | undefined, uid: number): PushSettings => ({
  uid,
  muted_categories: row?.mutedCategories ?? [],
  receive_all_fire: row?.receiveAllFire ?? false,
  designated_unit_ids: row?.designatedUnitIds ?? [],
  priority: row?.priority ?? 0,
  channels: row?.channels ?? [],
});

/** Whose settings a call is about: one's own, or, for an account manager, a person of their organisation or of a unit they cover. */
const targetUser = async (db: DbOrTx, caller: Caller, uid: number | undefined) => {
  const { session } = caller;
  if (uid === undefined || uid === session.userId) return session.userId;
  if (!holds(caller, 'systemmanage-account')) throw new AppError(ErrorCodes.noPermission);
  // An unknown person has an answer of its own, so the person is looked up before the access check.
  const row = await findUserOrg(db, uid);
  if (!row) throw new AppError(ErrorCodes.userNotFound);
  await requireAccess(db, caller, { kind: 'user', ids: row.id });
  return row.id;
};

/**
 * Several people's settings at once (the account list's alarm page), defaults for those who never saved any. The
 * caller has already checked who may read them.
 */
export const pushSettingsOf = async (db: DbOrTx, userIds: readonly number[]) => {
  const rows = new Map((await selectPushSettings(db, userIds)).map((row) => [row.userId, row]));
  return new Map(userIds.map((uid) => [uid, present(rows.get(uid), uid)]));
};

export const getPushSettings = async (db: DbOrTx, caller: Caller, targetUid: number | undefined) => {
  const uid = await targetUser(db, caller, targetUid);
  return present(await findPushSettings(db, uid), uid);
};

/** Designated units must be in the caller's scope (9993 otherwise). */
export const savePushSettings = async (
  db: DbOrTx,
  caller: Caller,
  options: { targetUid: number | undefined; body: PushSettingsBody },
) => {
  const uid = await targetUser(db, caller, options.targetUid);
  const { body } = options;
  await requireAccess(db, caller, { kind: 'unit', ids: body.designated_unit_ids, field: 'designated_unit_ids' });
  const row = await upsertPushSettings(db, uid, {
    mutedCategories: body.muted_categories,
    receiveAllFire: body.receive_all_fire,
    designatedUnitIds: body.designated_unit_ids,
    priority: body.priority,
    channels: body.channels,
    updatedAt: new Date(),
  });
  return present(row, uid);
};
