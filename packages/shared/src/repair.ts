import { z } from 'zod';

/** The repair request raised from a fault alarm (spec 000 §3, §9; 002 §3 "Repair task"). */

/** maint/contract/list_by_company_cared_id: a maintenance company with a contract in force for the unit. */
export const repairContractOptionSchema = z.object({
  is_active: z.number(),
  project_id: z.number(),
  contract_id: z.number(),
  company_maint_id: z.number(),
  company_cared_id: z.number(),
  /** The maintenance company's name. */
  company_name: z.string(),
  project_name: z.string(),
});
export type RepairContractOption = z.infer<typeof repairContractOptionSchema>;

/** maint/repair/check_apply: whether the apply-repair box may be ticked, and why not. */
export const repairCheckSchema = z.object({
  can_apply: z.boolean(),
  /** '' when it may; not_fault, or already_applied with the live task's id. */
  reason: z.string(),
  repair_task_id: z.number().optional(),
});
export type RepairCheck = z.infer<typeof repairCheckSchema>;

const enumRef = z.object({ id: z.number() });

/** POST maint/repair/info: the repair task created (origin 3 fault alarm, type 2 repair, status 1 pending). */
export const repairTaskSchema = z.object({
  id: z.number(),
  task_name: z.string(),
  project_id: z.number().nullable(),
  contract_id: z.number().nullable(),
  company_maint_id: z.number(),
  company_cared_id: z.number(),
  enum_task_origin: enumRef,
  enum_task_type: enumRef,
  enum_task_status: enumRef,
  thing_id: z.number().nullable(),
  thing_type: z.number().nullable(),
  event_id: z.number().nullable(),
  equip_id: z.number(),
  creater_id: z.number(),
  mt_task_confirm: z.object({ fault_desc: z.string() }),
});
export type RepairTask = z.infer<typeof repairTaskSchema>;
