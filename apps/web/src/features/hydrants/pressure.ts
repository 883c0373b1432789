/** A pressure in MPa as read: at most three decimals (a device's float may carry 0.31000000000000005), '—' when none. */
export const formatPressure = (pressure: number | null | undefined): string =>
  pressure === null || pressure === undefined ? '—' : String(Number(pressure.toFixed(3)));
