import { integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/** Remote enum tables served by /api_proxy/enum/list/{enum}/ (id, name, eng_name, company_class, is_show). */
export const remoteEnums = pgTable(
  'remote_enums',
  {
    enumName: text('enum_name').notNull(),
    id: integer('id').notNull(),
    name: text('name').notNull(),
    engName: text('eng_name').notNull(),
    companyClass: text('company_class'),
    isShow: smallint('is_show').notNull().default(1),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.enumName, t.id] })],
);
