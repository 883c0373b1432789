import type { companyExportFilterSchema } from '@fireline/shared';
import { and, asc, eq, gt, gte, ilike, inArray, like, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { inScope, type Scope } from '../../core/scope';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { devices, organisations } from '../../db/schema';

type Filters = z.infer<typeof companyExportFilterSchema>;

const unitKinds = ['cared', 'household', 'control_room', 'nine_type'];
/** Online as the unit list counts it: a device of the unit is online. */
const isOnline = sql`exists (select 1 from ${devices} where ${devices.companyId} = ${organisations.id} and ${devices.isOnline})`;

/** A batch of the unit list's rows for its export: units in scope by id, after a keyset id, with the list's filters. */
export const readCompanyBatch = (
  db: DbOrTx,
  scope: Scope,
  filters: Filters,
  page: { afterId?: number; limit: number },
) =>
  db
    .select()
    .from(organisations)
    .where(
      and(
        inScope(scope, organisations.id),
        inArray(organisations.kind, filters.company_kind ? [filters.company_kind] : unitKinds),
        filters.name ? ilike(organisations.name, containsPattern(filters.name)) : undefined,
        filters.category ? eq(organisations.category, filters.category) : undefined,
        filters.region_code ? like(organisations.regionCode, `${filters.region_code}%`) : undefined,
        filters.enum_company_online_status === undefined
          ? undefined
          : filters.enum_company_online_status === '1'
            ? isOnline
            : sql`not ${isOnline}`,
        filters.start_time === undefined
          ? undefined
          : gte(organisations.createdAt, new Date(filters.start_time * 1000)),
        filters.end_time === undefined ? undefined : lte(organisations.createdAt, new Date(filters.end_time * 1000)),
        page.afterId === undefined ? undefined : gt(organisations.id, page.afterId),
      ),
    )
    .orderBy(asc(organisations.id))
    .limit(page.limit);
