import { z } from 'zod';
import { companyRecordSchema, orgBriefSchema } from './companies';
import { zId, zIdNumber } from './field-schemas';
import { companyTypeSchema } from './field-schemas';
import { pageQuerySchema } from './paging';
import { pageSchema } from './responses';

/**
 * Bindings: the links between a district organisation (centre, fire authority, maintenance company, fire station;
 * district.ts) and a networked unit or household (spec 001 §3 "Binding", §4): pending (being processed) → bound,
 * rejected or ignored; a bound unit can be unbound. Only `bound` gives the organisation's people the unit (scope).
 */
export const bindingStatus = { pending: 0, bound: 1, rejected: 2, ignored: 3 } as const;
export type BindingStatus = (typeof bindingStatus)[keyof typeof bindingStatus];
export const bindingStatuses = [0, 1, 2, 3] as const satisfies readonly BindingStatus[];
/** `stu` as answers carry it. */
export const bindingStatusSchema = z.literal(bindingStatuses);
/** Unit kinds the binding dialog offers: tab 0 networked units, tab 1 networked individuals (households). */
export const bindingDialogTabs = { 0: 'cared', 1: 'household' } as const;

/** Most units one request may carry (a dialog's selection). */
export const BIND_MAX_UNITS = 100;

const id = zId;

/** POST bind/info: the district organisation asks these units to bind to it. */
export const bindRequestSchema = z.object({
  company_id: zIdNumber,
  cared_ids: z.array(zIdNumber).min(1).max(BIND_MAX_UNITS),
});
export type BindRequest = z.infer<typeof bindRequestSchema>;

/** PUT bind/info: the unit's side answers a pending request. */
export const bindActions = ['accept', 'reject', 'ignore'] as const;
export type BindAction = (typeof bindActions)[number];
export const bindActionSchema = z.object({ bind_id: zIdNumber, action: z.enum(bindActions) });

/** DELETE bind/info: unbind (or withdraw a request), from either side. */
export const bindIdQuerySchema = z.object({ bind_id: id });

/**
 * GET bind/list: `outgoing` — the units of a binding organisation (company_id, default the caller's own), any state;
 * `incoming` — the requests and bindings of one unit (company_id, default the caller's own unit).
 */
export const bindListQuerySchema = pageQuerySchema.extend({
  direction: z.enum(['incoming', 'outgoing']),
  company_id: id.optional(),
  status: z.coerce.number().int().min(0).max(3).optional(),
  company_name: z.string().trim().max(50).optional(),
});
export type BindListQuery = z.infer<typeof bindListQuerySchema>;

/** company/circular_bound_list: the binding dialog's list. */
export const bindingCandidatesQuerySchema = pageQuerySchema.extend({
  company_id: id.optional(),
  company_name: z.string().trim().max(50).optional(),
  tab: z.coerce.number().int().min(0).max(1).optional(),
});
export type BindingCandidatesQuery = z.infer<typeof bindingCandidatesQuerySchema>;

/** A binding as bind/info answers it. */
export const bindingRecordSchema = z.object({
  bind_id: z.number(),
  org_id: z.number(),
  cared_id: z.number(),
  stu: bindingStatusSchema,
  create_time: z.number(),
  update_time: z.number(),
});
export type BindingRecord = z.infer<typeof bindingRecordSchema>;
/** POST bind/info: the requests written. */
export const bindingRequestAnswerSchema = z.object({ company_id: z.number(), list: z.array(bindingRecordSchema) });
export type BindingRequestAnswer = z.infer<typeof bindingRequestAnswerSchema>;

/** One row of bind/list: the other side of the binding with its state. */
export const bindingRowSchema = orgBriefSchema.extend({
  bind_id: z.number(),
  stu: bindingStatusSchema,
  create_time: z.number(),
  update_time: z.number(),
});
export type BindingRow = z.infer<typeof bindingRowSchema>;
export const bindingRowPageSchema = pageSchema(bindingRowSchema);

/** A unit of the binding dialog: `status` 1 when it cannot be ticked (bound or in process), `stu` its binding state (null: none). */
export const bindingCandidateSchema = z.object({
  company_id: z.number(),
  name: z.string(),
  company_type: companyTypeSchema,
  status: z.union([z.literal(0), z.literal(1)]),
  stu: bindingStatusSchema.nullable(),
});
export type BindingCandidate = z.infer<typeof bindingCandidateSchema>;
export const bindingCandidatePageSchema = pageSchema(bindingCandidateSchema);

/** A unit bound (or asking to be) to a district organisation: the archive record with the binding state. */
export const boundUnitSchema = companyRecordSchema.extend({ stu: bindingStatusSchema });
export type BoundUnit = z.infer<typeof boundUnitSchema>;
export const boundUnitPageSchema = pageSchema(boundUnitSchema);

/** getCompanyListByThingIdAndThingType: a district organisation's units, or a unit's organisations (short rows). */
export const boundOrgSchema = z.object({
  company_id: z.number(),
  company_name: z.string(),
  company_type: companyTypeSchema,
  stu: bindingStatusSchema,
});
export const boundToThingPageSchema = pageSchema(z.union([boundUnitSchema, boundOrgSchema]));

/** GET other/getCenterTree: the centres the caller may see, each with its bound units of the scope. */
export const centerTreeSchema = z.array(
  z.object({
    center_id: z.number(),
    center_name: z.string(),
    children: z.array(z.object({ company_id: z.number(), company_name: z.string() })),
  }),
);

export const bindingMessages = {
  alreadyBound: {
    zh: '以下单位已绑定或正在处理中：{names}',
    en: 'these units are already bound or being processed: {names}',
  },
  notPending: { zh: '该申请已处理', en: 'this request has already been processed' },
  notUnit: { zh: '只能绑定联网单位或联网个人', en: 'only networked units and individuals can be bound' },
} as const;
