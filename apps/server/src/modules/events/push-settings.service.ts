import { ErrorCodes, type PushSettingsBody } from '@fireline/shared';
import { AppError } from '../../core/app-error';
import { hasPermission, type SessionUser } from '../../core/session';
import { isUnitInScope, requireUnitInScope, type Scope } from '../../core/scope';
import type { DbOrTx } from '../../db/client';
import { findPushSettings, findUserOrg, upsertPushSettings, type PushSettingsRow } from './push-settings.repo';

type Caller = { session: SessionUser; scope: () => Promise<Scope> };

const present = (row: PushSettingsRow | undefined, uid: number) => ({
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
  if (!hasPermission(session, 'systemmanage-account')) throw new AppError(ErrorCodes.noPermission);
  const row = await findUserOrg(db, uid);
  if (!row) throw new AppError(ErrorCodes.userNotFound);
  const scope = await caller.scope();
  if (row.orgId !== session.orgId && !isUnitInScope(scope, row.orgId)) throw new AppError(ErrorCodes.noPermission);
  return row.id;
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
  const scope = await caller.scope();
  const { body } = options;
  for (const unitId of body.designated_unit_ids) requireUnitInScope(scope, unitId);
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
