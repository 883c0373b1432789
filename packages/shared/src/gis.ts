import { z } from 'zod';
import { caredCategories, unitOwnKinds, type OrgKind } from './orgs';
import { zId } from './field-schemas';
import { categoryCountsSchema } from './stats';

/**
 * Map mode (spec 000 §2 `/gis`, `maptype=filter`; 001 §2 `/company/companyMap`; issue 17; docs/map.md): the scope's
 * networked units with their coordinates, their worst state now and their open alarms. The spec names the screens but
 * no call, so `gis/unit_list/` is ours.
 */

/** A unit's state on the map, worst first: a fire alarm active, a fault active, nothing online, all well. */
export const unitMapStates = ['fire', 'fault', 'offline', 'normal'] as const;
export type UnitMapState = (typeof unitMapStates)[number];

/** Who may read the map: the home page's people (its "map distribution" card, the monitor screen) and the unit list's. */
export const gisPermissions = ['home', 'networkcompany'] as const;

/** Region codes: 2 digits a province, 4 a city, 6 a district (county), longer a street (spec 001 §4). */
const regionCode = z
  .string()
  .trim()
  .regex(/^\d{2,12}$/);

/** GET gis/unit_list/: every unit of the scope, narrowed by kind or category, state, region or one unit. */
export const gisUnitListQuerySchema = z.object({
  /** One unit of the caller's scope (the unit frame's map, `/company/companyMap`). */
  company_id: zId.optional(),
  kind: z.enum(unitOwnKinds as readonly [OrgKind, ...OrgKind[]]).optional(),
  category: z.enum(caredCategories).optional(),
  state: z.enum(unitMapStates).optional(),
  /** The unit's region code starts with this: a province, a city or a district. */
  region_code: regionCode.optional(),
});
export type GisUnitListQuery = z.infer<typeof gisUnitListQuerySchema>;

const count = z.number().int();

/** One unit on the map. `lng` / `lat` are null when the archive has no coordinates (listed, not drawn). */
export const gisUnitSchema = z.object({
  company_id: z.number(),
  company_name: z.string(),
  kind: z.string(),
  category: z.string().nullable(),
  /** The archive's region code and its province, city and district prefixes (null when the code is shorter). */
  region_code: z.string().nullable(),
  province_code: z.string().nullable(),
  city_code: z.string().nullable(),
  district_code: z.string().nullable(),
  address: z.string().nullable(),
  lng: z.number().nullable(),
  lat: z.number().nullable(),
  state: z.enum(unitMapStates),
  /** Unprocessed (never handled, not shielded) events per category, all time, and their sum. */
  open_alarms: categoryCountsSchema,
  open_total: count,
});
export type GisUnit = z.infer<typeof gisUnitSchema>;

/** The units, by id; `states` counts them per state (every state, 0 included) for the legend. */
export const gisUnitListSchema = z.object({
  total: count,
  states: z.object({ fire: count, fault: count, offline: count, normal: count }),
  list: z.array(gisUnitSchema),
});
export type GisUnitList = z.infer<typeof gisUnitListSchema>;
