import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ilikeContains } from '../../db/like';
import { buildings, equipment, floors, patrolSites, remoteEnums } from '../../db/schema';

/** A page of one unit's facilities (equipment), newest number order, with their type's and place's names. */
export const listArchiveRows = async (
  db: DbOrTx,
  filter: { companyId: number; equipmentType?: number; name?: string; page_no: number; page_size: number },
) => {
  const conditions: SQL[] = [eq(equipment.companyId, filter.companyId)];
  if (filter.equipmentType) conditions.push(eq(equipment.equipmentType, filter.equipmentType));
  if (filter.name)
    conditions.push(
      or(ilikeContains(equipment.equipmentName, filter.name), ilikeContains(equipment.equipmentNumber, filter.name))!,
    );
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        equipment,
        typeName: remoteEnums.name,
        typeEngName: remoteEnums.engName,
        buildingName: buildings.name,
        floorName: floors.name,
      })
      .from(equipment)
      .leftJoin(
        remoteEnums,
        and(eq(remoteEnums.enumName, 'enum_equipment_type'), eq(remoteEnums.id, equipment.equipmentType)),
      )
      .leftJoin(buildings, eq(buildings.id, equipment.buildingId))
      .leftJoin(floors, eq(floors.id, equipment.floorId))
      .where(where)
      .orderBy(asc(equipment.equipmentType), asc(equipment.id))
      .limit(filter.page_size)
      .offset(filter.page_no * filter.page_size),
    db.select({ total: count() }).from(equipment).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
};

/** The live patrol points that are these facilities. */
export const selectSitesOfEquipment = (db: DbOrTx, equipmentIds: readonly number[]) =>
  equipmentIds.length
    ? db
        .select({
          id: patrolSites.id,
          siteCode: patrolSites.siteCode,
          siteName: patrolSites.siteName,
          equipmentId: sql<number>`${patrolSites.equipmentId}`,
        })
        .from(patrolSites)
        .where(and(inArray(patrolSites.equipmentId, [...equipmentIds]), eq(patrolSites.isDeleted, false)))
        .orderBy(asc(patrolSites.id))
    : Promise.resolve([]);
