import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../db/client';
import { files } from '../db/schema';

/** A stored upload row (no bytes needed) so archive fields can refer to its file id. */
export const buildFile = async (db: DbOrTx, kind = 'image') => {
  const id = randomUUID().replaceAll('-', '');
  await db
    .insert(files)
    .values({ id, kind, originalName: `${id}.png`, mime: 'image/png', size: 1024, storageKey: `test/${id}` });
  return id;
};
