import { maintBreakdownTypes, type MaintBreakdownType } from '@fireline/shared';

const pad = (value: number) => String(value).padStart(2, '0');
const dayOf = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const monthSpan = (year: number, month: number): [string, string] => [
  dayOf(year, month, 1),
  dayOf(year, month, lastDayOf(year, month)),
];

/**
 * The slots of a breakdown that hold `today` (docs/maintenance.md "Plans and tasks"): by day a chosen weekday (1 Monday
 * … 7 Sunday) is its own slot; by month a chosen day d runs from the d-th to the month's end; by quarter, half year or
 * year a chosen month of the cycle is a slot of its whole month; no breakdown is one slot, the plan's period.
 */
export const slotsOn = (
  today: string,
  plan: { startDate: string; endDate: string; breakdownType: number; breakdownList: readonly number[] },
): Array<[string, string]> => {
  if (today < plan.startDate || today > plan.endDate) return [];
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const list = plan.breakdownList;
  const type = plan.breakdownType as MaintBreakdownType;
  if (type === maintBreakdownTypes.none) return [[plan.startDate, plan.endDate]];
  if (type === maintBreakdownTypes.day) {
    const weekday = ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1;
    return list.includes(weekday) ? [[today, today]] : [];
  }
  if (type === maintBreakdownTypes.month)
    return list
      .filter((slot) => slot <= day)
      .map((slot) => [dayOf(year, month, slot), monthSpan(year, month)[1]] as [string, string]);
  const cycle = type === maintBreakdownTypes.quarter ? 3 : type === maintBreakdownTypes.half_year ? 6 : 12;
  const first = Math.floor((month - 1) / cycle) * cycle + 1;
  return list.includes(month - first + 1) ? [monthSpan(year, month)] : [];
};
