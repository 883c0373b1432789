import { z } from 'zod';
import { langQueryField, zId, zIdNumber } from './field-schemas';
import { zDay } from './maint';
import { pageQuerySchema } from './paging';
import { pageSchema } from './responses';

/**
 * The fire safety director's view (消防安全负责人, spec 002 §2 header tab "fire safety director"; docs/maintenance.md
 * "Fire safety director"): the maintenance state of the units of the caller's scope at a glance, one unit's detail,
 * a task the director asks for, the maintenance company's clients, and the home page's maintenance card. The period is
 * the site's current calendar month.
 */

/** The list's filters: every unit, those with overdue tasks, an expiring contract, failed items, no live contract. */
export const directorFilters = ['all', 'overdue', 'expiring', 'failed', 'uncovered'] as const;
export type DirectorFilter = (typeof directorFilters)[number];

export const directorUnitListQuerySchema = pageQuerySchema.extend({
  ...langQueryField,
  company_name: z.string().trim().max(50).optional(),
  filter: z.enum(directorFilters).default('all'),
});
export type DirectorUnitListQuery = z.infer<typeof directorUnitListQuerySchema>;
export const directorUnitQuerySchema = z.object({ ...langQueryField, company_id: zId });

const maintRef = z.object({ company_maint_id: z.number(), company_maint_name: z.string() });
/** The period the figures count: the site's current month, first and last day. */
const periodSchema = z.object({ start: z.string(), end: z.string() });

/** One unit's figures. Tasks count for every unit their contract covers; failed items for the unit of the equipment. */
export const directorUnitSchema = z.object({
  company_id: z.number(),
  company_name: z.string(),
  /** Maintenance companies under a contract live today (the caller's reach: a company sees only its own). */
  maint_companies: z.array(maintRef),
  live_contracts: z.number(),
  /** Live contracts with at most 30 days left. */
  expiring_contracts: z.number(),
  /** Tasks whose planned days meet the period, and those of them completed. */
  tasks_total: z.number(),
  tasks_done: z.number(),
  /** Tasks whose planned end has passed and that are not completed (any period). */
  tasks_overdue: z.number(),
  /** Items failed (result 2) in the period's tasks, on equipment of the unit. */
  failed_items: z.number(),
  /** Epoch seconds of the last task completed for the unit, or null. */
  last_finish_time: z.number().nullable(),
});
export type DirectorUnit = z.infer<typeof directorUnitSchema>;

export const directorUnitPageSchema = pageSchema(directorUnitSchema).extend({
  period: periodSchema,
  counts: z.object(
    Object.fromEntries(directorFilters.map((filter) => [filter, z.number()])) as Record<DirectorFilter, z.ZodNumber>,
  ),
});
export type DirectorUnitPage = z.infer<typeof directorUnitPageSchema>;

const flag = z.union([z.literal(0), z.literal(1)]);

export const directorContractSchema = z.object({
  id: z.number(),
  project_name: z.string(),
  company_maint_id: z.number(),
  company_maint_name: z.string(),
  contact_period: z.tuple([z.string(), z.string()]),
  /** 1 not started, 2 in progress, 3 finished. */
  status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  is_expiring: flag,
  days_left: z.number(),
  project_contact_name: z.string(),
  project_contact_phone: z.string(),
  spot_contact_name: z.string(),
  spot_contact_phone: z.string(),
});
export type DirectorContract = z.infer<typeof directorContractSchema>;

export const directorTaskSchema = z.object({
  id: z.number(),
  contract_id: z.number(),
  project_name: z.string(),
  company_maint_name: z.string(),
  task_name: z.string(),
  enum_task_type: z.number(),
  plan_start_time: z.string(),
  plan_end_time: z.string(),
  enum_maint_status: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  related_resp_name: z.string(),
  is_overdue: flag,
  fail_count: z.number(),
  finish_time: z.number().nullable(),
});
export type DirectorTask = z.infer<typeof directorTaskSchema>;

export const directorFailedItemSchema = z.object({
  item_id: z.number(),
  task_id: z.number(),
  task_name: z.string(),
  equipment_name: z.string(),
  building_name: z.string(),
  position_desc: z.string(),
  reading: z.string(),
  remark: z.string(),
  checked_time: z.number().nullable(),
});
export type DirectorFailedItem = z.infer<typeof directorFailedItemSchema>;

/** GET maint/director/unit/: the unit's figures, its contracts, the period's tasks (and older overdue ones), failed items. */
export const directorUnitDetailSchema = directorUnitSchema.extend({
  period: periodSchema,
  contracts: z.array(directorContractSchema),
  tasks: z.array(directorTaskSchema),
  failed: z.array(directorFailedItemSchema),
  /** Contracts live today covering the unit under which the caller may ask for a task (adim_newtask). */
  ask_contract_ids: z.array(z.number()),
  /** The unit's equipment under those contracts (contract_related ids): what an asked task may cover. */
  ask_equipment: z.array(
    z.object({
      id: z.number(),
      contract_id: z.number(),
      equipment_name: z.string(),
      building_name: z.string(),
      position_desc: z.string(),
    }),
  ),
});
export type DirectorUnitDetail = z.infer<typeof directorUnitDetailSchema>;

/** POST maint/director/task/: the director asks the maintenance company for a task on the unit (to assign). */
export const directorTaskAskSchema = z.object({
  company_id: zIdNumber,
  contract_id: zIdNumber,
  task_name: z.string().trim().min(1).max(50),
  enum_task_type: z.union([z.literal(1), z.literal(3)]),
  plan_start_time: zDay,
  plan_end_time: zDay,
  /** Equipment under the contract (contract_related ids), of the unit; at least one. */
  related_ids: z.array(zIdNumber).max(500).default([]),
});
export type DirectorTaskAsk = z.infer<typeof directorTaskAskSchema>;

/** GET maint/director/client/list/: units served under live contracts (a maintenance company's clients). */
export const directorClientQuerySchema = pageQuerySchema.extend({
  ...langQueryField,
  company_name: z.string().trim().max(50).optional(),
  company_id: zId.optional(),
});
export type DirectorClientQuery = z.infer<typeof directorClientQuerySchema>;
export const directorClientSchema = z.object({
  company_id: z.number(),
  company_name: z.string(),
  company_maint_id: z.number(),
  company_maint_name: z.string(),
  contract_id: z.number(),
  project_name: z.string(),
  contact_period: z.tuple([z.string(), z.string()]),
  days_left: z.number(),
  is_expiring: flag,
  project_contact_name: z.string(),
  project_contact_phone: z.string(),
  spot_contact_name: z.string(),
  spot_contact_phone: z.string(),
  /** The contract's equipment of this unit, and the period's tasks of the contract: total, completed, overdue. */
  equip_count: z.number(),
  tasks_total: z.number(),
  tasks_done: z.number(),
  tasks_overdue: z.number(),
});
export type DirectorClient = z.infer<typeof directorClientSchema>;
export const directorClientPageSchema = pageSchema(directorClientSchema);
export type DirectorClientPage = z.infer<typeof directorClientPageSchema>;

/** GET maint/director/home_stats/: the home page's maintenance info card, for the scope or one unit. */
export const maintHomeQuerySchema = z.object({ ...langQueryField, company_id: zId.optional() });
export const maintHomeStatsSchema = z.object({
  live_contracts: z.number(),
  expiring_contracts: z.number(),
  month_total: z.number(),
  month_completed: z.number(),
  overdue_tasks: z.number(),
  failed_items: z.number(),
});
export type MaintHomeStats = z.infer<typeof maintHomeStatsSchema>;
