import type { ErrorCode } from '@fireline/shared';

/** Services throw this; the error handler turns it into the envelope with the catalogue's texts. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly detail?: { zh: string; en: string };
  readonly data: unknown;

  constructor(code: ErrorCode, options: { detail?: { zh: string; en: string }; data?: unknown } = {}) {
    super(`AppError ${code}${options.detail ? `: ${options.detail.en}` : ''}`);
    this.code = code;
    this.detail = options.detail;
    this.data = options.data ?? null;
  }
}

/** A detail that names a field the same way in both languages. */
export const fieldDetail = (field: string, message?: string) => ({
  zh: message ? `${field} ${message}` : field,
  en: message ? `${field} ${message}` : field,
});
