import { describe, expect, it } from 'vitest';
import { activeAlarms, formatPressure, toHydrantBody, type HydrantFormValues } from './logic';

const values: HydrantFormValues = {
  equipment_number: '  XHS-HD-0013 ',
  region_code: '110108',
  address: ' 北京市海淀区学院路 ',
  longitude: 116.35,
  latitude: 39.99,
  out_hydrant_pipe_diameter: 100,
  type: 3,
};

describe('hydrant form', () => {
  it('sends typed region and address, trimmed, when no listed address is chosen', () => {
    expect(toHydrantBody(values)).toMatchObject({
      equipment_number: 'XHS-HD-0013',
      address_id: null,
      region_code: '110108',
      address: '北京市海淀区学院路',
      waterhead_apply: null,
      lower_limit: 0.1,
      position_desc: '',
    });
  });

  it('sends only the listed address when one is chosen', () => {
    expect(toHydrantBody({ ...values, address_id: 4 })).toMatchObject({
      address_id: 4,
      region_code: null,
      address: null,
    });
  });
});

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

describe('pressure display', () => {
  it('shows a float sum as the reading an operator expects, and a dash without one', () => {
    expect(formatPressure(0.28 + 0.03)).toBe('0.31');
    expect(formatPressure(0.125)).toBe('0.125');
    expect(formatPressure(1)).toBe('1');
    expect(formatPressure(null)).toBe('—');
  });
});
