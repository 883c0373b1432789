import { unitOwnKinds, type GisUnitListQuery } from '@fireline/shared';
import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import { inScope, type Scope } from '../../core/scope';
import type { DbOrTx } from '../../db/client';
import { devices, organisations } from '../../db/schema';

const deviceIn = (state: string) =>
  sql`exists (select 1 from ${devices} where ${devices.companyId} = ${organisations.id} and ${devices.state} = ${state})`;
const anyOnline = sql`exists (select 1 from ${devices} where ${devices.companyId} = ${organisations.id} and ${devices.isOnline})`;

/**
 * A unit's state now, worst first, from its devices' current state columns (a device's state is the worst of its
 * components', kept by ingest): a device in fire alarm, one in fault, none online (the unit list's online column
 * inverted), else normal. Each probe is one index lookup (devices_company_state_idx, devices_online_company_idx).
 */
const mapState = sql<string>`case when ${deviceIn('alarm')} then 'fire' when ${deviceIn('fault')} then 'fault' when not ${anyOnline} then 'offline' else 'normal' end`;

/** The scope's networked units with their map state, narrowed by the filters; oldest first. */
export const selectMapUnits = (db: DbOrTx, scope: Scope, filter: GisUnitListQuery) =>
  db
    .select({
      id: organisations.id,
      name: organisations.name,
      kind: organisations.kind,
      category: organisations.category,
      regionCode: organisations.regionCode,
      address: organisations.address,
      longitude: organisations.longitude,
      latitude: organisations.latitude,
      state: mapState,
    })
    .from(organisations)
    .where(
      and(
        inScope(scope, organisations.id),
        inArray(organisations.kind, filter.kind ? [filter.kind] : [...unitOwnKinds]),
        filter.company_id ? eq(organisations.id, filter.company_id) : undefined,
        filter.category ? eq(organisations.category, filter.category) : undefined,
        filter.region_code ? like(organisations.regionCode, `${filter.region_code}%`) : undefined,
        filter.state ? sql`(${mapState}) = ${filter.state}` : undefined,
      ),
    )
    .orderBy(asc(organisations.id));

export type MapUnitRow = Awaited<ReturnType<typeof selectMapUnits>>[number];
