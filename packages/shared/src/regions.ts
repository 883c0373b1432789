import { z } from 'zod';

/** GET /address/region/: provinces without a code; with one, that region and its children. */
export const regionQuerySchema = z.object({
  code: z
    .string()
    .regex(/^\d{2,12}$/)
    .optional(),
});

/** A region of spec 000 §3: code (2 province, 4 city, 6 county, 9 street), name. */
export const regionNodeSchema = z.object({ code: z.string(), name: z.string() });
export type RegionNode = z.infer<typeof regionNodeSchema>;

/** One level of the address picker: the region (`self`) and its children (`childs`, the spec's word). */
export const regionLevelSchema = z.object({ self: regionNodeSchema, childs: z.array(regionNodeSchema) });
export type RegionLevel = z.infer<typeof regionLevelSchema>;

/** The provinces (no code) or one region's level (a code). */
export const regionAnswerSchema = z.union([z.array(regionNodeSchema), regionLevelSchema]);
export type RegionAnswer = z.infer<typeof regionAnswerSchema>;
