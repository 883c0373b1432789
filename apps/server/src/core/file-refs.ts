import { ErrorCodes } from '@fireline/shared';
import type { DbOrTx } from '../db/client';
import { AppError } from './app-error';
import { selectUploadedFileIds } from './file-refs.repo';

/** Refuses (8996, naming the field) picture fields whose file ids were never uploaded: one query for all fields. */
export const requireUploadedFiles = async (db: DbOrTx, fields: Record<string, readonly string[] | undefined>) => {
  const ids = [...new Set(Object.values(fields).flatMap((value) => value ?? []))];
  if (ids.length === 0) return;
  const found = await selectUploadedFileIds(db, ids);
  for (const [field, value] of Object.entries(fields)) {
    if ((value ?? []).some((id) => !found.has(id))) {
      throw new AppError(ErrorCodes.paramValue, {
        detail: { zh: `${field} 含有未上传的文件`, en: `${field} holds a file that was not uploaded` },
        data: { field },
      });
    }
  }
};
