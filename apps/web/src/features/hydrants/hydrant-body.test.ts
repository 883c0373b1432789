import { describe, expect, it } from 'vitest';
import { toHydrantBody, type HydrantFormValues } from './hydrant-body';

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
