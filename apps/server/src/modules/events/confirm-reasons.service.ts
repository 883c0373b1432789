import type { Lang } from '@fireline/shared';
import type { DbOrTx } from '../../db/client';
import { selectConfirmReasons } from './confirm-reasons.repo';

/** The handling dialog's reasons for a category and confirm type, in the caller's language. */
export const listConfirmReasons = async (
  db: DbOrTx,
  options: { lang: Lang; category: string; confirmType: number; deviceType?: string; deviceModel?: string },
) => {
  const rows = await selectConfirmReasons(db, options);
  return rows.map((row) => ({ id: row.id, reason: options.lang === 'en' ? row.reasonEn : row.reason }));
};
