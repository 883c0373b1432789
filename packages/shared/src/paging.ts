import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './api';

/** Lists take 0-based page_no and page_size (default 20, at most 100). Kept apart so the client need not load zod. */
export const pageQuerySchema = z.object({
  page_no: z.coerce.number().int().min(0).default(0),
  page_size: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
