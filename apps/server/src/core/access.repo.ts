import { inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import {
  areas,
  buildings,
  components,
  departments,
  deviceDots,
  devices,
  equipment,
  eventForwardRules,
  events,
  fireSystems,
  floors,
  hazards,
  hydrantAddresses,
  hydrants,
  orgBindings,
  organisations,
  patrolItems,
  patrolPlans,
  patrolRecords,
  patrolRoutes,
  patrolSites,
  patrolTasks,
  posts,
  roles,
  scenes,
  shields,
  users,
} from '../db/schema';
import { inReach, inScope, servesScope, type Reach } from './scope';

type Owned = { table: PgTable; id: AnyColumn; owner: AnyColumn };
const ownedBy = <T extends PgTable & { id: AnyColumn }>(table: T, owner: AnyColumn): Owned => ({
  table,
  id: table.id,
  owner,
});

/** Records owned by a unit: reachable when their unit is in the caller's scope. */
const unitOwned = {
  building: ownedBy(buildings, buildings.companyId),
  floor: ownedBy(floors, floors.companyId),
  area: ownedBy(areas, areas.companyId),
  system: ownedBy(fireSystems, fireSystems.companyId),
  device: ownedBy(devices, devices.companyId),
  component: ownedBy(components, components.companyId),
  event: ownedBy(events, events.companyId),
  shield: ownedBy(shields, shields.companyId),
  equipment: ownedBy(equipment, equipment.companyId),
  scene: ownedBy(scenes, scenes.companyId),
  device_dot: ownedBy(deviceDots, deviceDots.companyId),
  hazard: ownedBy(hazards, hazards.companyId),
  // A binding belongs to its unit's side here; who acts for the organisation's side is the bindings module's rule.
  binding: ownedBy(orgBindings, orgBindings.caredId),
  patrol_site: ownedBy(patrolSites, patrolSites.companyId),
  patrol_item: ownedBy(patrolItems, patrolItems.companyId),
  patrol_route: ownedBy(patrolRoutes, patrolRoutes.companyId),
  patrol_plan: ownedBy(patrolPlans, patrolPlans.companyId),
  patrol_task: ownedBy(patrolTasks, patrolTasks.companyId),
  patrol_record: ownedBy(patrolRecords, patrolRecords.companyId),
};

/**
 * Records owned by an organisation of any kind (a centre or authority keeps its district's hydrants; every
 * organisation has its people): reachable by the owner's own people and by anyone whose scope holds the owner.
 */
const orgOwned = {
  hydrant: ownedBy(hydrants, hydrants.companyId),
  hydrant_address: ownedBy(hydrantAddresses, hydrantAddresses.companyId),
  user: ownedBy(users, users.orgId),
  // Reached here like any organisation-owned record; the event-forward service narrows it to the owner's own people.
  event_forward_rule: ownedBy(eventForwardRules, eventForwardRules.orgId),
  department: ownedBy(departments, departments.orgId),
  post: ownedBy(posts, posts.orgId),
  // A preset (org_id null) belongs to no organisation: only the administrator reaches it here; the roles module reads
  // presets by its own rule.
  role: ownedBy(roles, roles.orgId),
};

export type UnitOwnedKind = keyof typeof unitOwned;
export type OrgOwnedKind = keyof typeof orgOwned;

const isOrgOwned = (kind: UnitOwnedKind | OrgOwnedKind): kind is OrgOwnedKind => kind in orgOwned;

export type OwnerRow = { id: number; ownerId: number; reachable: boolean };

/** Each id's owner and whether the caller reaches it, in one query; unknown ids are absent. */
export const selectOwners = async (
  db: DbOrTx,
  options: { kind: UnitOwnedKind | OrgOwnedKind; ids: readonly number[]; reach: Reach },
): Promise<OwnerRow[]> => {
  const { kind, ids, reach } = options;
  const owned = isOrgOwned(kind) ? orgOwned[kind] : unitOwned[kind];
  const reachable: SQL = isOrgOwned(kind) ? inReach(reach, owned.owner) : inScope(reach.scope, owned.owner);
  const rows = await db
    .select({
      // Through sql so one query serves every table; bigserial ids come back as text on node-postgres.
      id: sql<number>`${owned.id}`.mapWith(Number),
      ownerId: sql<number>`${owned.owner}`.mapWith(Number),
      reachable: sql<boolean>`${reachable}`,
    })
    .from(owned.table)
    .where(inArray(owned.id, [...ids]));
  return rows;
};

/**
 * Organisations with what decides who reaches them: their kind, whether the scope holds them, and whether a unit of
 * the caller's scope is bound to them (a centre's people read the maintenance companies and authorities serving its
 * units).
 */
export const selectOrgReach = (db: DbOrTx, options: { ids: readonly number[]; reach: Reach }) =>
  db
    .select({
      id: organisations.id,
      kind: organisations.kind,
      inScope: sql<boolean>`${inScope(options.reach.scope, organisations.id)}`,
      boundToScope: sql<boolean>`${servesScope(options.reach.scope, organisations.id)}`,
    })
    .from(organisations)
    .where(inArray(organisations.id, [...options.ids]));
