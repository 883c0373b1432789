import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { confirmReasons } from '../../db/schema';

/**
 * Handling reasons of a category and confirm type: the ones for the device's type or model first, then the general
 * ones; another type's or model's are left out.
 */
export const selectConfirmReasons = (
  db: DbOrTx,
  filter: { category: string; confirmType: number; deviceType?: string; deviceModel?: string },
) =>
  db
    .select()
    .from(confirmReasons)
    .where(
      and(
        eq(confirmReasons.statusCategory, filter.category),
        eq(confirmReasons.enumConfirmType, filter.confirmType),
        or(
          isNull(confirmReasons.deviceType),
          filter.deviceType ? eq(confirmReasons.deviceType, filter.deviceType) : sql`false`,
        ),
        or(
          isNull(confirmReasons.deviceModel),
          filter.deviceModel ? eq(confirmReasons.deviceModel, filter.deviceModel) : sql`false`,
        ),
      ),
    )
    .orderBy(
      sql`(${confirmReasons.deviceType} is null and ${confirmReasons.deviceModel} is null)`,
      asc(confirmReasons.sort),
    );
