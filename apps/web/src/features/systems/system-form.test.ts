import { describe, expect, it } from 'vitest';
import { toSystemBody } from './system-form';

describe('fire system form', () => {
  it('sends numbers as numbers and an empty date or cycle as none', () => {
    expect(
      toSystemBody({
        alias_system_name: '火灾自动报警系统',
        enum_system_type: 1,
        enum_system_status: 2,
        install_time: '2000-01-01',
        maint_time: '2025-03-01',
        expiration_month: '12',
        transmission_equipment: '',
      }),
    ).toEqual({
      alias_system_name: '火灾自动报警系统',
      enum_system_type: 1,
      enum_system_status: 2,
      transmission_equipment: null,
      remark: null,
      install_time: null,
      maint_time: '2025-03-01',
      expiration_month: 12,
    });
    expect(toSystemBody({ alias_system_name: 'x', enum_system_type: 1, expiration_month: '' })).toMatchObject({
      enum_system_status: 1,
      expiration_month: null,
    });
  });
});
