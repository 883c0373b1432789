import { and, asc, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ilikeContains } from '../../db/like';
import {
  buildings,
  equipment,
  floors,
  maintContractBuildings,
  maintContractEquipment,
  maintContractUnits,
  organisations,
  type MaintCheckItem,
} from '../../db/schema';

/** Buildings and equipment under contract (mt_building, contract_related, contract_equip_check). */

const coveredUnit = (contractId: number, unitColumn: typeof buildings.companyId | typeof equipment.companyId) =>
  sql`${unitColumn} in (select ${maintContractUnits.unitId} from ${maintContractUnits} where ${maintContractUnits.contractId} = ${contractId})`;
const buildingUnder = (contractId: number, buildingColumn: SQL | typeof buildings.id | typeof equipment.buildingId) =>
  sql`exists (select 1 from ${maintContractBuildings} where ${maintContractBuildings.contractId} = ${contractId} and ${maintContractBuildings.buildingId} = ${buildingColumn})`;

const equipCountOf = (contractId: number) =>
  sql<number>`(select count(*) from ${maintContractEquipment} r join ${equipment} e on e.id = r.equipment_id
    where r.contract_id = ${contractId} and e.building_id = ${buildings.id})`.mapWith(Number);

/** The contract's buildings (inContract) or its covered units' buildings not under it yet. */
export const selectContractBuildings = (db: DbOrTx, options: { contractId: number; inContract: boolean }) => {
  const { contractId, inContract } = options;
  return db
    .select({
      building_id: buildings.id,
      building_name: buildings.name,
      company_id: organisations.id,
      company_name: organisations.name,
      address: sql<string>`coalesce(${buildings.address}, '')`,
      equip_count: equipCountOf(contractId),
    })
    .from(buildings)
    .innerJoin(organisations, eq(organisations.id, buildings.companyId))
    .where(
      and(
        coveredUnit(contractId, buildings.companyId),
        inContract ? buildingUnder(contractId, buildings.id) : sql`not ${buildingUnder(contractId, buildings.id)}`,
      ),
    )
    .orderBy(asc(organisations.id), asc(buildings.id))
    .limit(500);
};

/** Buildings by id with their unit (to check they belong to a covered unit). */
export const findBuildings = (db: DbOrTx, ids: readonly number[]) =>
  db
    .select({ id: buildings.id, companyId: buildings.companyId })
    .from(buildings)
    .where(inArray(buildings.id, [...ids]));

export const insertContractBuildings = (db: DbOrTx, contractId: number, buildingIds: readonly number[]) =>
  db
    .insert(maintContractBuildings)
    .values(buildingIds.map((buildingId) => ({ contractId, buildingId })))
    .onConflictDoNothing()
    .returning();

/** Takes a building out of the contract with its equipment under contract; the row removed, if it was there. */
export const deleteContractBuilding = async (db: DbOrTx, contractId: number, buildingId: number) => {
  await db
    .delete(maintContractEquipment)
    .where(
      and(
        eq(maintContractEquipment.contractId, contractId),
        sql`${maintContractEquipment.equipmentId} in (select ${equipment.id} from ${equipment} where ${equipment.buildingId} = ${buildingId})`,
      ),
    );
  return (
    await db
      .delete(maintContractBuildings)
      .where(and(eq(maintContractBuildings.contractId, contractId), eq(maintContractBuildings.buildingId, buildingId)))
      .returning()
  )[0];
};

const relatedColumns = {
  id: sql<number>`coalesce(${maintContractEquipment.id}, 0)`.mapWith(Number),
  equipment_id: equipment.id,
  equipment_name: equipment.equipmentName,
  equipment_number: equipment.equipmentNumber,
  enum_equipment_type: equipment.equipmentType,
  building_id: equipment.buildingId,
  building_name: sql<string>`coalesce(${buildings.name}, '')`,
  floor_name: sql<string>`coalesce(${floors.name}, '')`,
  position_desc: equipment.positionDesc,
  check_cycle: equipment.checkCycle,
  check_items: maintContractEquipment.checkItems,
};

/**
 * The contract's equipment (inContract), or the candidates: equipment of covered units standing in a building under
 * contract (or in none), not under it yet. Paged, by building then number.
 */
export const listContractEquipment = async (
  db: DbOrTx,
  options: {
    contractId: number;
    inContract: boolean;
    buildingId?: number;
    name?: string;
    page?: { no: number; size: number };
    ids?: readonly number[];
  },
) => {
  const { contractId, inContract, buildingId, name, page, ids } = options;
  const where = and(
    inContract
      ? sql`${maintContractEquipment.id} is not null`
      : and(
          sql`${maintContractEquipment.id} is null`,
          coveredUnit(contractId, equipment.companyId),
          or(isNull(equipment.buildingId), buildingUnder(contractId, equipment.buildingId)),
        ),
    buildingId ? eq(equipment.buildingId, buildingId) : undefined,
    name ? ilikeContains(equipment.equipmentName, name) : undefined,
    ids ? inArray(maintContractEquipment.id, [...ids]) : undefined,
  );
  const rowsQuery = db
    .select(relatedColumns)
    .from(equipment)
    .leftJoin(
      maintContractEquipment,
      and(eq(maintContractEquipment.equipmentId, equipment.id), eq(maintContractEquipment.contractId, contractId)),
    )
    .leftJoin(buildings, eq(buildings.id, equipment.buildingId))
    .leftJoin(floors, eq(floors.id, equipment.floorId))
    .where(where)
    .orderBy(asc(buildings.id), asc(equipment.equipmentNumber), asc(equipment.id));
  const totalQuery = db
    .select({ value: count() })
    .from(equipment)
    .leftJoin(
      maintContractEquipment,
      and(eq(maintContractEquipment.equipmentId, equipment.id), eq(maintContractEquipment.contractId, contractId)),
    )
    .where(where);
  const [rows, [total]] = await Promise.all([
    page ? rowsQuery.limit(page.size).offset(page.no * page.size) : rowsQuery,
    totalQuery,
  ]);
  return { rows, total: total?.value ?? 0 };
};

/** Equipment by id with its unit, building and type (to check and start the check lists of an addition). */
export const findEquipment = (db: DbOrTx, ids: readonly number[]) =>
  db
    .select({
      id: equipment.id,
      companyId: equipment.companyId,
      buildingId: equipment.buildingId,
      equipmentType: equipment.equipmentType,
    })
    .from(equipment)
    .where(inArray(equipment.id, [...ids]));

/** Buildings of these ids that are under the contract. */
export const selectBuildingsUnder = async (db: DbOrTx, contractId: number, buildingIds: readonly number[]) =>
  new Set(
    buildingIds.length === 0
      ? []
      : (
          await db
            .select({ id: maintContractBuildings.buildingId })
            .from(maintContractBuildings)
            .where(
              and(
                eq(maintContractBuildings.contractId, contractId),
                inArray(maintContractBuildings.buildingId, [...buildingIds]),
              ),
            )
        ).map((row) => row.id),
  );

export const insertContractEquipment = (
  db: DbOrTx,
  rows: readonly { contractId: number; equipmentId: number; checkItems: MaintCheckItem[] }[],
) =>
  db
    .insert(maintContractEquipment)
    .values([...rows])
    .onConflictDoNothing()
    .returning();

export type ContractEquipmentRow = typeof maintContractEquipment.$inferSelect;

export const findContractEquipment = async (db: DbOrTx, id: number) =>
  (await db.select().from(maintContractEquipment).where(eq(maintContractEquipment.id, id)))[0];

export const updateCheckItems = async (db: DbOrTx, id: number, checkItems: MaintCheckItem[]) =>
  (
    await db
      .update(maintContractEquipment)
      .set({ checkItems, updatedAt: new Date() })
      .where(eq(maintContractEquipment.id, id))
      .returning()
  )[0];

export const deleteContractEquipment = async (db: DbOrTx, id: number) =>
  (await db.delete(maintContractEquipment).where(eq(maintContractEquipment.id, id)).returning())[0];

/** Counts per contract of buildings, equipment and check items under it (the project list). */
export const selectCoverageCounts = async (db: DbOrTx, contractIds: readonly number[]) => {
  if (contractIds.length === 0) return new Map<number, { buildings: number; equipment: number; checks: number }>();
  const [buildingRows, equipmentRows] = await Promise.all([
    db
      .select({ contractId: maintContractBuildings.contractId, value: count() })
      .from(maintContractBuildings)
      .where(inArray(maintContractBuildings.contractId, [...contractIds]))
      .groupBy(maintContractBuildings.contractId),
    db
      .select({
        contractId: maintContractEquipment.contractId,
        value: count(),
        checks: sql<number>`coalesce(sum(jsonb_array_length(${maintContractEquipment.checkItems})), 0)`.mapWith(Number),
      })
      .from(maintContractEquipment)
      .where(inArray(maintContractEquipment.contractId, [...contractIds]))
      .groupBy(maintContractEquipment.contractId),
  ]);
  return new Map(
    contractIds.map((id) => {
      const equipmentRow = equipmentRows.find((row) => row.contractId === id);
      return [
        id,
        {
          buildings: buildingRows.find((row) => row.contractId === id)?.value ?? 0,
          equipment: equipmentRow?.value ?? 0,
          checks: equipmentRow?.checks ?? 0,
        },
      ];
    }),
  );
};
