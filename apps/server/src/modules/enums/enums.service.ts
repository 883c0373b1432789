import { ErrorCodes, type RemoteEnumItem } from '@fireline/shared';
import { AppError } from '../../core/app-error';
import type { DbOrTx } from '../../db/client';
import { hasEnumTable, selectShownEntries, type EnumFilter, type RemoteEnumRow } from './enums.repo';

const present = (row: RemoteEnumRow): RemoteEnumItem => ({
  id: row.id,
  name: row.name,
  eng_name: row.engName,
  company_class: row.companyClass,
  is_show: row.isShow === 1 ? 1 : 0,
});

/** A table with no entry at all is not one (a table whose entries are all hidden still is): 8996 naming `enum`. */
const requireKnown = async (db: DbOrTx, name: string) => {
  if (await hasEnumTable(db, name)) return;
  throw new AppError(ErrorCodes.paramValue, {
    detail: { zh: 'enum 不是已知的枚举表', en: 'enum is not a known enum table' },
    data: { field: 'enum' },
  });
};

/** The shown entries of a table, in their order. */
export const listEnum = async (db: DbOrTx, name: string, filter?: EnumFilter) =>
  (await selectShownEntries(db, name, filter)).map(present);

/** enum/list/{enum}: the shown entries of a known table, optionally of one company class. */
export const listKnownEnum = async (db: DbOrTx, name: string, companyClass?: string) => {
  await requireKnown(db, name);
  return listEnum(db, name, { companyClass });
};

/** enum/search/{enum}/{key}/{value}: the shown entries whose key equals value; an id that is not a number finds none. */
export const searchEnum = async (
  db: DbOrTx,
  params: { enum: string; key: 'id' | 'name' | 'eng_name' | 'company_class'; value: string },
) => {
  const { key, value } = params;
  await requireKnown(db, params.enum);
  if (key !== 'id') return listEnum(db, params.enum, { key, value });
  if (!/^-?\d+$/.test(value)) return [];
  return listEnum(db, params.enum, { key, value: Number(value) });
};
