import { date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organisations } from './orgs';

/** Fire systems (消防系统) of a unit (spec 001 §3 "System"); type codes are GB/T 26875.3 system types. */
export const fireSystems = pgTable(
  'fire_systems',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => organisations.id),
    name: text('name').notNull(),
    systemType: smallint('system_type').notNull(),
    /** 1 in use, 2 under maintenance, 3 out of service. */
    systemStatus: smallint('system_status').notNull().default(1),
    transmissionEquipment: text('transmission_equipment'),
    /** Where the system is (spec: remark = location). */
    remark: text('remark'),
    installTime: date('install_time'),
    maintTime: date('maint_time'),
    /** Maintenance cycle in months; with maint_time it gives the remaining validity. */
    expirationMonth: integer('expiration_month'),
    systemImg: text('system_img'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fire_systems_company_name_uq').on(t.companyId, t.name),
    index('fire_systems_company_idx').on(t.companyId, t.id),
  ],
);
