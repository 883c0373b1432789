import type { ThirdSystemImportRow } from '@fireline/shared';
import type { Caller } from '../../core/access';
import type { DbOrTx } from '../../db/client';
import { createEntryAccount } from './entry-account';
import { insertSystem, selectTakenNames, updateSystem } from './third-systems.repo';

/**
 * For the import machinery (modules/imports, kind third_system): which rows name a system the caller's organisation
 * keeps already (same kind and name), and the writing of the rows. Imported systems have no key yet: a key (and a
 * third_enter system's entry secret) is made on the system's page and shown there once.
 */
export const selectTakenSystemRows = async (db: DbOrTx, caller: Caller, rows: { kind: string; name: string }[]) =>
  selectTakenNames(db, caller.session.orgId, rows);

export const insertImportedSystems = async (tx: DbOrTx, caller: Caller, rows: ThirdSystemImportRow[]) => {
  for (const values of rows) {
    const created = await insertSystem(tx, {
      orgId: caller.session.orgId,
      isPlatform: caller.session.isAdmin,
      kind: values.kind,
      name: values.name,
      contactName: values.contact_name ?? null,
      contactPhone: values.contact_phone ?? null,
      remark: values.remark || null,
      createrId: caller.session.userId,
    });
    if (values.kind === 'third_enter') {
      const account = await createEntryAccount(tx, {
        orgId: caller.session.orgId,
        systemId: created.id,
        name: values.name,
      });
      await updateSystem(tx, created.id, { enterUserId: account.id });
    }
  }
  return rows.length;
};
