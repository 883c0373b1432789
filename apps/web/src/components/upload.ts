import {
  MAX_IMAGES_PER_FIELD,
  uploadKinds,
  VIDEO_EXTENSIONS,
  type UploadedFile,
  type UploadKindName,
} from '@fireline/shared';
import { idParam } from '../lib/url';
import { currentLang } from '../lib/i18n';
import { loadSession } from '../lib/session';

/** What an upload field keeps per file. */
export type UploadValue = Pick<UploadedFile, 'file_id' | 'static_url'> & { name?: string };

export type UploadRefusal =
  { reason: 'wrongType' } | { reason: 'tooLarge'; sizeMb: number } | { reason: 'tooMany'; max: number };

const MB = 1024 * 1024;
const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';
export const isVideoName = (name: string) => (VIDEO_EXTENSIONS as readonly string[]).includes(extensionOf(name));

/** Image fields take videos too (spec 001 §5 Uploads): they go up as the video kind. */
export const kindForFile = (kind: UploadKindName, name: string): UploadKindName =>
  (kind === 'image' || kind === 'image_single') && isVideoName(name) ? 'video' : kind;

/**
 * Refuses a file before sending it: a type the kind does not take, a size over the kind's limit (videos skip the size
 * check), or one file too many for the field (5 by default, or the field's limit).
 */
export const checkUpload = (options: {
  kind: UploadKindName;
  file: { name: string; size: number };
  count: number;
  limit?: number;
}): UploadRefusal | null => {
  const max = options.limit ?? MAX_IMAGES_PER_FIELD;
  if (options.count >= max) return { reason: 'tooMany', max };
  const kind = kindForFile(options.kind, options.file.name);
  const rules = uploadKinds[kind];
  if (!(rules.extensions as readonly string[]).includes(extensionOf(options.file.name))) return { reason: 'wrongType' };
  if (rules.maxBytes !== null && options.file.size > rules.maxBytes)
    return { reason: 'tooLarge', sizeMb: Math.round(rules.maxBytes / MB) };
  return null;
};

/** A failed upload: the server's message when it answered, otherwise none (the caller shows the network text). */
export class UploadError extends Error {}

/**
 * The unit an upload is for: the page's `company_id` (a unit's pages carry it), so the file is filed under that unit
 * and its people can see it; none elsewhere (the file stays with the uploader's organisation).
 */
export const pageCompanyId = (params: URLSearchParams) => {
  return idParam(params.get('company_id'));
};

/** POST /upload/jupiter/{kind}[?company_id=], multipart with a `file` field, with the session's token. */
export const uploadFile = async (
  kind: UploadKindName,
  file: Blob,
  filename?: string,
  companyId?: number,
): Promise<UploadedFile> => {
  const form = new FormData();
  form.append('file', file, filename ?? (file instanceof File ? file.name : 'file'));
  const session = loadSession();
  const query = new URLSearchParams({
    ...(currentLang() === 'en' ? { lang: 'eng' } : {}),
    ...(companyId ? { company_id: String(companyId) } : {}),
  }).toString();
  let response: Response;
  try {
    response = await fetch(`/upload/jupiter/${kind}${query ? `?${query}` : ''}`, {
      method: 'POST',
      body: form,
      headers: session ? { authorization: `token ${session.user.user_token}` } : {},
    });
  } catch {
    throw new UploadError('');
  }
  if (response.status !== 200) throw new UploadError('');
  const body = (await response.json()) as { code: number; msg: string; data: UploadedFile };
  if (body.code !== 0) throw new UploadError(body.msg);
  return body.data;
};
