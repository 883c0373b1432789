import {
  ErrorCodes,
  hydrantMessages,
  type HydrantAddressCreate,
  type HydrantAddressItem,
  type HydrantAddressListQuery,
  type HydrantAddressUpdate,
} from '@fireline/shared';
import { and, asc, count, eq, getTableColumns, ilike, like, sql } from 'drizzle-orm';
import { AppError } from '../../core/app-error';
import type { DbOrTx } from '../../db/client';
import { hydrantAddresses, hydrants } from '../../db/schema';
import { epoch, isUniqueViolation, noData } from '../equipment';
import { containsPattern } from '../../db/like';
import { hydrantVisible, requireOwner, type HydrantAccess } from './hydrant-access';

// Qualified by hand: Drizzle leaves columns of a single-table select unqualified, which a subquery would capture.
const hydrantCount = sql<number>`(select count(*) from "hydrants" h where h."address_id" = "hydrant_addresses"."id")::int`;

const present = (row: typeof hydrantAddresses.$inferSelect & { hydrantCount: number }): HydrantAddressItem => ({
  address_id: row.id,
  company_id: row.companyId,
  region_code: row.regionCode,
  address: row.address,
  remark: row.remark,
  hydrant_count: Number(row.hydrantCount),
  create_time: epoch(row.createdAt),
});

const exists = () =>
  new AppError(ErrorCodes.alreadyExists, { detail: hydrantMessages.addressExists, data: { field: 'address' } });

const requireAddress = async (db: DbOrTx, access: HydrantAccess, id: number) => {
  const [row] = await db.select().from(hydrantAddresses).where(eq(hydrantAddresses.id, id));
  if (!row) throw noData();
  requireOwner(access, row.companyId);
  return row;
};

const findItem = async (db: DbOrTx, id: number) => {
  const [row] = await db
    .select({ ...getTableColumns(hydrantAddresses), hydrantCount })
    .from(hydrantAddresses)
    .where(eq(hydrantAddresses.id, id));
  return present(row!);
};

/** The Address_list screen: visible owners' addresses by region (prefix: a county code finds its streets) and text. */
export const listHydrantAddresses = async (db: DbOrTx, access: HydrantAccess, query: HydrantAddressListQuery) => {
  if (query.company_id) requireOwner(access, query.company_id);
  const where = and(
    hydrantVisible(access, hydrantAddresses.companyId),
    query.company_id ? eq(hydrantAddresses.companyId, query.company_id) : undefined,
    query.region_code ? like(hydrantAddresses.regionCode, `${query.region_code}%`) : undefined,
    query.address ? ilike(hydrantAddresses.address, containsPattern(query.address)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...getTableColumns(hydrantAddresses), hydrantCount })
      .from(hydrantAddresses)
      .where(where)
      .orderBy(asc(hydrantAddresses.regionCode), asc(hydrantAddresses.address), asc(hydrantAddresses.id))
      .limit(query.page_size)
      .offset(query.page_no * query.page_size),
    db.select({ value: count() }).from(hydrantAddresses).where(where),
  ]);
  return { list: rows.map(present), total: total?.value ?? 0 };
};

export const getHydrantAddress = async (db: DbOrTx, access: HydrantAccess, id: number) => {
  await requireAddress(db, access, id);
  return findItem(db, id);
};

export const createHydrantAddress = async (db: DbOrTx, access: HydrantAccess, body: HydrantAddressCreate) => {
  const ownerId = body.company_id ?? access.orgId;
  requireOwner(access, ownerId);
  const [row] = await db
    .insert(hydrantAddresses)
    .values({ companyId: ownerId, regionCode: body.region_code, address: body.address, remark: body.remark })
    .onConflictDoNothing()
    .returning({ id: hydrantAddresses.id });
  if (!row) throw exists();
  return findItem(db, row.id);
};

/** Renaming an address renames it for every hydrant on it. */
export const updateHydrantAddress = async (db: DbOrTx, access: HydrantAccess, body: HydrantAddressUpdate) => {
  const current = await requireAddress(db, access, body.address_id);
  try {
    await db
      .update(hydrantAddresses)
      .set({ regionCode: body.region_code, address: body.address, remark: body.remark })
      .where(eq(hydrantAddresses.id, current.id));
  } catch (error) {
    if (isUniqueViolation(error)) throw exists();
    throw error;
  }
  return findItem(db, current.id);
};

/** An address hydrants stand on cannot be deleted (7992); the check and the delete are one statement. */
export const deleteHydrantAddress = async (db: DbOrTx, access: HydrantAccess, id: number) => {
  await requireAddress(db, access, id);
  const deleted = await db
    .delete(hydrantAddresses)
    .where(
      and(eq(hydrantAddresses.id, id), sql`not exists (select 1 from ${hydrants} where ${hydrants.addressId} = ${id})`),
    )
    .returning({ id: hydrantAddresses.id });
  if (deleted.length === 0) throw new AppError(ErrorCodes.cannotDelete, { detail: hydrantMessages.addressInUse });
  return { address_id: id };
};
