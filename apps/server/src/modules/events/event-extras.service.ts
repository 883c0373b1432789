import type { Lang } from '@fireline/shared';
import { requireAccess, type Caller } from '../../core/access';
import type { DbOrTx } from '../../db/client';
import { selectConfirmReasons, updateFocusLevel } from './event-extras.repo';

/** The handling dialog's reasons for a category and confirm type, in the caller's language. */
export const listConfirmReasons = async (
  db: DbOrTx,
  options: { lang: Lang; category: string; confirmType: number; deviceType?: string; deviceModel?: string },
) => {
  const rows = await selectConfirmReasons(db, options);
  return rows.map((row) => ({ id: row.id, reason: options.lang === 'en' ? row.reasonEn : row.reason }));
};

/** Sets a device's focus level (1 focus, 0 normal, -1 shielded); another unit's device is refused (9993). */
export const setFocusLevel = async (
  db: DbOrTx,
  options: { caller: Caller; deviceId: number; focusLevel: 1 | 0 | -1 },
) => {
  await requireAccess(db, options.caller, { kind: 'device', ids: options.deviceId });
  await updateFocusLevel(db, options.deviceId, options.focusLevel);
  return { device_id: options.deviceId, focus_level: options.focusLevel };
};
