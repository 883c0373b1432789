import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { remoteEnums } from '../../db/schema';

/** The shown entries of one code table, in their order. */
export const selectShownEntries = (db: DbOrTx, enumName: string) =>
  db
    .select()
    .from(remoteEnums)
    .where(and(eq(remoteEnums.enumName, enumName), eq(remoteEnums.isShow, 1)))
    .orderBy(asc(remoteEnums.sort), asc(remoteEnums.id));

/** Whether the value is a shown entry of the code table. */
export const hasShownEntry = async (db: DbOrTx, enumName: string, id: number) => {
  const [row] = await db
    .select({ id: remoteEnums.id })
    .from(remoteEnums)
    .where(and(eq(remoteEnums.enumName, enumName), eq(remoteEnums.id, id), eq(remoteEnums.isShow, 1)))
    .limit(1);
  return row !== undefined;
};
