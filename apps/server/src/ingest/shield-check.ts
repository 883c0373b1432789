import type { Tx } from '../db/client';
import type { NewEvent } from './process-batch.repo';
import { selectShieldedThings } from './shield-check.repo';

/** A shielded (屏蔽) device or component still has its events stored, marked shielded, and never pushed. */
export const markShielded = async (tx: Tx, rows: NewEvent[]) => {
  if (rows.length === 0) return;
  const componentIds = [
    ...new Set(rows.map((row) => row.componentId).filter((id): id is number => typeof id === 'number')),
  ];
  const deviceIds = [...new Set(rows.map((row) => row.deviceId))];
  const shielded = await selectShieldedThings(tx, { deviceIds, componentIds });
  if (shielded.size === 0) return;
  for (const row of rows) {
    if (shielded.has(`device:${row.deviceId}`) || (row.componentId && shielded.has(`component:${row.componentId}`)))
      row.isShielded = true;
  }
};
