import { z } from 'zod';
import { langQueryField, zDecimal, zId, zIdNumber, zLine, zRemark } from './field-schemas';
import { zDay } from './maint';
import { pageQuerySchema } from './paging';
import { pageSchema } from './responses';

/**
 * Charges of a maintenance contract (收费, spec 002 §2 charge, chargecount; §9 amounts in yuan; docs/maintenance.md
 * "Charges"): a contract's billing periods, each with its amount due, what was received and when. Days are the site's
 * calendar days, "YYYY-MM-DD"; amounts are yuan with two decimals.
 */

/** How a schedule splits a contract's amount: calendar months, quarters, half years, years, or the whole period once. */
export const chargeCycles = ['monthly', 'quarterly', 'half_yearly', 'yearly', 'once'] as const;
export type ChargeCycle = (typeof chargeCycles)[number];

/** A charge's state on the site's today: 1 unpaid, 2 partly paid, 3 paid, 4 overdue (due day passed, not fully paid). */
export const chargeStatuses = { unpaid: 1, partly_paid: 2, paid: 3, overdue: 4 } as const;
export type ChargeStatus = (typeof chargeStatuses)[keyof typeof chargeStatuses];
export const chargeStatusFilters = ['all', 'unpaid', 'partly_paid', 'paid', 'overdue'] as const;
export type ChargeStatusFilter = (typeof chargeStatusFilters)[number];

/** The counts' time buckets (by the day a charge's period starts) and groups. */
export const chargePeriodKinds = ['month', 'quarter', 'year'] as const;
export type ChargePeriodKind = (typeof chargePeriodKinds)[number];
export const chargeGroups = ['contract', 'company_maint', 'unit'] as const;
export type ChargeGroup = (typeof chargeGroups)[number];

export const chargeMessages = {
  noAmount: { zh: '合同未填写合同金额，无法生成收费计划', en: 'the contract has no contract_amount to split' },
  overDue: { zh: '实收金额不能大于应收金额', en: 'the amount received cannot exceed the amount due' },
  dueBelowReceived: { zh: '应收金额不能小于已收金额', en: 'the amount due cannot be less than the amount received' },
  overlaps: { zh: '与该合同的其他收费期间重叠', en: 'overlaps another charge period of the contract' },
  paidCannotDelete: { zh: '已有收款的收费不能删除', en: 'a charge with a payment cannot be deleted' },
  receivedDateRequired: { zh: '请填写收款日期', en: 'the received date is required' },
} as const;

/** The state of a charge on a day: paid when all is received, else overdue once its due day has passed. */
export const chargeStatusOn = (options: {
  today: string;
  dueDate: string;
  amountDue: number;
  amountReceived: number;
}): ChargeStatus => {
  const { today, dueDate, amountDue, amountReceived } = options;
  if (amountReceived >= amountDue) return chargeStatuses.paid;
  if (dueDate < today) return chargeStatuses.overdue;
  return amountReceived > 0 ? chargeStatuses.partly_paid : chargeStatuses.unpaid;
};

const money = zDecimal(2).pipe(z.number().min(0).max(1_000_000_000));
const invoice = zLine(50).default('');

/** POST maint/charge/generate: the contract's schedule by a cycle; periods already there are kept. */
export const chargeGenerateSchema = z.object({ contract_id: zIdNumber, cycle: z.enum(chargeCycles) });
export type ChargeGenerate = z.infer<typeof chargeGenerateSchema>;

/** PUT maint/charge/info: a charge's period, due day, amount due, invoice number and remark. */
export const chargeUpdateSchema = z.object({
  id: zIdNumber,
  start_time: zDay,
  end_time: zDay,
  due_date: zDay,
  amount_due: money,
  invoice_no: invoice,
  remark: zRemark.default(''),
});
export type ChargeUpdate = z.infer<typeof chargeUpdateSchema>;

/** PUT maint/charge/pay: what was received in all (at most the amount due), the day, and the invoice number. */
export const chargePaySchema = z.object({
  id: zIdNumber,
  amount_received: money,
  received_date: zDay.nullable().default(null),
  invoice_no: invoice,
});
export type ChargePay = z.infer<typeof chargePaySchema>;

export const chargeIdQuerySchema = z.object({ ...langQueryField, id: zId });

const listFilters = {
  ...langQueryField,
  contract_id: zId.optional(),
  company_maint_id: zId.optional(),
  /** A unit the contract covers. */
  company_id: zId.optional(),
  /** Charges whose period starts on or after / on or before these days. */
  start_time: zDay.optional(),
  end_time: zDay.optional(),
};

/** GET maint/charge/list (and its export): filtered by contract, company, unit, period and state. */
export const chargeListQuerySchema = pageQuerySchema.extend({
  ...listFilters,
  status: z.enum(chargeStatusFilters).default('all'),
});
export type ChargeListQuery = z.infer<typeof chargeListQuerySchema>;
export const chargeExportFilterSchema = chargeListQuerySchema.omit({ page_no: true, page_size: true, lang: true });
export type ChargeExportFilters = z.infer<typeof chargeExportFilterSchema>;

const statusValue = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

export const chargeSchema = z.object({
  id: z.number(),
  contract_id: z.number(),
  project_name: z.string(),
  company_maint_id: z.number(),
  company_maint_name: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  due_date: z.string(),
  amount_due: z.number(),
  amount_received: z.number(),
  /** amount_due − amount_received. */
  outstanding: z.number(),
  received_date: z.string().nullable(),
  invoice_no: z.string(),
  remark: z.string(),
  /** 1 unpaid, 2 partly paid, 3 paid, 4 overdue (on the site's today). */
  status: statusValue,
  /** The caller may record payments, change and delete (the contract's workers). */
  can_edit: z.union([z.literal(0), z.literal(1)]),
  create_time: z.number(),
});
export type Charge = z.infer<typeof chargeSchema>;

const sumsSchema = z.object({
  charge_count: z.number(),
  due: z.number(),
  received: z.number(),
  outstanding: z.number(),
  overdue_count: z.number(),
});
export type ChargeSums = z.infer<typeof sumsSchema>;

/** The list's page, the count of each state and the sums under the same other conditions (whatever the state filter). */
export const chargePageSchema = pageSchema(chargeSchema).extend({
  counts: z.object(
    Object.fromEntries(chargeStatusFilters.map((filter) => [filter, z.number()])) as Record<
      ChargeStatusFilter,
      z.ZodNumber
    >,
  ),
  sums: sumsSchema,
});
export type ChargePage = z.infer<typeof chargePageSchema>;

export const chargeGeneratedSchema = z.object({
  contract_id: z.number(),
  /** Periods the cycle made now; periods already holding a charge are kept as they are. */
  created: z.number(),
  kept: z.number(),
});
export type ChargeGenerated = z.infer<typeof chargeGeneratedSchema>;
export const deletedChargeSchema = z.object({ id: z.number(), contract_id: z.number() });

/** GET maint/charge/count (/vyborg/chargecount) and its export: sums per group and period. */
export const chargeCountQuerySchema = z.object({
  ...listFilters,
  period: z.enum(chargePeriodKinds).default('month'),
  group_by: z.enum(chargeGroups).default('contract'),
});
export type ChargeCountQuery = z.infer<typeof chargeCountQuerySchema>;
export const chargeCountExportFilterSchema = chargeCountQuerySchema.omit({ lang: true });

export const chargeCountRowSchema = sumsSchema.extend({
  /** The contract, maintenance company or unit. */
  group_id: z.number(),
  group_name: z.string(),
  /** "2026-03", "2026-Q1" or "2026". */
  period: z.string(),
});
export type ChargeCountRow = z.infer<typeof chargeCountRowSchema>;
export const chargeCountSchema = z.object({
  list: z.array(chargeCountRowSchema),
  /** Per period over every group (the chart); for group_by=unit a contract covering several units counts once here. */
  periods: z.array(sumsSchema.extend({ period: z.string() })),
  totals: sumsSchema,
});
export type ChargeCount = z.infer<typeof chargeCountSchema>;
