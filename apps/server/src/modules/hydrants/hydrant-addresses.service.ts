import {
  ErrorCodes,
  hydrantMessages,
  type HydrantAddressCreate,
  type HydrantAddressItem,
  type HydrantAddressListQuery,
  type HydrantAddressUpdate,
} from '@fireline/shared';
import { AppError } from '../../core/app-error';
import type { DbOrTx } from '../../db/client';
import { epoch, isUniqueViolation, noData } from '../equipment';
import { requireOwner, type HydrantAccess } from './hydrant-access';
import * as repo from './hydrant-addresses.repo';

const present = (row: repo.AddressRow): HydrantAddressItem => ({
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
  const row = await repo.findAddressRow(db, id);
  if (!row) throw noData();
  requireOwner(access, row.companyId);
  return row;
};

const findItem = async (db: DbOrTx, id: number) => present((await repo.findAddressWithCount(db, id))!);

/** The Address_list screen: visible owners' addresses by region (prefix: a county code finds its streets) and text. */
export const listHydrantAddresses = async (db: DbOrTx, access: HydrantAccess, query: HydrantAddressListQuery) => {
  if (query.company_id) requireOwner(access, query.company_id);
  const { rows, total } = await repo.selectAddressPage(db, access, query);
  return { list: rows.map(present), total };
};

export const getHydrantAddress = async (db: DbOrTx, access: HydrantAccess, id: number) => {
  await requireAddress(db, access, id);
  return findItem(db, id);
};

export const createHydrantAddress = async (db: DbOrTx, access: HydrantAccess, body: HydrantAddressCreate) => {
  const ownerId = body.company_id ?? access.orgId;
  requireOwner(access, ownerId);
  const id = await repo.insertAddress(db, {
    companyId: ownerId,
    regionCode: body.region_code,
    address: body.address,
    remark: body.remark,
  });
  if (id === undefined) throw exists();
  return findItem(db, id);
};

/** Renaming an address renames it for every hydrant on it. */
export const updateHydrantAddress = async (db: DbOrTx, access: HydrantAccess, body: HydrantAddressUpdate) => {
  const current = await requireAddress(db, access, body.address_id);
  try {
    await repo.updateAddressRow(db, current.id, {
      regionCode: body.region_code,
      address: body.address,
      remark: body.remark,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw exists();
    throw error;
  }
  return findItem(db, current.id);
};

/** An address hydrants stand on cannot be deleted (7992). */
export const deleteHydrantAddress = async (db: DbOrTx, access: HydrantAccess, id: number) => {
  await requireAddress(db, access, id);
  if (!(await repo.deleteUnusedAddress(db, id)))
    throw new AppError(ErrorCodes.cannotDelete, { detail: hydrantMessages.addressInUse });
  return { address_id: id };
};
