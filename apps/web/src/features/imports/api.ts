import { TIMEOUTS, type ExportKind, type ImportJobView, type ImportKind, type UploadedFile } from '@fireline/shared';
import { api, ApiError } from '../../app/api';
import { currentLang } from '../../app/i18n';
import { loadSession } from '../../app/session';
import type { PollAnswer } from './import-poller';

/** Start calls per kind (spec 001 §7 "Imports"); outside /api_proxy/, so the client sends the token, no signature. */
const startPaths: Record<ImportKind, string> = {
  company: '/import/import_company',
  dtu: '/import/import_dtu',
  component: '/import/import_component',
  firecock: '/import/import_firecock',
};

export type ImportParams = { file_id: string; company_id?: number; thing_id?: number; thing_type?: number; bound_thing_type?: number };

const langQuery = (): Record<string, string> => (currentLang() === 'en' ? { lang: 'eng' } : {});

/** Uploads an .xls/.xlsx import file (POST /upload/jupiter/import, multipart `file`). */
export const uploadImportFile = async (file: File): Promise<UploadedFile> => {
  const session = loadSession();
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch(`/upload/jupiter/import?${new URLSearchParams(langQuery()).toString()}`, {
    method: 'POST',
    body: form,
    headers: session ? { authorization: `token ${session.user.user_token}` } : {},
  });
  const body = (await response.json()) as { code: number; msg: string; data: UploadedFile };
  if (body.code !== 0) throw new ApiError(body.msg, body.code);
  return body.data;
};

export const startImport = (kind: ImportKind, params: ImportParams) => api.get<ImportJobView>(startPaths[kind], params, { timeoutMs: TIMEOUTS.import });

/** One poll, keeping the envelope's code: 1 (in progress) and 9995 (file missing) are answers here, not errors. */
export const fetchImportResult = async (jobId: number): Promise<PollAnswer> => {
  try {
    const data = await api.get<ImportJobView>('/import/import_result', { job_id: jobId }, { timeoutMs: TIMEOUTS.import, silent: true });
    return { code: 0, msg: '', data };
  } catch (error) {
    if (error instanceof ApiError && error.body) return { code: error.body.code, msg: error.body.msg, data: (error.body.data as ImportJobView | null) ?? null };
    throw error;
  }
};

/** URLs a new window opens: the token travels in the query (the window cannot send a header). */
const withToken = (path: string, query: Record<string, string | number | undefined>) => {
  const session = loadSession();
  const params = Object.entries({ ...query, ...langQuery(), token: session?.user.user_token }).filter(([, value]) => value !== undefined && value !== '');
  return `${path}?${new URLSearchParams(params.map(([key, value]) => [key, String(value)])).toString()}`;
};

export const importTemplateUrl = (kind: ImportKind) => withToken('/import/template', { kind });

/** The xlsx of a list with the filters the user sees (GET /export/export). */
export const exportUrl = (kind: ExportKind, filters: Record<string, string | number | undefined> = {}) => withToken('/export/export', { ...filters, kind });
