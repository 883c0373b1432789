import type { Lang, PatrolItem, PatrolSite } from '@fireline/shared';
import type { patrolItems } from '../../db/schema';
import { itemTypeOf, positionTypeOf, seconds } from './patrol-common';
import type { SiteListRow } from './sites.repo';

/** The site record every patrol answer gives (patrolSiteSchema). */
export const presentSite = (row: SiteListRow, lang: Lang): PatrolSite => ({
  id: row.site.id,
  site_code: row.site.siteCode,
  site_name: row.site.siteName,
  company_cared_id: row.site.companyId,
  company_name: row.companyName ?? '',
  enum_site_position_type: positionTypeOf(row.site.positionType, lang),
  building_id: row.site.buildingId,
  building_name: row.buildingName ?? '',
  floor_id: row.site.floorId,
  floor_name: row.floorName ?? '',
  area_id: row.site.areaId,
  area_name: row.areaName ?? '',
  point: row.site.point ?? null,
  site_location: row.site.location,
  remark: row.site.remark,
  label_code: row.site.labelCode,
  equipment_id: row.site.equipmentId,
  item_count: row.itemCount,
  last_check_time: seconds(row.lastCheck),
  create_time: seconds(row.site.createdAt),
});

export const presentItem = (row: typeof patrolItems.$inferSelect, siteName: string, lang: Lang): PatrolItem => ({
  id: row.id,
  item_code: row.itemCode,
  name: row.name,
  site_id: row.siteId,
  site_name: siteName,
  company_cared_id: row.companyId,
  enum_pt_item_type: itemTypeOf(row.itemType, lang),
  check_require_json: row.checkRequire,
  quantity: row.quantity,
  remark: row.remark,
  create_time: seconds(row.createdAt),
});
