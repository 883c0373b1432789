import { MASKED_PASSWORD } from '@fireline/shared';
import { describe, expect, it } from 'vitest';
import { deviceFormFields, toDeviceBody } from './form-fields';

describe('device form fields', () => {
  it('uses the spec ranges and steps for independent-device settings', () => {
    const fields = Object.fromEntries(deviceFormFields.alonedevice.basic.map((field) => [field.id, field]));
    expect(fields.pressure_upper_limit).toMatchObject({
      numeric: true,
      check_type: 'range:0.8,1.5|decimals:1',
      unit: 'MPa',
    });
    expect(fields.pressure_lower_limit!.check_type).toBe('range:0.03,0.2|decimals:2');
    expect(fields.electric_upper_limit!.check_type).toBe('range:200,1000|decimals:0');
    expect(fields.sensing_frequency!.check_type).toBe('range:1,30|decimals:0');
    expect(fields.sending_frequency!.check_type).toBe('range:1,24|decimals:0');
    expect(fields.sleep_time).toMatchObject({ type: 'select', options: [0, 1, 2] });
  });

  it('picks building, floor and system for every class, the DTU for controllers and independent devices, DTU then controller for components', () => {
    const picks = (deviceClass: keyof typeof deviceFormFields) =>
      deviceFormFields[deviceClass].links.map((field) => field.id);
    expect(picks('dtu')).toEqual(['building_id', 'floor_id', 'system_id']);
    expect(picks('video')).toEqual(['building_id', 'floor_id', 'system_id']);
    expect(picks('alarmer')).toEqual(['building_id', 'floor_id', 'system_id', 'device_dtu_id']);
    expect(picks('alonedevice')).toEqual(['building_id', 'floor_id', 'system_id', 'device_dtu_id']);
    expect(picks('component')).toEqual(['building_id', 'floor_id', 'system_id', 'device_dtu_id', 'alarm_host_id']);
  });

  it("sends only the class's fields, trimmed, numbers as numbers, without empty ones when new", () => {
    expect(
      toDeviceBody(
        'alarmer',
        {
          name: ' 控制器 ',
          device_code: 'CTL01',
          sim_number: '123',
          alarmhost_brand: '',
          alarmhost_alarmer_no: '2',
          building_id: 4,
        },
        false,
      ),
    ).toEqual({
      enum_device_class: 'alarmer',
      name: '控制器',
      device_code: 'CTL01',
      alarmhost_alarmer_no: 2,
      building_id: 4,
    });
  });

  it("clears an emptied choice when editing, and never sends a component's DTU, which only narrows its controllers", () => {
    expect(
      toDeviceBody('alarmer', { name: '控制器', device_code: 'CTL01', building_id: undefined, floor_id: null }, true),
    ).toMatchObject({ building_id: null, floor_id: null, device_dtu_id: null });
    const component = toDeviceBody(
      'component',
      {
        name: '烟感',
        loop_number: '1',
        component_number: '12',
        enum_component_type: 42,
        device_dtu_id: 3,
        alarm_host_id: 9,
      },
      false,
    );
    expect(component).toEqual({
      enum_device_class: 'component',
      name: '烟感',
      loop_number: 1,
      component_number: 12,
      enum_component_type: 42,
      alarm_host_id: 9,
    });
  });

  it('leaves an unchanged masked camera password out in edit mode only', () => {
    expect(
      toDeviceBody('video', { name: 'cam', device_code: 'CAM1', password: MASKED_PASSWORD }, true),
    ).not.toHaveProperty('password');
    expect(toDeviceBody('video', { name: 'cam', device_code: 'CAM1', password: 'Secret12' }, true)).toHaveProperty(
      'password',
      'Secret12',
    );
  });
});
