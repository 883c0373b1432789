import { contractFilters, CONTRACT_EXPIRING_DAYS, type ContractFilter, type ContractListQuery } from '@fireline/shared';
import { and, asc, count, desc, eq, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import { reachesContract } from '../../core/contract-reach.repo';
import { inScope, type ContractReach, type Scope } from '../../core/scope';
import type { DbOrTx } from '../../db/client';
import { ilikeContains } from '../../db/like';
import {
  buildings,
  equipment,
  files,
  maintContractBuildings,
  maintContractEquipment,
  maintContractUnits,
  maintContracts,
  organisations,
  repairTasks,
  users,
} from '../../db/schema';

export type ContractRow = typeof maintContracts.$inferSelect;
export type ContractValues = Omit<typeof maintContracts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** The list filters on the site's day (spec 002 §4); expiring = in progress with at most 30 days left. */
const filterOn = (filter: ContractFilter, today: string): SQL | undefined => {
  const start = maintContracts.startDate;
  const end = maintContracts.endDate;
  switch (filter) {
    case 'not_started':
      return sql`${start} > ${today}::date`;
    case 'in_progress':
      return sql`${start} <= ${today}::date and ${end} >= ${today}::date`;
    case 'expiring':
      return sql`${start} <= ${today}::date and ${end} >= ${today}::date and ${end} <= ${today}::date + ${CONTRACT_EXPIRING_DAYS - 1}::int`;
    case 'finished':
      return sql`${end} < ${today}::date`;
    default:
      return undefined;
  }
};

/** One page of the contracts a caller reaches, with each filter's count under the same other conditions. */
export const listContracts = async (
  db: DbOrTx,
  reach: ContractReach,
  options: { query: ContractListQuery; today: string },
) => {
  const { query, today } = options;
  const base = and(
    reachesContract(reach),
    query.project_name ? ilikeContains(maintContracts.projectName, query.project_name) : undefined,
    query.company_maint_id ? eq(maintContracts.companyMaintId, query.company_maint_id) : undefined,
    query.company_id
      ? sql`exists (select 1 from ${maintContractUnits} where ${maintContractUnits.contractId} = ${maintContracts.id} and ${maintContractUnits.unitId} = ${query.company_id})`
      : undefined,
  );
  const where = and(base, filterOn(query.status, today));
  const countColumns = Object.fromEntries(
    contractFilters.map((filter) => {
      const condition = filterOn(filter, today);
      return [filter, condition ? sql<number>`count(*) filter (where ${condition})`.mapWith(Number) : count()];
    }),
  ) as Record<ContractFilter, SQL.Aliased<number> | SQL<number>>;
  const [rows, [counts]] = await Promise.all([
    db
      .select()
      .from(maintContracts)
      .where(where)
      .orderBy(desc(maintContracts.id))
      .limit(query.page_size)
      .offset(query.page_no * query.page_size),
    db.select(countColumns).from(maintContracts).where(base),
  ]);
  const allCounts = counts as Record<ContractFilter, number>;
  return { rows, total: Number(allCounts[query.status] ?? 0), counts: allCounts };
};

export const findContract = async (db: DbOrTx, id: number) =>
  (await db.select().from(maintContracts).where(eq(maintContracts.id, id)))[0];

export const selectUnitIdsOf = async (db: DbOrTx, contractId: number) =>
  (
    await db
      .select({ id: maintContractUnits.unitId })
      .from(maintContractUnits)
      .where(eq(maintContractUnits.contractId, contractId))
      .orderBy(asc(maintContractUnits.unitId))
  ).map((row) => row.id);

/** What a contract's answer names besides its row: units, company, person, attachments — one query each for a page. */
export const selectContractNames = async (db: DbOrTx, rows: readonly ContractRow[]) => {
  const ids = rows.map((row) => row.id);
  const orgIds = [...new Set(rows.map((row) => row.companyMaintId))];
  const userIds = [
    ...new Set(rows.flatMap((row) => [row.relatedRespUid, row.suspendedBy, row.resumedBy].filter((id) => id !== null))),
  ];
  const fileIds = [...new Set(rows.flatMap((row) => row.attachments))];
  const [units, orgs, people, stored] = await Promise.all([
    ids.length
      ? db
          .select({
            contractId: maintContractUnits.contractId,
            companyId: organisations.id,
            companyName: organisations.name,
          })
          .from(maintContractUnits)
          .innerJoin(organisations, eq(organisations.id, maintContractUnits.unitId))
          .where(inArray(maintContractUnits.contractId, ids))
          .orderBy(asc(organisations.id))
      : [],
    orgIds.length
      ? db
          .select({ id: organisations.id, name: organisations.name })
          .from(organisations)
          .where(inArray(organisations.id, orgIds))
      : [],
    userIds.length
      ? db.select({ id: users.id, name: users.realName }).from(users).where(inArray(users.id, userIds))
      : [],
    fileIds.length
      ? db.select({ id: files.id, name: files.originalName }).from(files).where(inArray(files.id, fileIds))
      : [],
  ]);
  return {
    units,
    orgNames: new Map(orgs.map((row) => [row.id, row.name])),
    personNames: new Map(people.map((row) => [row.id, row.name])),
    fileNames: new Map(stored.map((row) => [row.id, row.name])),
  };
};

export const insertContract = async (db: DbOrTx, values: ContractValues) =>
  (await db.insert(maintContracts).values(values).returning())[0]!;

export const updateContractRow = async (db: DbOrTx, id: number, values: Partial<ContractValues>) =>
  (
    await db
      .update(maintContracts)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(maintContracts.id, id))
      .returning()
  )[0];

/** Suspends (is_active false, who, when, why) or resumes a contract; answers the row, undefined when it was already so. */
export const setContractActive = async (
  db: DbOrTx,
  options: { id: number; isActive: boolean; userId: number; reason?: string },
) => {
  const { id, isActive, userId, reason } = options;
  const now = new Date();
  const values = isActive
    ? { isActive, resumedAt: now, resumedBy: userId }
    : {
        isActive,
        suspendedAt: now,
        suspendedBy: userId,
        suspendReason: reason ?? '',
        resumedAt: null,
        resumedBy: null,
      };
  return (
    await db
      .update(maintContracts)
      .set({ ...values, updatedAt: now })
      .where(and(eq(maintContracts.id, id), eq(maintContracts.isActive, !isActive)))
      .returning()
  )[0];
};

export const deleteContractRow = async (db: DbOrTx, id: number) =>
  (await db.delete(maintContracts).where(eq(maintContracts.id, id)).returning())[0];

/**
 * Sets the units a contract covers; buildings and equipment of a unit no longer covered leave the contract with it.
 */
export const replaceContractUnits = async (db: DbOrTx, contractId: number, unitIds: readonly number[]) => {
  await db
    .delete(maintContractUnits)
    .where(and(eq(maintContractUnits.contractId, contractId), notInArray(maintContractUnits.unitId, [...unitIds])));
  await db
    .insert(maintContractUnits)
    .values(unitIds.map((unitId) => ({ contractId, unitId })))
    .onConflictDoNothing();
  await db
    .delete(maintContractBuildings)
    .where(
      and(
        eq(maintContractBuildings.contractId, contractId),
        sql`${maintContractBuildings.buildingId} in (select ${buildings.id} from ${buildings} where ${notInArray(buildings.companyId, [...unitIds])})`,
      ),
    );
  await db
    .delete(maintContractEquipment)
    .where(
      and(
        eq(maintContractEquipment.contractId, contractId),
        sql`${maintContractEquipment.equipmentId} in (select ${equipment.id} from ${equipment} where ${notInArray(equipment.companyId, [...unitIds])})`,
      ),
    );
};

export const countRepairTasksOf = async (db: DbOrTx, contractId: number) =>
  (await db.select({ value: count() }).from(repairTasks).where(eq(repairTasks.contractId, contractId)))[0]?.value ?? 0;

/** Organisations by id with their kind and name (to check a contract's company and units). */
export const findOrgsByIds = async (db: DbOrTx, ids: readonly number[]) =>
  ids.length === 0
    ? []
    : db
        .select({ id: organisations.id, kind: organisations.kind, name: organisations.name })
        .from(organisations)
        .where(inArray(organisations.id, [...ids]));

/** A person who is still on the books (not deleted). */
export const findLivePerson = async (db: DbOrTx, uid: number) =>
  (
    await db
      .select({ id: users.id, orgId: users.orgId })
      .from(users)
      .where(and(eq(users.id, uid), isNull(users.deletedAt)))
  )[0];

/** Organisations of some kinds by name (the first 50), optionally only these ids. */
export const selectOrgOptions = (
  db: DbOrTx,
  options: { kinds: readonly string[]; name?: string; ids?: readonly number[] | null; scope?: Scope },
) => {
  const { kinds, name, ids, scope } = options;
  if (ids && ids.length === 0) return Promise.resolve([]);
  return db
    .select({ company_id: organisations.id, company_name: organisations.name })
    .from(organisations)
    .where(
      and(
        inArray(organisations.kind, [...kinds]),
        name ? ilikeContains(organisations.name, name) : undefined,
        ids ? inArray(organisations.id, [...ids]) : undefined,
        scope ? inScope(scope, organisations.id) : undefined,
      ),
    )
    .orderBy(asc(organisations.name), asc(organisations.id))
    .limit(50);
};

/** The people of an organisation who may be put in charge (active, not deleted), by name. */
export const selectPeopleOf = (db: DbOrTx, orgId: number) =>
  db
    .select({ uid: users.id, real_name: users.realName, mobile: users.mobile })
    .from(users)
    .where(and(eq(users.orgId, orgId), isNull(users.deletedAt), eq(users.isActive, true)))
    .orderBy(asc(users.realName), asc(users.id))
    .limit(200);

/** Contracts live on the site's day that cover a unit, with the maintenance company's name (the repair request's options). */
export const selectLiveContractsOfUnit = (db: DbOrTx, options: { unitId: number; today: string }) =>
  db
    .select({ contract: maintContracts, maintName: organisations.name })
    .from(maintContracts)
    .innerJoin(
      maintContractUnits,
      and(eq(maintContractUnits.contractId, maintContracts.id), eq(maintContractUnits.unitId, options.unitId)),
    )
    .innerJoin(organisations, eq(organisations.id, maintContracts.companyMaintId))
    .where(
      and(
        eq(maintContracts.isActive, true),
        sql`${maintContracts.startDate} <= ${options.today}::date`,
        sql`${maintContracts.endDate} >= ${options.today}::date`,
      ),
    )
    .orderBy(asc(maintContracts.id));
