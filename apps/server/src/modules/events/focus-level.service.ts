import { requireAccess, type Caller } from '../../core/access';
import type { DbOrTx } from '../../db/client';
import { updateFocusLevel } from './focus-level.repo';

/** Sets a device's focus level (1 focus, 0 normal, -1 shielded); another unit's device is refused (9993). */
export const setFocusLevel = async (
  db: DbOrTx,
  options: { caller: Caller; deviceId: number; focusLevel: 1 | 0 | -1 },
) => {
  await requireAccess(db, options.caller, { kind: 'device', ids: options.deviceId });
  await updateFocusLevel(db, options.deviceId, options.focusLevel);
  return { device_id: options.deviceId, focus_level: options.focusLevel };
};
