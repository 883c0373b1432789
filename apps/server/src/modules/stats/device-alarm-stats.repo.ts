import { count, sql } from 'drizzle-orm';
import { inScope, type Scope } from '../../core/scope';
import type { DbOrTx } from '../../db/client';
import { devices } from '../../db/schema';

/**
 * The device tab's "alarm" statistic: the scope's devices by type with their state now, read from the devices' own
 * state columns (kept by ingest and the offline job), never from the events: a few thousand rows for a large centre.
 */
export const countDeviceStatesByType = (db: DbOrTx, scope: Scope) =>
  db
    .select({
      key: sql<string>`coalesce(${devices.deviceType}, '')`,
      total: count(),
      alarm: sql<number>`count(*) filter (where ${devices.state} = 'alarm')`.mapWith(Number),
      fault: sql<number>`count(*) filter (where ${devices.state} = 'fault')`.mapWith(Number),
      offline: sql<number>`count(*) filter (where not ${devices.isOnline})`.mapWith(Number),
    })
    .from(devices)
    .where(inScope(scope, devices.companyId))
    .groupBy(sql`1`);
