import multipart from '@fastify/multipart';
import { ErrorCodes, uploadKindNames, UPLOAD_HARD_LIMIT_BYTES } from '@fireline/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../core/app-error';
import { ok } from '../../core/envelope';
import { requireSession } from '../../core/request-context';
import { findFile, sizeLimitOf, storeUpload, tooLarge } from './files.service';

const sendStored = (reply: FastifyReply, app: FastifyInstance, row: Awaited<ReturnType<typeof findFile>>, disposition: 'attachment' | 'inline') =>
  reply
    .header('content-type', row.mime)
    .header('content-length', row.size)
    .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(row.originalName)}`)
    .header('x-content-type-options', 'nosniff')
    .send(app.deps.storage.get(row.storageKey));

/**
 * Uploads (spec 000 §7): POST /upload/jupiter/{kind} with a multipart `file`, answering file_id, download_path and
 * static_url. The download path needs a session; the static URL is an unguessable id, so an <img> can show it.
 */
export const fileRoutes = async (app: FastifyInstance) => {
  await app.register(multipart, { limits: { files: 1, fields: 10, fileSize: UPLOAD_HARD_LIMIT_BYTES } });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/upload/jupiter/:kind', { schema: { tags: ['upload'], summary: 'Upload one file of a kind', params: z.object({ kind: z.enum(uploadKindNames) }) } }, async (request) => {
    const session = requireSession(request);
    const { kind } = request.params;
    const part = await request.file({ limits: { fileSize: sizeLimitOf(kind) } });
    if (!part || part.fieldname !== 'file') throw new AppError(ErrorCodes.paramRequired, { detail: { zh: 'file', en: 'file' }, data: { field: 'file' } });
    let buffer: Buffer;
    try {
      buffer = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(kind);
      throw error;
    }
    return ok(request, await storeUpload({ db: app.deps.db, storage: app.deps.storage, kind, filename: part.filename, buffer, uploaderId: session.userId }));
  });

  api.get('/upload/file/:file_id', { schema: { tags: ['upload'], summary: 'Download a file (session needed)', params: z.object({ file_id: z.string() }) } }, async (request, reply) =>
    sendStored(reply, app, await findFile(app.deps.db, request.params.file_id), 'attachment'),
  );

  api.get('/files/:file_id', { config: { public: true }, schema: { tags: ['upload'], summary: 'A file by its unguessable id, shown inline', params: z.object({ file_id: z.string() }) } }, async (request, reply) => {
    const row = await findFile(app.deps.db, request.params.file_id);
    return sendStored(reply.header('cache-control', 'private, max-age=86400'), app, row, 'inline');
  });
};
