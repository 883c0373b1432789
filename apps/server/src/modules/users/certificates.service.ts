import { ErrorCodes, type CertificateCreate, type CertificateRecord, type CertificateUpdate } from '@fireline/shared';
import type { Caller } from '../../core/access';
import { AppError } from '../../core/app-error';
import { requireUploadedFiles } from '../../core/file-refs';
import type { DbOrTx } from '../../db/client';
import { requireEnumValue } from '../equipment';
import {
  deleteCertificate,
  findCertificate,
  insertCertificate,
  selectCertificates,
  updateCertificate,
  type CertificateRow,
  type CertificateValues,
} from './certificates.repo';
import { requireUser } from './user-access';

const present = (row: CertificateRow): CertificateRecord => ({
  certificate_id: row.id,
  user_id: row.userId,
  enum_certificate_type: row.typeId,
  certificate_no: row.number,
  issue_date: row.issuedOn,
  valid_date: row.validUntil,
  images: row.images,
});

type Fields = Omit<CertificateCreate, 'user_id'>;

const toValues = async (db: DbOrTx, fields: Fields): Promise<CertificateValues> => {
  await requireEnumValue(db, {
    enumName: 'enum_certificate_type',
    id: fields.enum_certificate_type,
    field: 'enum_certificate_type',
  });
  await requireUploadedFiles(db, { images: fields.images });
  return {
    typeId: fields.enum_certificate_type,
    number: fields.certificate_no,
    issuedOn: fields.issue_date ?? null,
    validUntil: fields.valid_date ?? null,
    images: fields.images,
  };
};

/** A certificate and its holder, with the holder's access checked (9995 for an unknown certificate). */
const requireCertificate = async (db: DbOrTx, caller: Caller, id: number, mode: 'read' | 'write') => {
  const row = await findCertificate(db, id);
  if (!row)
    throw new AppError(ErrorCodes.noData, {
      detail: { zh: 'certificate_id', en: 'certificate_id' },
      data: { field: 'certificate_id' },
    });
  await requireUser(db, caller, { userId: row.userId, mode });
  return row;
};

/** GET user/certificate/info: a person's certificates, read as their record is. */
export const listCertificates = async (db: DbOrTx, caller: Caller, userId: number) => {
  await requireUser(db, caller, { userId, mode: 'read' });
  return (await selectCertificates(db, userId)).map(present);
};

export const addCertificate = async (db: DbOrTx, caller: Caller, body: CertificateCreate) => {
  const { user_id: userId, ...fields } = body;
  await requireUser(db, caller, { userId, mode: 'write' });
  return present(await insertCertificate(db, userId, await toValues(db, fields)));
};

export const changeCertificate = async (db: DbOrTx, caller: Caller, body: CertificateUpdate) => {
  const { certificate_id: id, ...fields } = body;
  await requireCertificate(db, caller, id, 'write');
  const row = await updateCertificate(db, id, await toValues(db, fields));
  if (!row) throw new AppError(ErrorCodes.noData);
  return present(row);
};

export const removeCertificate = async (db: DbOrTx, caller: Caller, id: number) => {
  const row = await requireCertificate(db, caller, id, 'write');
  await deleteCertificate(db, { id, userId: row.userId });
  return { certificate_id: id };
};
