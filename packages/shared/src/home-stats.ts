import { z } from 'zod';
import { statusCategories } from './events';
import { zId } from './field-schemas';

/**
 * The home pages' own statistics (issue 17; docs/statistics.md "Home pages"): system health, unit activity, personnel
 * and one unit's overview, under /api_proxy/statistic/. The other cards read the statistics of ./stats.ts.
 */

/** The home page and each of its tabs: any one admits (a role may hold one tab without its parent node). */
export const homePermissionIds = ['home', 'home-center', 'home-centerV2', 'home-company', 'home-authority'] as const;

/** Who may read each home statistic: the home page, and the statistics tab or unit tab where the number belongs. */
export const homeStatPermissions = {
  system_health: [...homePermissionIds, 'statistic-system'],
  company_activity: [...homePermissionIds, 'statistic-company'],
  personnel: [...homePermissionIds],
  unit_overview: [...homePermissionIds, 'company-home_page'],
} as const satisfies Record<string, readonly [string, ...string[]]>;

/**
 * A unit's state rolled up, worst first: fire (a device or component in fire alarm, 火警), fault (one in fault, 故障),
 * offline (a device offline), normal. Read from the stored current states, never from events.
 */
export const unitStates = ['fire', 'fault', 'offline', 'normal'] as const;
export type UnitState = (typeof unitStates)[number];

export const unitStateLabels: Record<UnitState, { zh: string; en: string }> = {
  fire: { zh: '火警', en: 'Fire alarm' },
  fault: { zh: '故障', en: 'Fault' },
  offline: { zh: '离线', en: 'Offline' },
  normal: { zh: '正常', en: 'Normal' },
};

// Queries.

/** The caller's scope, or one unit of it. */
export const homeStatQuerySchema = z.object({ company_id: zId.optional() });
export type HomeStatQuery = z.infer<typeof homeStatQuerySchema>;

/** GET statistic/unit/overview/: one unit of the caller's scope (required). */
export const unitOverviewQuerySchema = z.object({ company_id: zId });
export type UnitOverviewQuery = z.infer<typeof unitOverviewQuerySchema>;

// Answers.

const count = z.number().int();
/** healthy / (total − no_devices), 0–1, rounded to 4 places; null when there is nothing to rate. */
const rate = z.number().min(0).max(1).nullable();

/**
 * GET statistic/system/health/: fire systems of the scope and how many are healthy now. A system is healthy when it has
 * a device or component connected and none of them is in fault or offline (a component is offline while its
 * transmission device is); a system with nothing connected is `no_devices`, neither healthy nor unhealthy, and out of
 * the rate.
 */
export const systemHealthSchema = z.object({
  total: count,
  healthy: count,
  unhealthy: count,
  no_devices: count,
  rate,
  /** Per GB/T 26875.3 system type, most systems first (then by key). */
  types: z.array(z.object({ key: z.string(), name: z.string(), total: count, healthy: count, no_devices: count })),
});
export type SystemHealth = z.infer<typeof systemHealthSchema>;

/**
 * GET statistic/company/activity/: the scope's networked units now. online: at least one device online; alarm: a device
 * or component in fire alarm; fault: one in fault; events_today: units with an event (not shielded) today, site day.
 */
export const companyActivitySchema = z.object({
  total: count,
  online: count,
  offline: count,
  alarm: count,
  fault: count,
  events_today: count,
});
export type CompanyActivity = z.infer<typeof companyActivitySchema>;

/**
 * GET statistic/personnel/: accounts of the caller's own organisation and of the scope's units. active: not disabled;
 * logged_in_today: a successful login today (site day); online: a live session seen in the last 5 minutes.
 */
export const personnelSchema = z.object({ total: count, active: count, logged_in_today: count, online: count });
export type Personnel = z.infer<typeof personnelSchema>;

/** Minutes a live session counts as online after its last request (sessions are touched at most once a minute). */
export const PERSONNEL_ONLINE_MINUTES = 5;

/** A fire system's health now. */
export const systemHealthStates = ['healthy', 'unhealthy', 'no_devices'] as const;
export type SystemHealthState = (typeof systemHealthStates)[number];

/** One fire system of a unit and its health now. */
export const unitSystemSchema = z.object({
  system_id: count,
  name: z.string(),
  system_type: count,
  type_name: z.string(),
  /** 1 in use, 2 under maintenance, 3 out of service. */
  system_status: count,
  devices: count,
  components: count,
  /** Its devices and components in fault, and those offline (a component with its transmission device). */
  fault: count,
  offline: count,
  healthy: z.boolean(),
  /** healthy; unhealthy (something in fault or offline); no_devices (nothing connected: not rated). */
  state: z.enum(systemHealthStates),
});
export type UnitSystem = z.infer<typeof unitSystemSchema>;

/** GET statistic/unit/overview/: one unit's home (its state, devices, systems, today's alarms, where it is). */
export const unitOverviewSchema = z.object({
  company_id: count,
  company_name: z.string(),
  /** Region code (province … street) and the street address. */
  region_code: z.string().nullable(),
  address: z.string().nullable(),
  lng: z.number().nullable(),
  lat: z.number().nullable(),
  state: z.enum(unitStates),
  devices: z.object({ total: count, online: count, offline: count, alarm: count, fault: count }),
  systems: z.object({ total: count, healthy: count, no_devices: count, rate, list: z.array(unitSystemSchema) }),
  /** Today's events (site day, not shielded) per category, every category; `date` is the site day. */
  alarms_today: z.object({
    date: z.string(),
    total: count,
    unprocessed: count,
    list: z.array(
      z.object({ status_category: z.enum(statusCategories), total: count, processed: count, unprocessed: count }),
    ),
  }),
});
export type UnitOverview = z.infer<typeof unitOverviewSchema>;
