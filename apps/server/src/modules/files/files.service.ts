import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  ErrorCodes,
  UPLOAD_HARD_LIMIT_BYTES,
  uploadKinds,
  type UploadedFile,
  type UploadKindName,
} from '@fireline/shared';
import { fileTypeFromStream } from 'file-type';
import { requireAccess, type Caller } from '../../core/access';
import { AppError } from '../../core/app-error';
import type { SessionUser } from '../../core/session';
import type { FileStorage } from '../../core/storage';
import type { Db } from '../../db/client';
import { findFileRow, insertFileWithinQuota, type StoredFile } from './files.repo';

const fileError = (zh: string, en: string) =>
  new AppError(ErrorCodes.paramFormat, { detail: { zh: `file ${zh}`, en: `file ${en}` }, data: { field: 'file' } });

export const sizeLimitOf = (kind: UploadKindName) => uploadKinds[kind].maxBytes ?? UPLOAD_HARD_LIMIT_BYTES;

export const tooLarge = (kind: UploadKindName) => {
  const mb = Math.round(sizeLimitOf(kind) / 1024 / 1024);
  return fileError(`超过 ${mb}M`, `exceeds ${mb} MB`);
};

export const quotaExceeded = () =>
  new AppError(ErrorCodes.limitExceeded, {
    detail: { zh: 'file 单位存储空间已用完', en: "file: the organisation's storage quota is used up" },
    data: { field: 'file' },
  });

export const tooManyUploads = () =>
  new AppError(ErrorCodes.limitExceeded, {
    detail: { zh: 'file 同时上传的文件过多，请稍后再试', en: 'file: too many uploads at once, try again shortly' },
    data: { field: 'file' },
  });

export const presentFile = (id: string): UploadedFile => ({
  file_id: id,
  download_path: `/upload/file/${id}`,
  static_url: `/files/${id}`,
});

/**
 * Uploads streaming at once in this process, per user and in total: each holds a socket, a file handle and disk
 * bandwidth, and the process also runs the alarm gateway. `enter` answers a release, or throws 7993 when full.
 */
export const createUploadGate = (limits: { perUser: number; total: number }) => {
  const byUser = new Map<number, number>();
  let total = 0;
  return {
    enter: (userId: number) => {
      const mine = byUser.get(userId) ?? 0;
      if (mine >= limits.perUser || total >= limits.total) throw tooManyUploads();
      byUser.set(userId, mine + 1);
      total += 1;
      let isReleased = false;
      return () => {
        if (isReleased) return;
        isReleased = true;
        total -= 1;
        const left = (byUser.get(userId) ?? 1) - 1;
        if (left > 0) byUser.set(userId, left);
        else byUser.delete(userId);
      };
    },
  };
};

/**
 * The organisation an upload belongs to: the unit it is for when the caller names one in their scope, else the
 * caller's own. An import sheet always stays with the uploader's organisation.
 */
export const ownerOfUpload = async (db: Db, options: { caller: Caller; kind: UploadKindName; companyId?: number }) => {
  const { caller, kind, companyId } = options;
  const { orgId } = caller.session;
  if (kind === 'import' || companyId === undefined || companyId === orgId) return orgId;
  await requireAccess(db, caller, { kind: 'unit', ids: companyId });
  return companyId;
};

/** Refuses a name the kind does not take before a byte is stored. */
export const checkFileName = (kind: UploadKindName, filename: string) => {
  const rules = uploadKinds[kind];
  const extension = filename.split('.').pop()?.toLowerCase() ?? '';
  if (!(rules.extensions as readonly string[]).includes(extension))
    throw fileError(`格式不支持（${rules.extensions.join('/')}）`, `type not accepted (${rules.extensions.join('/')})`);
};

const sniff = async (storage: FileStorage, key: string) => {
  const stream = storage.get(key);
  try {
    // Node's entry of file-type reads Node streams; the types resolve to its browser entry.
    return await fileTypeFromStream(stream as unknown as Parameters<typeof fileTypeFromStream>[0]);
  } finally {
    stream.destroy();
  }
};

/**
 * Streams an upload to storage (the size limit is the source's: it stops there), then checks the stored content
 * by its magic bytes, then records it within the owner's quota. Any refusal or failure removes what was stored.
 */
export const storeUpload = async (options: {
  db: Db;
  storage: FileStorage;
  kind: UploadKindName;
  filename: string;
  source: Readable;
  uploaderId: number;
  orgId: number;
  quotaBytes: number;
  /** The source stopped at its size limit (busboy truncates the stream there and discards the rest). */
  isTruncated: () => boolean;
  /** What to throw then. */
  overLimit: () => AppError;
}): Promise<UploadedFile> => {
  const { storage, kind } = options;
  const rules = uploadKinds[kind];
  const id = randomUUID();
  const now = new Date();
  const key = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${id}`;
  const size = await storage.write(key, options.source);
  try {
    if (options.isTruncated()) throw options.overLimit();
    if (size === 0) throw fileError('为空', 'is empty');
    const sniffed = await sniff(storage, key);
    if (!sniffed || !(rules.contents as readonly string[]).includes(sniffed.ext))
      throw fileError('内容与扩展名不符', 'content does not match its type');
    const values = {
      id,
      kind,
      originalName: options.filename.slice(0, 255),
      mime: sniffed.mime,
      size,
      storageKey: key,
      uploaderId: options.uploaderId,
      orgId: options.orgId,
    };
    if (!(await options.db.transaction((tx) => insertFileWithinQuota(tx, values, options.quotaBytes))))
      throw quotaExceeded();
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
  return presentFile(id);
};

export const findFile = async (db: Db, id: string) => {
  if (!/^[0-9a-f-]{36}$/.test(id)) throw new AppError(ErrorCodes.noData);
  const row = await findFileRow(db, id);
  if (!row) throw new AppError(ErrorCodes.noData);
  return row;
};

/** The administrator, the uploader and the owning organisation's users read a file without asking the scope. */
const isOwnFile = (file: StoredFile, session: SessionUser) =>
  session.isAdmin || file.uploaderId === session.userId || (file.orgId !== null && file.orgId === session.orgId);

/**
 * A file the caller may read (9995 when there is none, 9993 when it is another organisation's): their own (isOwnFile),
 * or one of a unit of their scope (a centre reads its units' files). An import sheet only its uploader's organisation;
 * files older than owners (no organisation) only the administrator and their uploader.
 */
export const findReadableFile = async (db: Db, caller: Caller, id: string) => {
  const row = await findFile(db, id);
  if (isOwnFile(row, caller.session)) return row;
  if (row.orgId === null || row.kind === 'import') throw new AppError(ErrorCodes.noPermission);
  await requireAccess(db, caller, { kind: 'unit', ids: row.orgId });
  return row;
};
