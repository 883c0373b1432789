import { MASKED_PASSWORD } from '@fireline/shared';
import { describe, expect, it } from 'vitest';
import { deviceFormFields, toDeviceBody } from './form-fields';

describe('device form fields', () => {
  it('uses the spec ranges and steps for independent-device settings', () => {
    const fields = Object.fromEntries(deviceFormFields.alonedevice.map((field) => [field.name, field]));
    expect(fields.pressure_upper_limit).toMatchObject({ kind: 'number', min: 0.8, max: 1.5, step: 0.1 });
    expect(fields.pressure_lower_limit).toMatchObject({ min: 0.03, max: 0.2, step: 0.01 });
    expect(fields.electric_upper_limit).toMatchObject({ min: 200, max: 1000, step: 100 });
    expect(fields.sensing_frequency).toMatchObject({ min: 1, max: 30 });
    expect(fields.sending_frequency).toMatchObject({ min: 1, max: 24 });
    expect(fields.sleep_time).toMatchObject({ kind: 'select', options: [0, 1, 2] });
  });

  it("sends only the class's fields, trimmed, without empty ones", () => {
    expect(toDeviceBody('alarmer', { name: ' 控制器 ', device_code: 'CTL01', sim_number: '123', alarmhost_brand: '', alarmhost_alarmer_no: 2 }, false)).toEqual({
      enum_device_class: 'alarmer',
      name: '控制器',
      device_code: 'CTL01',
      alarmhost_alarmer_no: 2,
    });
  });

  it('leaves an unchanged masked camera password out in edit mode only', () => {
    expect(toDeviceBody('video', { name: 'cam', device_code: 'CAM1', password: MASKED_PASSWORD }, true)).not.toHaveProperty('password');
    expect(toDeviceBody('video', { name: 'cam', device_code: 'CAM1', password: 'Secret12' }, true)).toHaveProperty('password', 'Secret12');
  });
});
