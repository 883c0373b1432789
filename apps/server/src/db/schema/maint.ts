import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Maintenance contracts (维保合同) between a maintenance company and a cared unit; minimal here (the repair request's
 * company options), the maintenance issue grows them. The project of spec 002 is the contract's project: project_id = id.
 */
export const maintContracts = pgTable(
  'maint_contracts',
  {
    id: serial('id').primaryKey(),
    companyMaintId: integer('company_maint_id').notNull(),
    companyCaredId: integer('company_cared_id').notNull(),
    projectName: text('project_name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('maint_contracts_cared_idx').on(t.companyCaredId, t.endDate),
    index('maint_contracts_maint_idx').on(t.companyMaintId),
  ],
);

/**
 * Repair tasks (维修任务, spec 002 §3–§4). enum_task_status: 1 pending, 2 processing, 3 finished, 4 cancelled;
 * origin 3 = raised from a fault alarm, type 2 = repair.
 */
export const repairTasks = pgTable(
  'repair_tasks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taskName: text('task_name').notNull(),
    projectId: integer('project_id'),
    contractId: integer('contract_id'),
    companyMaintId: integer('company_maint_id').notNull(),
    companyCaredId: integer('company_cared_id').notNull(),
    enumTaskOrigin: smallint('enum_task_origin').notNull(),
    enumTaskType: smallint('enum_task_type').notNull(),
    enumTaskStatus: smallint('enum_task_status').notNull(),
    thingId: integer('thing_id'),
    thingType: integer('thing_type'),
    eventId: bigint('event_id', { mode: 'number' }),
    equipId: integer('equip_id').notNull().default(-1),
    createrId: integer('creater_id').notNull(),
    faultDesc: text('fault_desc').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One live application per source event: a second one while it is not cancelled is refused by this index.
    uniqueIndex('repair_tasks_event_live_uq')
      .on(t.eventId)
      .where(sql`${t.eventId} is not null and ${t.enumTaskStatus} <> 4`),
    index('repair_tasks_cared_idx').on(t.companyCaredId, t.createdAt),
    index('repair_tasks_maint_idx').on(t.companyMaintId, t.createdAt),
  ],
);
