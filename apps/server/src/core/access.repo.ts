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
  maintCharges,
  maintContracts,
  maintEntries,
  maintPlans,
  maintReports,
  maintTasks,
  orgBindings,
  organisations,
  patrolItems,
  patrolPlans,
  patrolRecords,
  patrolRoutes,
  patrolSites,
  patrolTasks,
  posts,
  repairReports,
  repairTasks,
  roles,
  scenes,
  shields,
  users,
} from '../db/schema';
import { reachesContract, reachesContractOf, reachesRepairReport, reachesRepairTask } from './contract-reach.repo';
import { inReach, inScope, servesScope, type ContractReach, type Reach } from './scope';

type Owned = { table: PgTable; id: AnyColumn; owner: AnyColumn };
const ownedBy = <T extends PgTable & { id: AnyColumn }>(table: T, owner: AnyColumn): Owned => ({
  table,
  id: table.id,
  owner,
});
type Work = Owned & { reachable: (reach: ContractReach) => SQL | undefined };
const workOf = <T extends PgTable & { id: AnyColumn }>(
  table: T,
  owner: AnyColumn,
  reachable: Work['reachable'],
): Work => ({ ...ownedBy(table, owner), reachable });
/** A record that hangs off a contract (its owner): reached as the contract is. */
const onContract = <T extends PgTable & { id: AnyColumn; contractId: AnyColumn }>(table: T) =>
  workOf(table, table.contractId, (reach) => reachesContractOf(reach, table.contractId));

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
  binding: ownedBy(orgBindings, orgBindings.unitId),
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
  // An organisation whose operation log is read (log/operation_log_list's company_id): the caller's own, or a unit of
  // the scope.
  log_org: ownedBy(organisations, organisations.id),
};

/**
 * A maintenance company's work (docs/architecture.md "Access kinds"): reached by the company's own people (the
 * engineer's contract side) and by the unit side, whose scope holds a unit the work is for (the conditions of
 * contract-reach.repo.ts, which the lists use too). Owner: the maintenance company, or the contract a record hangs off.
 */
const contractWork = {
  contract: workOf(maintContracts, maintContracts.companyMaintId, reachesContract),
  maint_plan: onContract(maintPlans),
  maint_task: onContract(maintTasks),
  maint_report: onContract(maintReports),
  maint_charge: onContract(maintCharges),
  maint_entry: onContract(maintEntries),
  repair_task: workOf(repairTasks, repairTasks.companyMaintId, reachesRepairTask),
  repair_report: workOf(repairReports, repairReports.companyMaintId, reachesRepairReport),
};

export type UnitOwnedKind = keyof typeof unitOwned;
export type OrgOwnedKind = keyof typeof orgOwned;
export type ContractWorkKind = keyof typeof contractWork;
export type OwnedKind = UnitOwnedKind | OrgOwnedKind | ContractWorkKind;

const isOrgOwned = (kind: OwnedKind): kind is OrgOwnedKind => kind in orgOwned;
const isContractWork = (kind: OwnedKind): kind is ContractWorkKind => kind in contractWork;

const ownedOf = (kind: OwnedKind, who: { reach: Reach; contractReach: ContractReach }) => {
  if (isContractWork(kind)) {
    const work = contractWork[kind];
    return { owned: work, reachable: work.reachable(who.contractReach) ?? sql`true` };
  }
  if (isOrgOwned(kind)) return { owned: orgOwned[kind], reachable: inReach(who.reach, orgOwned[kind].owner) };
  return { owned: unitOwned[kind], reachable: inScope(who.reach.scope, unitOwned[kind].owner) };
};

export type OwnerRow = { id: number; ownerId: number; reachable: boolean };

/** Each id's owner and whether the caller reaches it, in one query; unknown ids are absent. */
export const selectOwners = async (
  db: DbOrTx,
  options: { kind: OwnedKind; ids: readonly number[]; reach: Reach; contractReach: ContractReach },
): Promise<OwnerRow[]> => {
  const { owned, reachable } = ownedOf(options.kind, options);
  const { ids } = options;
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
