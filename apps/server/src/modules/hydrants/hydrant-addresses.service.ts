import {
  ErrorCodes,
  hydrantMessages,
  type HydrantAddressCreate,
  type HydrantAddressItem,
  type HydrantAddressListQuery,
  type HydrantAddressUpdate,
} from '@fireline/shared';
import { reachOf, requireAccess, type Caller } from '../../core/access';
import { AppError } from '../../core/app-error';
import type { DbOrTx } from '../../db/client';
import { epoch, isUniqueViolation, noData } from '../equipment';
import * as repo from './hydrant-addresses.repo';
import { requireHydrantOwner } from './hydrants.service';

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

const requireAddress = async (db: DbOrTx, caller: Caller, id: number) => {
  await requireAccess(db, caller, { kind: 'hydrant_address', ids: id });
  const row = await repo.findAddressRow(db, id);
  if (!row) throw noData();
  return row;
};

const findItem = async (db: DbOrTx, id: number) => present((await repo.findAddressWithCount(db, id))!);

/** The Address_list screen: visible owners' addresses by region (prefix: a county code finds its streets) and text. */
export const listHydrantAddresses = async (db: DbOrTx, caller: Caller, query: HydrantAddressListQuery) => {
  if (query.company_id) await requireHydrantOwner(db, caller, query.company_id);
  const { rows, total } = await repo.selectAddressPage(db, reachOf(caller), query);
  return { list: rows.map(present), total };
};

export const getHydrantAddress = async (db: DbOrTx, caller: Caller, id: number) => {
  await requireAddress(db, caller, id);
  return findItem(db, id);
};

export const createHydrantAddress = async (db: DbOrTx, caller: Caller, body: HydrantAddressCreate) => {
  const ownerId = body.company_id ?? caller.session.orgId;
  await requireHydrantOwner(db, caller, ownerId);
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
export const updateHydrantAddress = async (db: DbOrTx, caller: Caller, body: HydrantAddressUpdate) => {
  const current = await requireAddress(db, caller, body.address_id);
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
export const deleteHydrantAddress = async (db: DbOrTx, caller: Caller, id: number) => {
  await requireAddress(db, caller, id);
  if (!(await repo.deleteUnusedAddress(db, id)))
    throw new AppError(ErrorCodes.cannotDelete, { detail: hydrantMessages.addressInUse });
  return { address_id: id };
};
