import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import {
  areas,
  buildings,
  components,
  devices,
  equipment,
  events,
  fireSystems,
  floors,
  hydrantAddresses,
  hydrants,
  orgBindings,
  organisations,
  scenes,
  shields,
} from '../db/schema';
import { inScope, type Scope } from './scope';

/** Records owned by a unit: reachable when their unit is in the caller's scope. */
const unitOwned = {
  building: buildings,
  floor: floors,
  area: areas,
  system: fireSystems,
  device: devices,
  component: components,
  event: events,
  shield: shields,
  equipment,
  scene: scenes,
} as const;

/**
 * Records owned by an organisation of any kind (a centre or authority keeps its district's hydrants): reachable by
 * the owner's own people and by anyone whose scope holds the owner.
 */
const orgOwned = { hydrant: hydrants, hydrant_address: hydrantAddresses } as const;

export type UnitOwnedKind = keyof typeof unitOwned;
export type OrgOwnedKind = keyof typeof orgOwned;

type OwnedTable = PgTable & { id: AnyColumn; companyId: AnyColumn };

export type OwnerRow = { id: number; ownerId: number; reachable: boolean };

/** Each id's owner and whether the caller reaches it, in one query; unknown ids are absent. */
export const selectOwners = async (
  db: DbOrTx,
  options: { kind: UnitOwnedKind | OrgOwnedKind; ids: readonly number[]; scope: Scope; orgId: number },
): Promise<OwnerRow[]> => {
  const { kind, ids, scope, orgId } = options;
  const isOrgOwned = kind in orgOwned;
  const table = (isOrgOwned ? orgOwned[kind as OrgOwnedKind] : unitOwned[kind as UnitOwnedKind]) as OwnedTable;
  const inReach: SQL = isOrgOwned
    ? sql`(${table.companyId} = ${orgId} or ${inScope(scope, table.companyId)})`
    : inScope(scope, table.companyId);
  const rows = await db
    .select({
      // Through sql so one query serves every table; bigserial ids come back as text on node-postgres.
      id: sql<number>`${table.id}`.mapWith(Number),
      ownerId: sql<number>`${table.companyId}`.mapWith(Number),
      reachable: sql<boolean>`${inReach}`,
    })
    .from(table)
    .where(inArray(table.id, [...ids]));
  return rows;
};

/**
 * Organisations with what decides who reaches them: their kind, and whether a unit of the caller's scope is bound to
 * them (a centre's people read the maintenance companies and authorities serving its units).
 */
export const selectOrgReach = (db: DbOrTx, options: { ids: readonly number[]; scope: Scope }) =>
  db
    .select({
      id: organisations.id,
      kind: organisations.kind,
      inScope: sql<boolean>`${inScope(options.scope, organisations.id)}`,
      boundToScope: sql<boolean>`exists (select 1 from ${orgBindings} where ${and(
        eq(orgBindings.orgId, organisations.id),
        eq(orgBindings.status, 1),
        inScope(options.scope, orgBindings.caredId),
      )})`,
    })
    .from(organisations)
    .where(inArray(organisations.id, [...options.ids]));
