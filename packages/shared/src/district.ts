import { z } from 'zod';
import { companyCreateSchema, companyRecordSchema } from './companies';
import type { orgKinds } from './orgs';
import { pageQuerySchema } from './paging';

/**
 * District organisations (辖区机构): the regulatory centres, fire authorities, maintenance companies and fire stations
 * the spec's `systemmanage/manage/*` pages keep. They take networked units by binding (bindings.ts).
 */
export const districtOrgKinds = ['center', 'authority', 'maint', 'firestation'] as const;
export type DistrictOrgKind = (typeof districtOrgKinds)[number];

/** The district-organisation tabs (spec 001 §2, /systemmanage/manage/{type}): regulatory centre, maintenance company, networked unit, fire authority. */
export const districtTabs = { 1: 'center', 2: 'maint', 3: 'cared', 4: 'authority' } as const satisfies Record<
  number,
  (typeof orgKinds)[number]
>;
export type DistrictKind = (typeof districtTabs)[keyof typeof districtTabs];

/** company/district_list (not named by the spec: the district-organisation tabs' list). */
export const districtListQuerySchema = pageQuerySchema.extend({
  kind: z.enum(['center', 'maint', 'cared', 'authority']),
  company_name: z.string().trim().max(50).optional(),
});
export type DistrictListQuery = z.infer<typeof districtListQuerySchema>;

/** Most rows one more_add call takes. */
export const MORE_ADD_MAX_ROWS = 50;
/** The kinds more_add and the district import create (tabs 1, 2, 4). */
export const districtBatchKinds = ['center', 'maint', 'authority'] as const;
export type DistrictBatchKind = (typeof districtBatchKinds)[number];

/** One row of POST company/more_add: the company_add form's fields (without a centre's account section). */
export const districtRowSchema = companyCreateSchema.pick({
  company_name: true,
  enum_center_level: true,
  enum_maint_company_level: true,
  enum_authority_level: true,
  company_address: true,
  company_address_specific: true,
  points: true,
  contact_name: true,
  contact_phone: true,
});
export type DistrictRow = z.infer<typeof districtRowSchema>;

/** POST company/more_add: several organisations of one kind, created all together or not at all. Rows are checked one by one. */
export const moreAddSchema = z.object({
  kind: z.enum(districtBatchKinds),
  list: z.array(z.record(z.string(), z.unknown())).min(1).max(MORE_ADD_MAX_ROWS),
});
export type MoreAdd = z.infer<typeof moreAddSchema>;

/** What more_add answers: the organisations created, in the order of `list`. */
export const moreAddAnswerSchema = z.object({ list: z.array(companyRecordSchema) });
export type MoreAddAnswer = z.infer<typeof moreAddAnswerSchema>;

/** A refused more_add row (the refusal's `data.errors`): its index in `list` (0-based), the field, the catalogue code and the message. */
export const moreAddRowErrorSchema = z.object({
  row: z.number(),
  field: z.string(),
  code: z.number(),
  msg: z.string(),
});
export type MoreAddRowError = z.infer<typeof moreAddRowErrorSchema>;
/** A refused more_add's `data`: the first problem's field and every problem found. */
export const moreAddRefusalSchema = z.object({ field: z.string(), errors: z.array(moreAddRowErrorSchema) });
