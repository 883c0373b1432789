import { describe, expect, it } from 'vitest';
import { activeAlarms } from './alarm-states';

describe('hydrant alarm states', () => {
  const normal = {
    water_pressure_status: 0,
    impact_status: 0,
    water_theft_status: 0,
    pressure: 0.3,
    lower_limit: 0.15,
  };
  it('is empty for a normal hydrant and lists each active state', () => {
    expect(activeAlarms(normal)).toEqual([]);
    expect(activeAlarms({ ...normal, impact_status: 1, water_theft_status: 1 })).toEqual(['impact', 'waterTheft']);
  });
  it('counts a reading under the threshold as low pressure', () => {
    expect(activeAlarms({ ...normal, pressure: 0.1 })).toEqual(['waterPressure']);
    expect(activeAlarms({ ...normal, pressure: null })).toEqual([]);
  });
});
