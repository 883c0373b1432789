import { equipmentMessages, ErrorCodes } from '@fireline/shared';
import { AppError } from '../../core/app-error';
import type { DbOrTx } from '../../db/client';
import { findAreaFloor, findBuildingCompany, findFloorBuilding } from './placement.repo';

/** Checks shared by equipment, scenes and hydrants: valid choices, placement within a unit, unique violations. */

export const epoch = (date: Date) => Math.floor(date.getTime() / 1000);
export const epochOrNull = (date: Date | null) => (date ? epoch(date) : null);

/** A field refused with 8996 'choose a valid value', naming the field. */
export const invalidChoice = (field: string) =>
  new AppError(ErrorCodes.paramValue, {
    detail: { zh: `${field} ${equipmentMessages.chooseValid.zh}`, en: `${field} ${equipmentMessages.chooseValid.en}` },
    data: { field },
  });

/** Building, floor and area must be the unit's and nested in each other; a floor needs its building, an area its floor. */
export const requirePlacement = async (
  db: DbOrTx,
  options: { companyId: number; buildingId: number | null; floorId?: number | null; areaId?: number | null },
) => {
  const { companyId, buildingId, floorId = null, areaId = null } = options;
  if (buildingId === null) {
    if (floorId !== null) throw invalidChoice('floor_id');
    if (areaId !== null) throw invalidChoice('area_id');
    return;
  }
  if ((await findBuildingCompany(db, buildingId)) !== companyId) throw invalidChoice('building_id');
  if (floorId === null) {
    if (areaId !== null) throw invalidChoice('area_id');
    return;
  }
  if ((await findFloorBuilding(db, floorId)) !== buildingId) throw invalidChoice('floor_id');
  if (areaId === null) return;
  if ((await findAreaFloor(db, areaId)) !== floorId) throw invalidChoice('area_id');
};

/** PostgreSQL's unique_violation (23505), whether thrown directly (pg, PGlite) or wrapped by Drizzle. */
export const isUniqueViolation = (error: unknown): boolean => {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/** The record is missing (9995). */
export const noData = () => new AppError(ErrorCodes.noData);

/** The name of the unique index a statement violated, if it was a unique violation. */
export const violatedUniqueIndex = (error: unknown): string | undefined => {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
};
