import type { RemoteEnumItem } from '@fireline/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { remoteEnums } from '../../db/schema';

/** The enum/{name}/info calls of spec 001 §7: the shown entries of one code table, in their order. */
export const listShownEnum = async (db: DbOrTx, enumName: string): Promise<RemoteEnumItem[]> =>
  (
    await db
      .select()
      .from(remoteEnums)
      .where(and(eq(remoteEnums.enumName, enumName), eq(remoteEnums.isShow, 1)))
      .orderBy(asc(remoteEnums.sort), asc(remoteEnums.id))
  ).map((row) => ({ id: row.id, name: row.name, eng_name: row.engName, company_class: row.companyClass, is_show: 1 }));
