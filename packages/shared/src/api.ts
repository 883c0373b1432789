import { z } from 'zod';

/** Every response: HTTP 200 with this envelope; code 0 is success. */
export type Envelope<T> = { code: number; msg: string; eng_msg: string; data: T };

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

/** Lists take 0-based page_no and page_size (default 20, at most 100). */
export const pageQuerySchema = z.object({
  page_no: z.coerce.number().int().min(0).default(0),
  page_size: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export type Page<T> = { list: T[]; total: number };

/** Client timeouts of spec 000 §7. */
export const TIMEOUTS = { general: 180_000, side: 60_000, import: 60_000, sms: 18_000 } as const;
