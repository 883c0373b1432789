import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { remoteEnums } from '../../db/schema';

export type RemoteEnumRow = typeof remoteEnums.$inferSelect;

/** What the shown entries may be narrowed by: a company class, or one field's value. */
export type EnumFilter =
  | { companyClass?: string }
  | { key: 'id'; value: number }
  | { key: 'name' | 'eng_name' | 'company_class'; value: string };

const columnOf = {
  name: remoteEnums.name,
  eng_name: remoteEnums.engName,
  company_class: remoteEnums.companyClass,
};

/** A table's shown entries (is_show = 1) in their order. */
export const selectShownEntries = (db: DbOrTx, enumName: string, filter: EnumFilter = {}) =>
  db
    .select()
    .from(remoteEnums)
    .where(
      and(
        eq(remoteEnums.enumName, enumName),
        eq(remoteEnums.isShow, 1),
        'key' in filter
          ? filter.key === 'id'
            ? eq(remoteEnums.id, filter.value)
            : eq(columnOf[filter.key], filter.value)
          : filter.companyClass
            ? eq(remoteEnums.companyClass, filter.companyClass)
            : undefined,
      ),
    )
    .orderBy(asc(remoteEnums.sort), asc(remoteEnums.id));

/** Whether a table has any entry at all (shown or hidden). */
export const hasEnumTable = async (db: DbOrTx, enumName: string) =>
  (await db.select({ id: remoteEnums.id }).from(remoteEnums).where(eq(remoteEnums.enumName, enumName)).limit(1))
    .length > 0;
