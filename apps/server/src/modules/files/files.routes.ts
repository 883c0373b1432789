import multipart from '@fastify/multipart';
import { answers, ErrorCodes, uploadedFileSchema, uploadKindNames, UPLOAD_HARD_LIMIT_BYTES } from '@fireline/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../core/app-error';
import { ok } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import type { StoredFile } from './files.repo';
import { storedBytesOf } from './files.repo';
import {
  checkFileName,
  createUploadGate,
  findReadableFile,
  ownerOfUpload,
  quotaExceeded,
  sizeLimitOf,
  storeUpload,
  tooLarge,
} from './files.service';

/** Only images are shown in the page; anything else (PDF, office files, video) is a download, never rendered by us. */
const isInlineImage = (mime: string) =>
  ['image/png', 'image/jpeg', 'image/gif', 'image/bmp', 'image/webp'].includes(mime);

const sendStored = (reply: FastifyReply, app: FastifyInstance, row: StoredFile, wanted: 'attachment' | 'inline') => {
  const disposition = wanted === 'inline' && isInlineImage(row.mime) ? 'inline' : 'attachment';
  return reply
    .header('content-type', row.mime)
    .header('content-length', row.size)
    .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(row.originalName)}`)
    .header('x-content-type-options', 'nosniff')
    .send(app.deps.storage.get(row.storageKey));
};

const fileParams = z.object({ file_id: z.string() });

/**
 * Uploads (spec 000 §7): POST /upload/jupiter/{kind}[?company_id=] with a multipart `file`, answering file_id,
 * download_path and static_url. Both paths need a session (header) or a one-time download ticket, and the caller's
 * scope must cover the file's organisation (files.service.ts findReadableFile).
 */
export const fileRoutes = async (app: FastifyInstance) => {
  const { db, storage, env } = app.deps;
  await app.register(multipart, { limits: { files: 1, fields: 10, fileSize: UPLOAD_HARD_LIMIT_BYTES } });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const gate = createUploadGate({ perUser: env.UPLOAD_CONCURRENT_PER_USER, total: env.UPLOAD_CONCURRENT_TOTAL });
  const quotaBytes = env.ORG_STORAGE_QUOTA_MB * 1024 * 1024;

  api.post(
    '/upload/jupiter/:kind',
    {
      schema: {
        tags: ['upload'],
        summary: 'Upload one file of a kind, for a unit in scope or the caller’s organisation',
        params: z.object({ kind: z.enum(uploadKindNames) }),
        querystring: z.object({ company_id: z.coerce.number().int().positive().max(2_147_483_647).optional() }),
        response: answers(uploadedFileSchema),
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      const { session } = caller;
      const { kind } = request.params;
      const release = gate.enter(session.userId);
      try {
        const orgId = await ownerOfUpload(db, { caller, kind, companyId: request.query.company_id });
        const room = quotaBytes - (await storedBytesOf(db, orgId));
        if (room <= 0) throw quotaExceeded();
        // The stream stops at the smaller of the kind's limit and what is left of the quota.
        const limit = Math.min(sizeLimitOf(kind), room);
        const part = await request.file({ limits: { fileSize: limit } });
        if (!part || part.fieldname !== 'file')
          throw new AppError(ErrorCodes.paramRequired, { detail: { zh: 'file', en: 'file' }, data: { field: 'file' } });
        try {
          checkFileName(kind, part.filename);
        } catch (error) {
          part.file.resume();
          throw error;
        }
        const overLimit = () => (limit < sizeLimitOf(kind) ? quotaExceeded() : tooLarge(kind));
        return ok(
          request,
          await storeUpload({
            db,
            storage,
            kind,
            filename: part.filename,
            source: part.file,
            uploaderId: session.userId,
            orgId,
            quotaBytes,
            isTruncated: () => part.file.truncated,
            overLimit,
          }),
        );
      } finally {
        release();
      }
    },
  );

  api.get(
    '/upload/file/:file_id',
    {
      config: { ticket: true },
      schema: { tags: ['upload'], summary: 'Download a file (session or download ticket)', params: fileParams },
    },
    async (request, reply) =>
      sendStored(reply, app, await findReadableFile(db, await callerOf(request), request.params.file_id), 'attachment'),
  );

  api.get(
    '/files/:file_id',
    {
      config: { ticket: true },
      schema: {
        tags: ['upload'],
        summary: 'A file: images inline, anything else as a download (session or download ticket)',
        params: fileParams,
      },
    },
    async (request, reply) => {
      const row = await findReadableFile(db, await callerOf(request), request.params.file_id);
      return sendStored(reply.header('cache-control', 'private, max-age=86400'), app, row, 'inline');
    },
  );
};
