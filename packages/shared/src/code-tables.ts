import { z } from 'zod';
import type { RemoteEnumItem } from './enums';

/** An entry of a code table as the enum/{name}/info calls answer it (spec 001 §7), the shown entries only. */
export const codeTableEntrySchema = z.object({
  id: z.number(),
  name: z.string(),
  eng_name: z.string(),
  company_class: z.string().nullable(),
  is_show: z.union([z.literal(0), z.literal(1)]),
}) satisfies z.ZodType<RemoteEnumItem>;

export const codeTableSchema = z.array(codeTableEntrySchema);
