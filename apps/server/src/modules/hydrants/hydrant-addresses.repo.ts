import type { HydrantAddressListQuery } from '@fireline/shared';
import { and, asc, count, eq, getTableColumns, ilike, like, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { hydrantAddresses, hydrants } from '../../db/schema';
import { inReach, type Reach } from '../../core/scope';

// Qualified by hand: Drizzle leaves columns of a single-table select unqualified, which a subquery would capture.
const hydrantCount = sql<number>`(select count(*) from "hydrants" h where h."address_id" = "hydrant_addresses"."id")::int`;
const withCount = { ...getTableColumns(hydrantAddresses), hydrantCount };
export type AddressRow = typeof hydrantAddresses.$inferSelect & { hydrantCount: number };

export const findAddressRow = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(hydrantAddresses).where(eq(hydrantAddresses.id, id));
  return row;
};

/** An address with the number of hydrants on it. */
export const findAddressWithCount = async (db: DbOrTx, id: number): Promise<AddressRow | undefined> => {
  const [row] = await db.select(withCount).from(hydrantAddresses).where(eq(hydrantAddresses.id, id));
  return row;
};

/** Visible owners' addresses by region (prefix: a county code finds its streets) and text (contains), one page. */
export const selectAddressPage = async (db: DbOrTx, reach: Reach, query: HydrantAddressListQuery) => {
  const where = and(
    inReach(reach, hydrantAddresses.companyId),
    query.company_id ? eq(hydrantAddresses.companyId, query.company_id) : undefined,
    query.region_code ? like(hydrantAddresses.regionCode, `${query.region_code}%`) : undefined,
    query.address ? ilike(hydrantAddresses.address, containsPattern(query.address)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(withCount)
      .from(hydrantAddresses)
      .where(where)
      .orderBy(asc(hydrantAddresses.regionCode), asc(hydrantAddresses.address), asc(hydrantAddresses.id))
      .limit(query.page_size)
      .offset(query.page_no * query.page_size),
    db.select({ value: count() }).from(hydrantAddresses).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
};

/** Adds an address to its owner's list; undefined when the owner already has it. */
export const insertAddress = async (
  db: DbOrTx,
  values: { companyId: number; regionCode: string; address: string; remark: string },
) => {
  const [row] = await db
    .insert(hydrantAddresses)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: hydrantAddresses.id });
  return row?.id;
};

export const updateAddressRow = async (
  db: DbOrTx,
  id: number,
  values: { regionCode: string; address: string; remark: string },
) => {
  await db.update(hydrantAddresses).set(values).where(eq(hydrantAddresses.id, id));
};

/** Deletes an address no hydrant stands on (the check and the delete are one statement); false when one does. */
export const deleteUnusedAddress = async (db: DbOrTx, id: number) => {
  const deleted = await db
    .delete(hydrantAddresses)
    .where(
      and(eq(hydrantAddresses.id, id), sql`not exists (select 1 from ${hydrants} where ${hydrants.addressId} = ${id})`),
    )
    .returning({ id: hydrantAddresses.id });
  return deleted.length > 0;
};
