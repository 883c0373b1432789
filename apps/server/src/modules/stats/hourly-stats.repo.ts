import { statusCategories } from '@fireline/shared';
import { and, count, gte, inArray, lt, sql } from 'drizzle-orm';
import { inScope, type Scope } from '../../core/scope';
import type { DbOrTx } from '../../db/client';
import { events } from '../../db/schema';

/**
 * Events per hour and category in [from, to) (one site day), shielded ones left out. Bounded by the receive-time
 * indexes: the scope's units on (company_id, receive_time), all units on (status_category, receive_time) — the
 * category list always named so even the administrator's count reads one day's index ranges, never every event.
 */
export const countEventsByHour = (
  db: DbOrTx,
  scope: Scope,
  options: { from: Date; to: Date; statusCategory?: string },
) => {
  const hour = sql<number>`floor(extract(epoch from (${events.receiveTime} - ${options.from.toISOString()}::timestamptz)) / 3600)::int`;
  return db
    .select({ hour: hour.mapWith(Number), category: events.statusCategory, count: count() })
    .from(events)
    .where(
      and(
        inScope(scope, events.companyId),
        inArray(events.statusCategory, options.statusCategory ? [options.statusCategory] : [...statusCategories]),
        gte(events.receiveTime, options.from),
        lt(events.receiveTime, options.to),
        sql`not ${events.isShielded}`,
      ),
    )
    .groupBy(sql`1`, events.statusCategory);
};
