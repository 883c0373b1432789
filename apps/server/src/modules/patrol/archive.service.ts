import type { archiveListQuerySchema, PatrolArchive } from '@fireline/shared';
import type { z } from 'zod';
import { listArchiveRows, selectSitesOfEquipment } from './archive.repo';
import { requireUnit } from './patrol-common';
import type { PatrolCtx } from './patrol-context';

/**
 * patrol/archive/list_by_company_id: the unit's facilities with the patrol points that are them. The unit is the
 * caller's own or `company_cared_id` within the scope (9993 otherwise).
 */
export const listArchive = async (
  { db, caller, lang }: PatrolCtx,
  query: z.infer<typeof archiveListQuerySchema>,
): Promise<{ total: number; list: PatrolArchive[] }> => {
  const companyId = await requireUnit(db, caller, query.company_cared_id);
  const { rows, total } = await listArchiveRows(db, {
    companyId,
    equipmentType: query.enum_equipment_type,
    name: query.name,
    page_no: query.page_no,
    page_size: query.page_size,
  });
  const sites = await selectSitesOfEquipment(
    db,
    rows.map((row) => row.equipment.id),
  );
  return {
    total,
    list: rows.map(({ equipment, typeName, typeEngName, buildingName, floorName }) => ({
      equipment_id: equipment.id,
      equipment_number: equipment.equipmentNumber,
      equipment_name: equipment.equipmentName,
      enum_equipment_type: {
        id: equipment.equipmentType,
        name: (lang === 'en' ? typeEngName : typeName) ?? String(equipment.equipmentType),
      },
      building_id: equipment.buildingId,
      building_name: buildingName ?? '',
      floor_id: equipment.floorId,
      floor_name: floorName ?? '',
      area_id: equipment.areaId,
      enum_position_type: equipment.positionType,
      position_desc: equipment.positionDesc,
      point: equipment.point,
      sites: sites
        .filter((site) => site.equipmentId === equipment.id)
        .map((site) => ({ id: site.id, site_code: site.siteCode, site_name: site.siteName })),
    })),
  };
};
