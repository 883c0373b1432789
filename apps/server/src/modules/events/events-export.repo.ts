import type { eventExportFilterSchema } from '@fireline/shared';
import { and, desc, eq, getTableColumns, gte, lt, lte } from 'drizzle-orm';
import type { z } from 'zod';
import { inScope, type Scope } from '../../core/scope';
import type { DbOrTx } from '../../db/client';
import { events, organisations } from '../../db/schema';
import { processedSql, unprocessedSql } from './event-lists.repo';

type Filters = z.infer<typeof eventExportFilterSchema>;

const selectRow = { ...getTableColumns(events), companyName: organisations.name };
export type EventRow = typeof events.$inferSelect & { companyName: string };

/** A batch of the alarm lists' rows for their export: events in scope, newest first, before a keyset id. */
export const readEventBatch = (
  db: DbOrTx,
  scope: Scope,
  filters: Filters,
  page: { afterId?: number; limit: number },
): Promise<EventRow[]> =>
  db
    .select(selectRow)
    .from(events)
    .innerJoin(organisations, eq(organisations.id, events.companyId))
    .where(
      and(
        inScope(scope, events.companyId),
        filters.company_id === undefined ? undefined : eq(events.companyId, filters.company_id),
        filters.building_id === undefined ? undefined : eq(events.buildingId, filters.building_id),
        filters.device_type ? eq(events.deviceType, filters.device_type) : undefined,
        filters.shielded === undefined ? undefined : eq(events.isShielded, filters.shielded === '1'),
        filters.device_id === undefined ? undefined : eq(events.deviceId, filters.device_id),
        filters.status_category ? eq(events.statusCategory, filters.status_category) : undefined,
        filters.enum_confirm_type === undefined ? undefined : eq(events.enumConfirmType, filters.enum_confirm_type),
        filters.processed === undefined ? undefined : filters.processed === '1' ? processedSql : unprocessedSql,
        filters.start_time === undefined ? undefined : gte(events.receiveTime, new Date(filters.start_time * 1000)),
        filters.end_time === undefined ? undefined : lte(events.receiveTime, new Date(filters.end_time * 1000)),
        page.afterId === undefined ? undefined : lt(events.id, page.afterId),
      ),
    )
    .orderBy(desc(events.id))
    .limit(page.limit);
