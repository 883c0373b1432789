import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { devices } from '../../db/schema';

/** A device's focus level (devices.focus_level). */
export const updateFocusLevel = (db: DbOrTx, deviceId: number, focusLevel: number) =>
  db.update(devices).set({ focusLevel }).where(eq(devices.id, deviceId));
