import { z } from 'zod';

/** GET /associate_word/: place suggestions for an address field (spec 001 §5 "Addresses", §7 "Address and maps"). */
export const associateWordQuerySchema = z.object({
  keyword: z.string().trim().min(1).max(50),
  /** The region picked in the address picker: archive addresses under it first, the maps service narrowed to it. */
  region_code: z
    .string()
    .trim()
    .regex(/^\d{2,12}$/)
    .optional(),
  lang: z.string().max(8).optional(),
});
export type AssociateWordQuery = z.infer<typeof associateWordQuerySchema>;

/**
 * One suggestion. `value` is what the field takes: the place prefixed by the configured region name. `source` says
 * whether it is an address already on file in the caller's scope (archive) or a place of the maps service (maps).
 */
export const addressSuggestionSchema = z.object({
  value: z.string(),
  name: z.string(),
  address: z.string(),
  region_code: z.string().nullable(),
  points: z.object({ lng: z.number(), lat: z.number() }).nullable(),
  source: z.enum(['archive', 'maps']),
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

/** What /associate_word/ answers: the configured region's name and the suggestions, archive first. */
export const addressSuggestionsSchema = z.object({ region: z.string(), list: z.array(addressSuggestionSchema) });
export type AddressSuggestions = z.infer<typeof addressSuggestionsSchema>;

export const ADDRESS_SUGGEST_LIMIT = 10;
/** The address inputs wait this long after the last key before asking. */
export const ADDRESS_SUGGEST_DEBOUNCE_MS = 300;
