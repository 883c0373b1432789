import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { buildings } from './buildings';
import { equipment } from './equipment';
import { organisations } from './orgs';
import { users } from './users';

/**
 * Maintenance contracts (维保合同, spec 002 §3) of a maintenance company. The units a contract covers are
 * `maint_contract_units`; while a contract is live (is_active, start_date ≤ the site's today ≤ end_date) it binds its
 * maintenance company to them through org_bindings (origin 'contract', docs/maintenance.md "Scope"). The project of
 * spec 002 is the contract's project: project_id = id.
 */
export const maintContracts = pgTable(
  'maint_contracts',
  {
    id: serial('id').primaryKey(),
    companyMaintId: integer('company_maint_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    projectName: text('project_name').notNull(),
    /** The party that signed the contract with the maintenance company (委托单位), as written on it. */
    entrustCompanyName: text('entrust_company_name').notNull().default(''),
    projectContactName: text('project_contact_name').notNull().default(''),
    projectContactPhone: text('project_contact_phone').notNull().default(''),
    spotContactName: text('spot_contact_name').notNull().default(''),
    spotContactPhone: text('spot_contact_phone').notNull().default(''),
    /** contact_period: the first and last day of the contract, on the site's calendar. */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** Yuan. */
    contractAmount: numeric('contract_amount', { precision: 14, scale: 2, mode: 'number' }),
    /** The maintenance company's person responsible for the contract. */
    relatedRespUid: integer('related_resp_uid').references(() => users.id, { onDelete: 'set null' }),
    fireTankLocation: text('fire_tank_location').notNull().default(''),
    /** Cubic metres. */
    fireTankCapacity: doublePrecision('fire_tank_capacity'),
    firePoolLocation: text('fire_pool_location').notNull().default(''),
    firePoolCapacity: doublePrecision('fire_pool_capacity'),
    fireControlRoomPosition: text('fire_control_room_position').notNull().default(''),
    /** File ids (modules/files, kind attachment). */
    attachments: text('attachments')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** False while the centre has suspended the contract (暂停): it binds nothing, its plans make no tasks. */
    isActive: boolean('is_active').notNull().default(true),
    /** The last suspension: who, when and why (kept after a resume, beside who resumed it and when). */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspendedBy: integer('suspended_by').references(() => users.id, { onDelete: 'set null' }),
    suspendReason: text('suspend_reason').notNull().default(''),
    resumedAt: timestamp('resumed_at', { withTimezone: true }),
    resumedBy: integer('resumed_by').references(() => users.id, { onDelete: 'set null' }),
    createrId: integer('creater_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('maint_contracts_maint_idx').on(t.companyMaintId, t.endDate),
    index('maint_contracts_live_idx').on(t.startDate, t.endDate),
  ],
);

/** The units a contract covers (company_ids). */
export const maintContractUnits = pgTable(
  'maint_contract_units',
  {
    contractId: integer('contract_id')
      .notNull()
      .references(() => maintContracts.id, { onDelete: 'cascade' }),
    unitId: integer('company_cared_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.contractId, t.unitId] }), index('maint_contract_units_cared_idx').on(t.unitId)],
);

/** Buildings under contract (mt_building): buildings of the covered units the contract's maintenance takes in. */
export const maintContractBuildings = pgTable(
  'maint_contract_buildings',
  {
    contractId: integer('contract_id')
      .notNull()
      .references(() => maintContracts.id, { onDelete: 'cascade' }),
    buildingId: integer('building_id')
      .notNull()
      .references(() => buildings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.contractId, t.buildingId] })],
);

export type MaintCheckItem = { item_name: string; check_require: string };

/**
 * Equipment under contract (contract_related): a fire facility of a covered unit with the check list the maintenance
 * works through (contract_equip_check), started from its type's template and edited per contract.
 */
export const maintContractEquipment = pgTable(
  'maint_contract_equipment',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => maintContracts.id, { onDelete: 'cascade' }),
    equipmentId: integer('equipment_id')
      .notNull()
      .references(() => equipment.id, { onDelete: 'cascade' }),
    checkItems: jsonb('check_items').$type<MaintCheckItem[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('maint_contract_equipment_uq').on(t.contractId, t.equipmentId)],
);

/** Maintenance-company entries (维保单位进场, spec 002 §3): a period the company works on site under a contract. */
export const maintEntries = pgTable(
  'maint_entries',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => maintContracts.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    headName: text('head_name').notNull(),
    maintContent: text('maint_content').notNull().default(''),
    createrId: integer('creater_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('maint_entries_contract_idx').on(t.contractId, t.startDate)],
);

/**
 * Charges of a contract (收费, docs/maintenance.md "Charges"): its billing periods, each with the amount due, what was
 * received in all and when. The state (unpaid, partly paid, paid, overdue) is derived on the site's day, never stored.
 * Periods of one contract do not overlap (the service checks under the contract's row lock); `(contract_id,
 * start_date)` is unique, so a schedule generated twice at once makes each period once.
 */
export const maintCharges = pgTable(
  'maint_charges',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => maintContracts.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amountDue: numeric('amount_due', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    amountReceived: numeric('amount_received', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    receivedDate: date('received_date', { mode: 'string' }),
    invoiceNo: text('invoice_no').notNull().default(''),
    remark: text('remark').notNull().default(''),
    createrId: integer('creater_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('maint_charges_contract_start_idx').on(t.contractId, t.startDate),
    index('maint_charges_start_idx').on(t.startDate),
  ],
);

/**
 * Repair tasks (维修任务, spec 002 §3–§4; docs/maintenance.md "Repair tasks"). enum_task_status (shared
 * `repairStatuses`): 1 to assign, 2 to receive, 3 in progress, 4 completed (awaiting the unit's confirmation), 5 closed
 * (confirmed), 6 cancelled; a task sent back returns to 3. enum_task_origin (`repairOrigins`): 1 by hand, 2 a failed
 * maintenance item, 3 a fault alarm, 4 a patrol item, 5 a hazard, with the source's id in `source_id`; type 2 = repair.
 */
export const repairTasks = pgTable(
  'repair_tasks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taskName: text('task_name').notNull(),
    projectId: integer('project_id'),
    contractId: integer('contract_id'),
    companyMaintId: integer('company_maint_id').notNull(),
    unitId: integer('company_cared_id').notNull(),
    enumTaskOrigin: smallint('enum_task_origin').notNull(),
    enumTaskType: smallint('enum_task_type').notNull(),
    enumTaskStatus: smallint('enum_task_status').notNull(),
    thingId: integer('thing_id'),
    thingType: integer('thing_type'),
    eventId: bigint('event_id', { mode: 'number' }),
    /** The source record of origins 2, 4, 5 (a maintenance task item, a patrol item, a hazard). */
    sourceId: integer('source_id'),
    equipId: integer('equip_id').notNull().default(-1),
    createrId: integer('creater_id').notNull(),
    /** facility_fault_desc: the fault as reported (mt_task_confirm.fault_desc of the alarm's request). */
    faultDesc: text('fault_desc').notNull(),
    departmentId: integer('department_id'),
    /** enum_task_level (urgency): 1 normal, 2 urgent, 3 critical. */
    enumTaskLevel: smallint('enum_task_level').notNull().default(1),
    equipName: text('equip_name').notNull().default(''),
    facilityAddress: text('facility_address').notNull().default(''),
    remark: text('remark').notNull().default(''),
    /** The executor: a person of the maintenance company. */
    relatedRespUid: integer('related_resp_uid'),
    relatedPartUser: integer('related_part_user')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    testResult: text('test_result').notNull().default(''),
    taskConfirmGraph: text('task_confirm_graph')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    attachments: text('attachments')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One live application per source event: a second one while it is not cancelled (6) is refused by this index.
    uniqueIndex('repair_tasks_event_live_uq')
      .on(t.eventId)
      .where(sql`${t.eventId} is not null and ${t.enumTaskStatus} <> 6`),
    // One repair task per source record (a failed maintenance item raises one, however often it is asked).
    uniqueIndex('repair_tasks_source_uq')
      .on(t.enumTaskOrigin, t.sourceId)
      .where(sql`${t.sourceId} is not null`),
    index('repair_tasks_cared_idx').on(t.unitId, t.createdAt),
    index('repair_tasks_maint_idx').on(t.companyMaintId, t.createdAt),
    index('repair_tasks_thing_idx').on(t.thingId),
  ],
);

/** Every step of a repair task with who and when (create, edit, assign, receive, complete, confirm, send_back, cancel). */
export const repairTaskSteps = pgTable(
  'repair_task_steps',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taskId: bigint('task_id', { mode: 'number' })
      .notNull()
      .references(() => repairTasks.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    userId: integer('user_id'),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('repair_task_steps_task_idx').on(t.taskId, t.id)],
);

/**
 * Repair reports (维修报告, docs/maintenance.md "Repair reports"): completed or closed repair tasks of one maintenance
 * company, each in at most one report (`repair_report_tasks.task_id` unique); deleting a report frees its tasks.
 */
export const repairReports = pgTable(
  'repair_reports',
  {
    id: serial('id').primaryKey(),
    companyMaintId: integer('company_maint_id').notNull(),
    reportName: text('report_name').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('repair_reports_maint_idx').on(t.companyMaintId, t.createdAt)],
);

export const repairReportTasks = pgTable(
  'repair_report_tasks',
  {
    reportId: integer('report_id')
      .notNull()
      .references(() => repairReports.id, { onDelete: 'cascade' }),
    taskId: bigint('task_id', { mode: 'number' })
      .notNull()
      .references(() => repairTasks.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.taskId] }), uniqueIndex('repair_report_tasks_task_uq').on(t.taskId)],
);

/**
 * Maintenance plans (维保计划, docs/maintenance.md "Plans and tasks"): a contract's maintenance items (equipment under
 * contract) and how its period is broken down into tasks (breakdown_type 0 none … 5 year, breakdown_list the slots).
 */
export const maintPlans = pgTable(
  'maint_plans',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => maintContracts.id, { onDelete: 'cascade' }),
    planName: text('plan_name').notNull(),
    enumTaskType: smallint('enum_task_type').notNull().default(1),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    relatedRespUid: integer('related_resp_uid').references(() => users.id, { onDelete: 'set null' }),
    relatedIds: integer('related_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    breakdownType: smallint('breakdown_type').notNull().default(0),
    breakdownList: integer('breakdown_list')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    remark: text('remark').notNull().default(''),
    createrId: integer('creater_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('maint_plans_contract_idx').on(t.contractId, t.endDate)],
);

/**
 * Maintenance tasks (维保任务, spec 002 §3): made by hand or by a plan (one per period slot: the unique
 * (plan_id, period_start) index makes the scheduler's generation happen exactly once). enum_maint_status 1 to assign,
 * 2 to receive, 3 in progress, 4 completed.
 */
export const maintTasks = pgTable(
  'maint_tasks',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => maintContracts.id, { onDelete: 'cascade' }),
    planId: integer('plan_id').references(() => maintPlans.id, { onDelete: 'set null' }),
    periodStart: date('period_start', { mode: 'string' }),
    taskName: text('task_name').notNull(),
    enumTaskType: smallint('enum_task_type').notNull().default(1),
    planStartDate: date('plan_start_date', { mode: 'string' }).notNull(),
    planEndDate: date('plan_end_date', { mode: 'string' }).notNull(),
    relatedRespUid: integer('related_resp_uid').references(() => users.id, { onDelete: 'set null' }),
    status: smallint('enum_maint_status').notNull().default(1),
    assignedBy: integer('assigned_by'),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    receivedBy: integer('received_by'),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    finishedBy: integer('finished_by'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createrId: integer('creater_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('maint_tasks_plan_period_uq').on(t.planId, t.periodStart),
    index('maint_tasks_contract_idx').on(t.contractId, t.status),
    index('maint_tasks_resp_idx').on(t.relatedRespUid, t.status),
  ],
);

/** One piece of equipment of a task with its result: 0 not recorded, 1 pass, 2 fail, 3 not checked. */
export const maintTaskItems = pgTable(
  'maint_task_items',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => maintTasks.id, { onDelete: 'cascade' }),
    relatedId: integer('related_id')
      .notNull()
      .references(() => maintContractEquipment.id, { onDelete: 'cascade' }),
    result: smallint('result').notNull().default(0),
    reading: text('reading').notNull().default(''),
    remark: text('remark').notNull().default(''),
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    checkedBy: integer('checked_by'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('maint_task_items_uq').on(t.taskId, t.relatedId)],
);

/**
 * A maintenance report (维保报告, spec 002 §3, §5): completed tasks of one contract (so of one maintenance company),
 * each task in at most one report (`maint_report_tasks.task_id` unique). `auto_period_start` is set on the reports
 * `auto_create_report` and the scheduler make (the month's first day): unique with the contract, so each contract's
 * month has one automatic report however many runs race (ON CONFLICT DO NOTHING); NULL on reports made by hand.
 */
export const maintReports = pgTable(
  'maint_reports',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => maintContracts.id, { onDelete: 'cascade' }),
    reportName: text('report_name').notNull(),
    /** 1 maintenance, 3 testing; 0 when its tasks are of both kinds. */
    enumTaskType: smallint('enum_task_type').notNull().default(0),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    isAuto: boolean('is_auto').notNull().default(false),
    autoPeriodStart: date('auto_period_start', { mode: 'string' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('maint_reports_auto_uq').on(t.contractId, t.autoPeriodStart),
    index('maint_reports_contract_idx').on(t.contractId, t.createdAt),
  ],
);

/** The tasks of a report; a task is in at most one report. */
export const maintReportTasks = pgTable(
  'maint_report_tasks',
  {
    reportId: integer('report_id')
      .notNull()
      .references(() => maintReports.id, { onDelete: 'cascade' }),
    taskId: integer('task_id')
      .notNull()
      .references(() => maintTasks.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.taskId] }), uniqueIndex('maint_report_tasks_task_uq').on(t.taskId)],
);
