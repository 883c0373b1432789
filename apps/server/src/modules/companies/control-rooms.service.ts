import { ErrorCodes, type ControlRoom, type ControlRoomListQuery } from '@fireline/shared';
import { requireAccess } from '../../core/access';
import { AppError } from '../../core/app-error';
import { isForeignKeyViolation } from '../../core/pg-errors';
import type { Db, DbOrTx } from '../../db/client';
import { deleteUnitWithArchives, hasDevices, hasUsers } from './companies.repo';
import { companyMessages, presentCompanies, type Caller } from './companies.service';
import { listControlRooms } from './control-rooms.repo';

/** Fire control rooms (消防控制室) of the scope with the unit each belongs to. */
export const listControlRoomPage = async (db: DbOrTx, caller: Caller, query: ControlRoomListQuery) => {
  const { rows, total } = await listControlRooms(db, caller.scope, query);
  const records = await presentCompanies(
    db,
    rows.map((row) => row.org),
  );
  return {
    total,
    list: records.map((record, index): ControlRoom => ({ ...record, parent_name: rows[index]!.parentName })),
  };
};

/**
 * Deletes the control rooms selected: every id must be a control room the caller may change (one access check for
 * all), and none may still hold devices or accounts (7992, nothing deleted). Each goes with its buildings, floors and
 * bindings, as a unit does.
 */
export const deleteControlRooms = async (db: Db, caller: Caller, ids: number[]) => {
  await requireAccess(db, caller, {
    kind: 'org',
    ids,
    mode: 'write',
    orgKinds: ['control_room'],
    field: 'company_ids',
  });
  for (const id of ids)
    if ((await hasDevices(db, id)) || (await hasUsers(db, id)))
      throw new AppError(ErrorCodes.cannotDelete, { detail: companyMessages.hasRecords, data: { company_id: id } });
  for (const id of ids)
    await db
      .transaction((tx) => deleteUnitWithArchives(tx, id))
      .catch((error: unknown) => {
        if (isForeignKeyViolation(error))
          throw new AppError(ErrorCodes.cannotDelete, { detail: companyMessages.hasOtherRecords });
        throw error;
      });
  return { company_ids: ids };
};
