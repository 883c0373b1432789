import { z } from 'zod';
import { bindingStatusSchema } from './bindings';
import { companyRecordSchema, companyUpdateSchema } from './companies';
import { companyTypeSchema } from './field-schemas';
import { pageQuerySchema } from './paging';

/**
 * The caller's own organisation (spec 001 §2 /systemmanage/basic, belongs): the archive record with what the caller
 * may do with it, computed by the server so the client never re-implements the rule.
 */
export const ownOrgSchema = z.object({
  company: companyRecordSchema,
  /** 1 when the caller may change it: their own organisation and the node systemmanage-basic-edit. */
  can_edit: z.union([z.literal(0), z.literal(1)]),
  /** Fields shown but set by someone else (the centre or the administrator): the server refuses a change (9993). */
  locked_fields: z.array(z.string()),
});
export type OwnOrg = z.infer<typeof ownOrgSchema>;

/**
 * PUT systemmanage/basic/info: the archive fields of the caller's own organisation. company_id may be left out; when
 * given it must be the caller's own (another organisation is refused, 9993).
 */
export const ownOrgUpdateSchema = companyUpdateSchema.partial({ company_id: true });
export type OwnOrgUpdate = z.infer<typeof ownOrgUpdateSchema>;

const textOrNull = z.string().nullable();

/** An organisation the caller's is affiliated to (所属中心): a centre bound to the unit, or the parent centre. */
export const affiliatedOrgSchema = z.object({
  company_id: z.number(),
  company_name: z.string(),
  company_type: companyTypeSchema,
  /** The binding's state (1 bound, 0 being processed); null for a parent organisation. */
  stu: bindingStatusSchema.nullable(),
  contact_name: textOrNull,
  contact_phone: textOrNull,
  control_room_phone: textOrNull,
  company_address: textOrNull,
  company_address_specific: textOrNull,
  /** When the binding was made or last changed, epoch seconds; null for a parent organisation. */
  bound_time: z.number().nullable(),
});
export type AffiliatedOrg = z.infer<typeof affiliatedOrgSchema>;
export const affiliatedOrgListSchema = z.object({ list: z.array(affiliatedOrgSchema) });

/**
 * GET company_cared/bond_list_by_account (spec 001 §7), the /systemmanage/internet list: the units tied to the caller's
 * organisation, by name (contains) and binding state.
 */
export const boundListByAccountQuerySchema = pageQuerySchema.extend({
  company_name: z.string().trim().max(50).optional(),
  stu: z.coerce.number().pipe(bindingStatusSchema).optional(),
});
export type BoundListByAccountQuery = z.infer<typeof boundListByAccountQuerySchema>;
