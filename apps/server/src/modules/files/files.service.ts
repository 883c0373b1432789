import { randomUUID } from 'node:crypto';
import { ErrorCodes, UPLOAD_HARD_LIMIT_BYTES, uploadKinds, type UploadedFile, type UploadKindName } from '@fireline/shared';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../core/app-error';
import type { FileStorage } from '../../core/storage';
import type { DbOrTx } from '../../db/client';
import { files } from '../../db/schema';

const fileError = (zh: string, en: string) => new AppError(ErrorCodes.paramFormat, { detail: { zh: `file ${zh}`, en: `file ${en}` }, data: { field: 'file' } });

export const sizeLimitOf = (kind: UploadKindName) => uploadKinds[kind].maxBytes ?? UPLOAD_HARD_LIMIT_BYTES;

export const tooLarge = (kind: UploadKindName) => {
  const mb = Math.round(sizeLimitOf(kind) / 1024 / 1024);
  return fileError(`超过 ${mb}M`, `exceeds ${mb} MB`);
};

export const presentFile = (id: string): UploadedFile => ({ file_id: id, download_path: `/upload/file/${id}`, static_url: `/files/${id}` });

/**
 * Checks a file by its name and by its content (magic bytes, not the extension alone), stores it, then records it;
 * if the record cannot be written the stored file is removed again, so nothing is left half-done.
 */
export const storeUpload = async (options: {
  db: DbOrTx;
  storage: FileStorage;
  kind: UploadKindName;
  filename: string;
  buffer: Buffer;
  uploaderId: number;
}): Promise<UploadedFile> => {
  const rules = uploadKinds[options.kind];
  const extension = options.filename.split('.').pop()?.toLowerCase() ?? '';
  if (!(rules.extensions as readonly string[]).includes(extension)) throw fileError(`格式不支持（${rules.extensions.join('/')}）`, `type not accepted (${rules.extensions.join('/')})`);
  if (options.buffer.length === 0) throw fileError('为空', 'is empty');
  if (options.buffer.length > sizeLimitOf(options.kind)) throw tooLarge(options.kind);
  const sniffed = await fileTypeFromBuffer(options.buffer);
  if (!sniffed || !(rules.contents as readonly string[]).includes(sniffed.ext)) throw fileError('内容与扩展名不符', 'content does not match its type');
  const id = randomUUID();
  const now = new Date();
  const key = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${id}`;
  await options.storage.put(key, options.buffer);
  try {
    await options.db.insert(files).values({ id, kind: options.kind, originalName: options.filename.slice(0, 255), mime: sniffed.mime, size: options.buffer.length, storageKey: key, uploaderId: options.uploaderId });
  } catch (error) {
    await options.storage.remove(key);
    throw error;
  }
  return presentFile(id);
};

export const findFile = async (db: DbOrTx, id: string) => {
  if (!/^[0-9a-f-]{36}$/.test(id)) throw new AppError(ErrorCodes.noData);
  const [row] = await db.select().from(files).where(eq(files.id, id));
  if (!row) throw new AppError(ErrorCodes.noData);
  return row;
};
