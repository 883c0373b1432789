/** Every response: HTTP 200 with this envelope; code 0 is success. */
export type Envelope<T> = { code: number; msg: string; eng_msg: string; data: T };

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

export type PageQuery = { page_no: number; page_size: number };

export type Page<T> = { list: T[]; total: number };

/** Client timeouts of spec 000 §7. */
export const TIMEOUTS = { general: 180_000, side: 60_000, import: 60_000, sms: 18_000 } as const;
