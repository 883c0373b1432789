import type { HydrantItem } from '@fireline/shared';

export type HydrantAlarmKey = 'waterPressure' | 'impact' | 'waterTheft';

/** Active alarm states of a hydrant, in a fixed order; a pressure reading under the threshold counts even before the status says so. */
export const activeAlarms = (
  item: Pick<
    HydrantItem,
    'water_pressure_status' | 'impact_status' | 'water_theft_status' | 'pressure' | 'lower_limit'
  >,
): HydrantAlarmKey[] => {
  const keys: HydrantAlarmKey[] = [];
  const isLowPressure =
    item.water_pressure_status !== 0 || (item.pressure !== null && item.pressure < item.lower_limit);
  if (isLowPressure) keys.push('waterPressure');
  if (item.impact_status !== 0) keys.push('impact');
  if (item.water_theft_status !== 0) keys.push('waterTheft');
  return keys;
};
