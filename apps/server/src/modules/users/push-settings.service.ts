import type { PushSettings, PushSettingsBody } from '@fireline/shared';
import { requireAccess, type Caller } from '../../core/access';
import type { DbOrTx } from '../../db/client';
import { findPushSettings, selectPushSettings, upsertPushSettings, type PushSettingsRow } from './push-settings.repo';
import { requireUser, type Mode } from './user-access';

const present = (row: PushSettingsRow | undefined, uid: number): PushSettings => ({
  uid,
  muted_categories: row?.mutedCategories ?? [],
  receive_all_fire: row?.receiveAllFire ?? false,
  designated_unit_ids: row?.designatedUnitIds ?? [],
  priority: row?.priority ?? 0,
  channels: row?.channels ?? [],
});

/**
 * Whose settings a call is about: one's own, or another person's under account management's rules (user-access.ts):
 * their keeper reads and changes them, never those of a person above the caller.
 */
const targetUser = async (db: DbOrTx, caller: Caller, uid: number | undefined, mode: Mode) => {
  if (uid === undefined || uid === caller.session.userId) return caller.session.userId;
  return (await requireUser(db, caller, { userId: uid, mode, field: 'target_uid' })).user.id;
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
  const uid = await targetUser(db, caller, targetUid, 'read');
  return present(await findPushSettings(db, uid), uid);
};

/** Designated units must be in the caller's scope (9993 otherwise). */
export const savePushSettings = async (
  db: DbOrTx,
  caller: Caller,
  options: { targetUid: number | undefined; body: PushSettingsBody },
) => {
  const uid = await targetUser(db, caller, options.targetUid, 'write');
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
