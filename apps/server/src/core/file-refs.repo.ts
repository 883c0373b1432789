import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { files } from '../db/schema';

/** Which of these file ids were uploaded. */
export const selectUploadedFileIds = async (db: DbOrTx, ids: readonly string[]) =>
  new Set(
    (
      await db
        .select({ id: files.id })
        .from(files)
        .where(inArray(files.id, [...ids]))
    ).map((row) => row.id),
  );
