import type { RemoteEnumItem } from '@fireline/shared';
import type { DbOrTx } from '../../db/client';
import { hasShownEntry, selectShownEntries } from './code-tables.repo';
import { invalidChoice } from './record-checks';

/** The enum/{name}/info calls of spec 001 §7: the shown entries of one code table, in their order. */
export const listShownEnum = async (db: DbOrTx, enumName: string): Promise<RemoteEnumItem[]> =>
  (await selectShownEntries(db, enumName)).map((row) => ({
    id: row.id,
    name: row.name,
    eng_name: row.engName,
    company_class: row.companyClass,
    is_show: 1,
  }));

/** The value must be a shown entry of the code table (the form offers only those); null is no value. */
export const requireEnumValue = async (db: DbOrTx, options: { enumName: string; id: number | null; field: string }) => {
  if (options.id === null) return;
  if (!(await hasShownEntry(db, options.enumName, options.id))) throw invalidChoice(options.field);
};
