import type { ChargeCycle } from '@fireline/shared';

/** Months each cycle spans; `once` is the whole contract period. */
const cycleMonths: Record<Exclude<ChargeCycle, 'once'>, number> = {
  monthly: 1,
  quarterly: 3,
  half_yearly: 6,
  yearly: 12,
};

const day = (year: number, monthIndex: number, date: number) =>
  new Date(Date.UTC(year, monthIndex, date)).toISOString().slice(0, 10);

export type SchedulePeriod = { startDate: string; endDate: string; amountDue: number };

/**
 * A contract's billing periods for a cycle (docs/maintenance.md "Charges"): calendar months, quarters, half years or
 * years clipped to the contract period (the first and last may be short), or the whole period once. The amount is
 * split evenly in cents; the remainder cents go to the last period, so the periods always add up to the amount.
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
    const year = Number(startDate.slice(0, 4));
    const firstMonth = Number(startDate.slice(5, 7)) - 1;
    let monthIndex = firstMonth - (firstMonth % months);
    for (;;) {
      const from = day(year, monthIndex, 1);
      if (from > endDate) break;
      const to = day(year, monthIndex + months, 0);
      spans.push({ startDate: from < startDate ? startDate : from, endDate: to > endDate ? endDate : to });
      monthIndex += months;
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
