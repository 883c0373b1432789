import type { ChargeCycle } from '@fireline/shared';

/** Months each cycle spans; `once` is the whole contract period. */
const cycleMonths: Record<Exclude<ChargeCycle, 'once'>, number> = {
  monthly: 1,
  quarterly: 3,
  half_yearly: 6,
  yearly: 12,
};

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** `months` months after a day, on the same day of the month or the month's last day when it has fewer days. */
const addMonths = (from: string, months: number) => {
  const [year, month, date] = from.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return iso(new Date(Date.UTC(year, month - 1 + months, Math.min(date, last))));
};

const dayBefore = (day: string) => iso(new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000));

const daysIn = (span: { startDate: string; endDate: string }) =>
  (Date.parse(`${span.endDate}T00:00:00Z`) - Date.parse(`${span.startDate}T00:00:00Z`)) / 86_400_000 + 1;

export type SchedulePeriod = { startDate: string; endDate: string; amountDue: number };

/**
 * A contract's billing periods for a cycle (docs/maintenance.md "Charges"): from the contract's first day, one, three,
 * six or twelve months at a time (a contract from 15 March bills 15 March – 14 April, …), the last one ending with
 * the contract (a last stub under half a cycle joins the period before), or the whole period once. The amount is split
 * evenly in cents; the remainder cents go to the last period, so the periods always add up to the amount.
 */
export const scheduleOf = (options: {
  cycle: ChargeCycle;
  startDate: string;
  endDate: string;
  amount: number;
}): SchedulePeriod[] => {
  const { cycle, startDate, endDate, amount } = options;
  const spans: { startDate: string; endDate: string }[] = [];
  if (cycle === 'once') spans.push({ startDate, endDate });
  else {
    const months = cycleMonths[cycle];
    for (let index = 0; ; index += 1) {
      const from = addMonths(startDate, index * months);
      if (from > endDate) break;
      const to = dayBefore(addMonths(startDate, (index + 1) * months));
      spans.push({ startDate: from, endDate: to > endDate ? endDate : to });
    }
    // A last stub shorter than half a cycle (a contract of a year and a day) joins the period before it.
    const stub = spans[spans.length - 1]!;
    if (spans.length > 1 && daysIn(stub) < (months * 30) / 2) {
      spans.pop();
      spans[spans.length - 1]!.endDate = stub.endDate;
    }
  }
  const cents = Math.round(amount * 100);
  const share = Math.floor(cents / spans.length);
  return spans.map((span, index) => ({
    ...span,
    amountDue: (index === spans.length - 1 ? cents - share * (spans.length - 1) : share) / 100,
  }));
};

/** Whether two day ranges share a day. */
export const overlaps = (a: { startDate: string; endDate: string }, b: { startDate: string; endDate: string }) =>
  a.startDate <= b.endDate && b.startDate <= a.endDate;
