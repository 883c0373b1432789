import { z } from 'zod';
import { langQueryField, zDecimal, zId, zIdNumber, zLine, zName, zPhone, zRemark } from './field-schemas';
import { pageQuerySchema } from './paging';
import { pageSchema } from './responses';
import { dayNumber } from './stats';

/**
 * Maintenance contracts and what they cover (spec 002 §3 "Maintenance contract", "Maintenance company entry"; §7
 * "Maintenance (api_proxy/maint/)"; docs/maintenance.md). Dates are the site's calendar days, "YYYY-MM-DD".
 */

/** A contract is "expiring" while in progress with at most this many days left (its end day counted). */
export const CONTRACT_EXPIRING_DAYS = 30;
/** Units one contract covers at most. */
export const CONTRACT_MAX_UNITS = 100;
/** Buildings or equipment added in one call, and check items per piece of equipment. */
export const COVERAGE_BATCH_MAX = 100;
export const CHECK_ITEMS_MAX = 30;

export const maintMessages = {
  notADay: { zh: '日期格式应为YYYY-MM-DD', en: 'a day is YYYY-MM-DD' },
  endBeforeStart: { zh: '结束日期不能早于开始日期', en: 'the end is before the start' },
  outsidePeriod: { zh: '须在合同期限内', en: 'must lie within the contract period' },
  notMaintCompany: { zh: '不是维保公司', en: 'is not a maintenance company' },
  notUnit: { zh: '不是联网单位', en: 'is not a networked unit' },
  notCovered: { zh: '不属于合同的维保单位', en: 'is not a unit the contract covers' },
  buildingNotUnder: { zh: '所在建筑不在合同范围内', en: 'stands in a building not under contract' },
  notMaintPerson: { zh: '不是该维保公司的人员', en: 'is not a person of the maintenance company' },
  unitsNotBound: {
    zh: '维保公司只能为已绑定（非合同绑定）的单位签订合同',
    en: 'a maintenance company may only contract units already bound to it (not by a contract)',
  },
  inUse: { zh: '合同已有维修任务，不能删除', en: 'the contract has repair tasks and cannot be deleted' },
  suspended: { zh: '合同已暂停', en: 'the contract is suspended' },
  notSuspended: { zh: '合同未暂停', en: 'the contract is not suspended' },
} as const;

/** A site calendar day, "YYYY-MM-DD" (8997 naming the field otherwise). */
export const zDay = z
  .string()
  .trim()
  .superRefine((value, context) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(dayNumber(value)))
      context.addIssue({ code: 'invalid_format', format: 'date', input: value, message: maintMessages.notADay.en });
  });

/** The list filters of spec 002 §4: all, expiring, not started, in progress, finished. */
export const contractFilters = ['all', 'expiring', 'not_started', 'in_progress', 'finished'] as const;
export type ContractFilter = (typeof contractFilters)[number];
/** A contract's state on the site's today: 1 not started, 2 in progress, 3 finished. */
export const contractStates = { not_started: 1, in_progress: 2, finished: 3 } as const;
export type ContractState = (typeof contractStates)[keyof typeof contractStates];

/** The state of a contract on a day, and whether it is expiring (in progress, at most 30 days left). */
export const contractStateOn = (options: { today: string; startDate: string; endDate: string }) => {
  const { today, startDate, endDate } = options;
  const state: ContractState =
    today < startDate
      ? contractStates.not_started
      : today > endDate
        ? contractStates.finished
        : contractStates.in_progress;
  const daysLeft = dayNumber(endDate) - dayNumber(today) + 1;
  return {
    state,
    isExpiring: state === contractStates.in_progress && daysLeft <= CONTRACT_EXPIRING_DAYS,
    daysLeft: state === contractStates.finished ? 0 : daysLeft,
  };
};

const text = (max: number) => zLine(max).default('');
const capacity = zDecimal(2).pipe(z.number().min(0).max(1_000_000)).nullable().default(null);
const fileIds = z.array(z.string().trim().min(1).max(64)).max(5).default([]);
const phone = z.union([z.literal(''), zPhone]).default('');

/** POST maint/contract/info: a new contract; PUT: the same fields with its id. */
const contractFields = {
  /** The maintenance company; a maintenance company's people may leave it out (their own). */
  company_maint_id: zIdNumber.optional(),
  project_name: zName(50).min(1),
  entrust_company_name: zName(50).min(1),
  /** The units covered (scope). */
  company_ids: z.array(zIdNumber).min(1).max(CONTRACT_MAX_UNITS),
  project_contact_name: text(20),
  project_contact_phone: phone,
  spot_contact_name: text(20),
  spot_contact_phone: phone,
  /** The contract period: first and last day. */
  contact_period: z.tuple([zDay, zDay]),
  /** Yuan, two decimals. */
  contract_amount: zDecimal(2).pipe(z.number().min(0).max(1_000_000_000)).nullable().default(null),
  related_resp_uid: zIdNumber.nullable().default(null),
  fire_tank_location: text(100),
  /** Cubic metres. */
  fire_tank_capacity: capacity,
  fire_pool_location: text(100),
  fire_pool_capacity: capacity,
  fire_control_room_position: text(100),
  /** File ids of /upload/jupiter/attachment. */
  attachments: fileIds,
};
export const contractCreateSchema = z.object(contractFields);
export type ContractCreate = z.infer<typeof contractCreateSchema>;
export type ContractCreateInput = z.input<typeof contractCreateSchema>;
export const contractUpdateSchema = z.object({ id: zIdNumber, ...contractFields });
export type ContractUpdate = z.infer<typeof contractUpdateSchema>;

export const contractIdQuerySchema = z.object({ ...langQueryField, id: zId });

/** GET maint/contract/list (and project/list): filtered by state, project name, a covered unit or the company. */
export const contractListQuerySchema = pageQuerySchema.extend({
  ...langQueryField,
  status: z.enum(contractFilters).default('all'),
  project_name: z.string().trim().max(50).optional(),
  /** A covered unit (the unit page's 维保 tab). */
  company_id: zId.optional(),
  company_maint_id: zId.optional(),
});
export type ContractListQuery = z.infer<typeof contractListQuerySchema>;

const unitRef = z.object({ company_id: z.number(), company_name: z.string() });
const fileRef = z.object({ file_id: z.string(), name: z.string() });
const flag = z.union([z.literal(0), z.literal(1)]);

/** A contract as the calls answer it; `can_edit` is the server's verdict for the caller (docs/maintenance.md "Who writes"). */
export const contractSchema = z.object({
  id: z.number(),
  /** The contract's project (spec 002's project_id is the contract's id). */
  project_id: z.number(),
  company_maint_id: z.number(),
  company_maint_name: z.string(),
  project_name: z.string(),
  entrust_company_name: z.string(),
  company_ids: z.array(z.number()),
  companies: z.array(unitRef),
  project_contact_name: z.string(),
  project_contact_phone: z.string(),
  spot_contact_name: z.string(),
  spot_contact_phone: z.string(),
  contact_period: z.tuple([z.string(), z.string()]),
  contract_amount: z.number().nullable(),
  related_resp_uid: z.number().nullable(),
  related_resp_name: z.string(),
  fire_tank_location: z.string(),
  fire_tank_capacity: z.number().nullable(),
  fire_pool_location: z.string(),
  fire_pool_capacity: z.number().nullable(),
  fire_control_room_position: z.string(),
  attachments: z.array(fileRef),
  /** 1 not started, 2 in progress, 3 finished (on the site's today). */
  status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  is_expiring: flag,
  /** Days left, today and the end day counted; 0 once finished. */
  days_left: z.number(),
  can_edit: flag,
  /** The caller may change what the contract covers (buildings, equipment, check lists) and its entries. */
  can_work: flag,
  /** 0 while the centre has suspended the contract (已暂停): it binds no unit, its plans make no tasks. */
  is_active: flag,
  /** The last suspension (kept after a resume): epoch seconds, who and why; null / '' when never suspended. */
  suspended_time: z.number().nullable(),
  suspended_by_name: z.string(),
  suspend_reason: z.string(),
  resumed_time: z.number().nullable(),
  resumed_by_name: z.string(),
  /** The caller may suspend and resume it (the centre serving its units, the administrator). */
  can_suspend: flag,
  create_time: z.number(),
  update_time: z.number(),
});
export type Contract = z.infer<typeof contractSchema>;

/** PUT maint/contract/suspend: the centre suspends a contract, with the reason (required). */
export const contractSuspendSchema = z.object({ contract_id: zIdNumber, reason: zRemark.min(1) });
export type ContractSuspend = z.infer<typeof contractSuspendSchema>;
/** PUT maint/contract/resume: the centre resumes a suspended contract. */
export const contractResumeSchema = z.object({ contract_id: zIdNumber });
export type ContractResume = z.infer<typeof contractResumeSchema>;

/** The list's page, with how many contracts each filter holds (its tabs' counts). */
export const contractPageSchema = pageSchema(contractSchema).extend({
  counts: z.object(
    Object.fromEntries(contractFilters.map((filter) => [filter, z.number()])) as Record<ContractFilter, z.ZodNumber>,
  ),
});
export type ContractPage = z.infer<typeof contractPageSchema>;
export const deletedContractSchema = z.object({ id: z.number() });

/** GET maint/contract/maint_options and unit_options: who a contract may be made with, for this caller. */
export const contractOptionQuerySchema = z.object({
  ...langQueryField,
  company_name: z.string().trim().max(50).optional(),
});
export const contractOptionSchema = z.object({ company_id: z.number(), company_name: z.string() });
export type ContractOption = z.infer<typeof contractOptionSchema>;

/** GET maint/contract/resp_options: the maintenance company's people, for related_resp_uid. */
export const respOptionQuerySchema = z.object({ ...langQueryField, company_maint_id: zId });
export const respOptionSchema = z.object({ uid: z.number(), real_name: z.string(), mobile: z.string() });
export type RespOption = z.infer<typeof respOptionSchema>;

// ---- Buildings and equipment under contract ----

/** GET maint/mt_building_list: the contract's buildings, or (in_contract=0) its units' buildings not yet under it. */
export const mtBuildingListQuerySchema = z.object({
  ...langQueryField,
  contract_id: zId,
  in_contract: z.coerce.number().pipe(flag).default(1),
});
export const mtBuildingRowSchema = z.object({
  building_id: z.number(),
  building_name: z.string(),
  company_id: z.number(),
  company_name: z.string(),
  address: z.string(),
  /** Equipment of the building under the contract. */
  equip_count: z.number(),
});
export type MtBuildingRow = z.infer<typeof mtBuildingRowSchema>;

/** POST maint/mt_building: buildings of covered units taken under the contract. */
export const mtBuildingAddSchema = z.object({
  contract_id: zIdNumber,
  building_ids: z.array(zIdNumber).min(1).max(COVERAGE_BATCH_MAX),
});
/** What POST and DELETE maint/mt_building changed. */
export const mtBuildingChangeSchema = z.object({ contract_id: z.number(), building_ids: z.array(z.number()) });
/** GET and DELETE maint/mt_building: one building under contract. */
export const mtBuildingQuerySchema = z.object({ ...langQueryField, contract_id: zId, building_id: zId });

/** GET maint/contract_related/list: the contract's equipment, or (in_contract=0) candidates in its buildings. */
export const contractRelatedListQuerySchema = pageQuerySchema.extend({
  ...langQueryField,
  contract_id: zId,
  building_id: zId.optional(),
  in_contract: z.coerce.number().pipe(flag).default(1),
  equipment_name: z.string().trim().max(50).optional(),
});
export type ContractRelatedListQuery = z.infer<typeof contractRelatedListQuerySchema>;

export const checkItemSchema = z.object({ item_name: zName(50).min(1), check_require: zRemark.default('') });
export type CheckItem = z.infer<typeof checkItemSchema>;

export const contractRelatedRowSchema = z.object({
  /** The row's id (0 for a candidate not under contract). */
  id: z.number(),
  contract_id: z.number(),
  equipment_id: z.number(),
  equipment_name: z.string(),
  equipment_number: z.string(),
  enum_equipment_type: z.number(),
  building_id: z.number().nullable(),
  building_name: z.string(),
  floor_name: z.string(),
  position_desc: z.string(),
  /** enum_check_cycle: 3 month, 2 quarter, 1 year. */
  check_cycle: z.number(),
  check_count: z.number(),
});
export type ContractRelatedRow = z.infer<typeof contractRelatedRowSchema>;
export const contractRelatedPageSchema = pageSchema(contractRelatedRowSchema);
export type ContractRelatedPage = z.infer<typeof contractRelatedPageSchema>;
export const contractRelatedSchema = contractRelatedRowSchema.extend({ check_items: z.array(checkItemSchema) });
export type ContractRelated = z.infer<typeof contractRelatedSchema>;

/** POST maint/contract_related/info: equipment of buildings under contract; each starts with its type's check list. */
export const contractRelatedAddSchema = z.object({
  contract_id: zIdNumber,
  equipment_ids: z.array(zIdNumber).min(1).max(COVERAGE_BATCH_MAX),
});
/** PUT maint/contract_related/info: the equipment's check list. */
export const contractRelatedUpdateSchema = z.object({
  id: zIdNumber,
  check_items: z.array(checkItemSchema).min(1).max(CHECK_ITEMS_MAX),
});
/** What POST and DELETE maint/contract_related/info changed (ids of the rows under contract). */
export const contractRelatedChangeSchema = z.object({ contract_id: z.number(), ids: z.array(z.number()) });
export const contractRelatedIdQuerySchema = z.object({ ...langQueryField, id: zId });

/** GET maint/mt_building: one building under contract with its equipment and their check lists. */
export const mtBuildingSchema = mtBuildingRowSchema.extend({
  contract_id: z.number(),
  equipment: z.array(contractRelatedSchema),
});
export type MtBuilding = z.infer<typeof mtBuildingSchema>;

/** GET maint/contract_equip_check/list: every check item of the contract's equipment, one row each. */
export const equipCheckListQuerySchema = pageQuerySchema.extend({
  ...langQueryField,
  contract_id: zId,
  building_id: zId.optional(),
});
export const equipCheckRowSchema = z.object({
  related_id: z.number(),
  equipment_id: z.number(),
  equipment_name: z.string(),
  enum_equipment_type: z.number(),
  building_name: z.string(),
  position_desc: z.string(),
  check_cycle: z.number(),
  /** 1-based number of the item in the equipment's list. */
  item_no: z.number(),
  item_name: z.string(),
  check_require: z.string(),
});
export type EquipCheckRow = z.infer<typeof equipCheckRowSchema>;
export const equipCheckPageSchema = pageSchema(equipCheckRowSchema);

// ---- Maintenance-company entries (维保单位进场) ----

const entryFields = {
  contract_id: zIdNumber,
  start_time: zDay,
  end_time: zDay,
  head_name: zName(20).min(1),
  maint_content: zRemark.default(''),
};
export const entryCreateSchema = z.object(entryFields);
export type EntryCreate = z.infer<typeof entryCreateSchema>;
export const entryUpdateSchema = z.object({ id: zIdNumber, ...entryFields });
export type EntryUpdate = z.infer<typeof entryUpdateSchema>;
export const entryIdQuerySchema = z.object({ ...langQueryField, id: zId });
export const entryListQuerySchema = pageQuerySchema.extend({ ...langQueryField, contract_id: zId });
export const entrySchema = z.object({
  id: z.number(),
  contract_id: z.number(),
  project_name: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  head_name: z.string(),
  maint_content: z.string(),
  create_time: z.number(),
});
export type Entry = z.infer<typeof entrySchema>;
export const entryPageSchema = pageSchema(entrySchema);

// ---- Projects ----

/** GET maint/project/list: each contract's project with what is under it and its last entry. */
export const projectSchema = z.object({
  project_id: z.number(),
  project_name: z.string(),
  contract_id: z.number(),
  company_maint_id: z.number(),
  company_maint_name: z.string(),
  companies: z.array(unitRef),
  contact_period: z.tuple([z.string(), z.string()]),
  status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  is_expiring: flag,
  days_left: z.number(),
  related_resp_name: z.string(),
  building_count: z.number(),
  equip_count: z.number(),
  check_count: z.number(),
  entry_count: z.number(),
  last_entry: z.object({ start_time: z.string(), end_time: z.string(), head_name: z.string() }).nullable(),
});
export type Project = z.infer<typeof projectSchema>;
export const projectPageSchema = pageSchema(projectSchema).extend({ counts: contractPageSchema.shape.counts });
export type ProjectPage = z.infer<typeof projectPageSchema>;

export const contractOptionsSchema = z.array(contractOptionSchema);
export const respOptionsSchema = z.array(respOptionSchema);
export const mtBuildingRowsSchema = z.array(mtBuildingRowSchema);
