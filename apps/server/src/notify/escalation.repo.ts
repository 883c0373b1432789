import { and, eq, lt, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { events } from '../db/schema';

/**
 * Raises the level of the fire alarms nobody handled (confirm type still 0, not shielded) for `afterSeconds` per level
 * already reached, below `maxLevel`, and answers them.
 */
export const raiseEscalationLevels = (tx: Tx, options: { afterSeconds: number; maxLevel: number }) =>
  tx
    .update(events)
    .set({ escalationLevel: sql`${events.escalationLevel} + 1` })
    .where(
      and(
        eq(events.statusCategory, 'fire'),
        eq(events.enumConfirmType, 0),
        eq(events.isShielded, false),
        lt(events.escalationLevel, options.maxLevel),
        sql`${events.receiveTime} < now() - make_interval(secs => ${options.afterSeconds} * (${events.escalationLevel} + 1))`,
      ),
    )
    .returning();
