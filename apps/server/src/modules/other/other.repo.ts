import { and, asc, count, eq, ilike, inArray } from 'drizzle-orm';
import { inScope, requireUnitInScope, type Scope } from '../../core/scope';
import { AppError } from '../../core/app-error';
import { ErrorCodes } from '@fireline/shared';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { areas, buildings, floors, orgBindings, organisations } from '../../db/schema';

const unitKinds = ['cared', 'household', 'control_room', 'nine_type'];

/** Cared units in scope, paged, optionally by name (contains), kind or category. */
export const listCompanies = async (
  db: DbOrTx,
  scope: Scope,
  query: { page_no: number; page_size: number; name?: string; kind?: string; category?: string },
) => {
  const where = and(
    inScope(scope, organisations.id),
    inArray(organisations.kind, query.kind ? [query.kind] : unitKinds),
    query.name ? ilike(organisations.name, containsPattern(query.name)) : undefined,
    query.category ? eq(organisations.category, query.category) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(organisations)
      .where(where)
      .orderBy(asc(organisations.id))
      .limit(query.page_size)
      .offset(query.page_no * query.page_size),
    db.select({ value: count() }).from(organisations).where(where),
  ]);
  return {
    total: total?.value ?? 0,
    list: rows.map((row) => ({
      company_id: row.id,
      company_name: row.name,
      company_kind: row.kind,
      category: row.category,
      region_code: row.regionCode,
      address: row.address,
      longitude: row.longitude,
      latitude: row.latitude,
      state: row.state,
    })),
  };
};

export const listBuildings = async (db: DbOrTx, scope: Scope, companyId: number) => {
  requireUnitInScope(scope, companyId);
  const rows = await db.select().from(buildings).where(eq(buildings.companyId, companyId)).orderBy(asc(buildings.id));
  return rows.map((row) => ({
    building_id: row.id,
    building_name: row.name,
    company_id: row.companyId,
    address: row.address,
    state: row.state,
  }));
};

const buildingUnit = async (db: DbOrTx, buildingId: number) => {
  const [row] = await db.select({ companyId: buildings.companyId }).from(buildings).where(eq(buildings.id, buildingId));
  if (!row) throw new AppError(ErrorCodes.noData);
  return row.companyId;
};

export const listFloors = async (db: DbOrTx, scope: Scope, buildingId: number) => {
  requireUnitInScope(scope, await buildingUnit(db, buildingId));
  const rows = await db.select().from(floors).where(eq(floors.buildingId, buildingId)).orderBy(asc(floors.floorNo));
  return rows.map((row) => ({
    floor_id: row.id,
    floor_name: row.name,
    floor_no: row.floorNo,
    building_id: row.buildingId,
    company_id: row.companyId,
    state: row.state,
  }));
};

export const listAreas = async (db: DbOrTx, scope: Scope, floorId: number) => {
  const [floor] = await db.select({ companyId: floors.companyId }).from(floors).where(eq(floors.id, floorId));
  if (!floor) throw new AppError(ErrorCodes.noData);
  requireUnitInScope(scope, floor.companyId);
  const rows = await db.select().from(areas).where(eq(areas.floorId, floorId)).orderBy(asc(areas.id));
  return rows.map((row) => ({
    area_id: row.id,
    area_name: row.name,
    floor_id: row.floorId,
    is_default: row.isDefault ? 1 : 0,
  }));
};

/** Buildings with their floors with their areas, in three queries whatever the size. */
export const companyTree = async (db: DbOrTx, scope: Scope, companyId: number) => {
  requireUnitInScope(scope, companyId);
  const [company] = await db.select().from(organisations).where(eq(organisations.id, companyId));
  if (!company) throw new AppError(ErrorCodes.noData);
  const [buildingRows, floorRows, areaRows] = await Promise.all([
    db.select().from(buildings).where(eq(buildings.companyId, companyId)).orderBy(asc(buildings.id)),
    db.select().from(floors).where(eq(floors.companyId, companyId)).orderBy(asc(floors.floorNo)),
    db.select().from(areas).where(eq(areas.companyId, companyId)).orderBy(asc(areas.id)),
  ]);
  return {
    company_id: company.id,
    company_name: company.name,
    children: buildingRows.map((building) => ({
      building_id: building.id,
      building_name: building.name,
      children: floorRows
        .filter((floor) => floor.buildingId === building.id)
        .map((floor) => ({
          floor_id: floor.id,
          floor_name: floor.name,
          floor_no: floor.floorNo,
          children: areaRows
            .filter((area) => area.floorId === floor.id)
            .map((area) => ({ area_id: area.id, area_name: area.name })),
        })),
    })),
  };
};

/** Centres the caller may see, each with its bound units that are in scope. */
export const centerTree = async (db: DbOrTx, scope: Scope, ownOrgId: number) => {
  const bindings = await db
    .select({ centerId: organisations.id, centerName: organisations.name, unitId: orgBindings.caredId })
    .from(organisations)
    .leftJoin(orgBindings, and(eq(orgBindings.orgId, organisations.id), eq(orgBindings.status, 1)))
    .where(eq(organisations.kind, 'center'));
  const unitIds = [...new Set(bindings.map((row) => row.unitId).filter((id): id is number => id !== null))].filter(
    (id) => scope.isAll || scope.unitIds.includes(id),
  );
  const units = unitIds.length
    ? await db
        .select({ id: organisations.id, name: organisations.name })
        .from(organisations)
        .where(inArray(organisations.id, unitIds))
    : [];
  const unitNames = new Map(units.map((unit) => [unit.id, unit.name]));
  const centers = new Map<
    number,
    { center_id: number; center_name: string; children: { company_id: number; company_name: string }[] }
  >();
  for (const row of bindings) {
    const visible = scope.isAll || row.centerId === ownOrgId || (row.unitId !== null && unitNames.has(row.unitId));
    if (!visible) continue;
    const center = centers.get(row.centerId) ?? { center_id: row.centerId, center_name: row.centerName, children: [] };
    if (row.unitId !== null && unitNames.has(row.unitId))
      center.children.push({ company_id: row.unitId, company_name: unitNames.get(row.unitId)! });
    centers.set(row.centerId, center);
  }
  return [...centers.values()];
};
