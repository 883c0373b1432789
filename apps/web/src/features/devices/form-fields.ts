import { deviceSettingRanges, groupTransmissions, MASKED_PASSWORD, transmissionModes, type DeviceClass, type DeviceSettingName } from '@fireline/shared';

/** One field of the device form: text, number (with range and step), select, or password (masked when unchanged). */
export type DeviceField =
  | { name: string; kind: 'text'; required?: boolean; max: number; pattern?: RegExp }
  | { name: string; kind: 'number'; required?: boolean; min: number; max: number; step: number }
  | { name: string; kind: 'select'; required?: boolean; options: readonly (string | number)[] }
  | { name: string; kind: 'password' };

const code = /^[A-Za-z0-9]{1,30}$/;
const common: DeviceField[] = [
  { name: 'device_code', kind: 'text', required: true, max: 30, pattern: code },
  { name: 'name', kind: 'text', required: true, max: 50 },
  { name: 'enum_device_brand', kind: 'text', max: 50 },
  { name: 'enum_device_model', kind: 'text', max: 50 },
  { name: 'specific', kind: 'text', max: 100 },
];
const link: DeviceField[] = [
  { name: 'sim_number', kind: 'text', max: 30, pattern: code },
  { name: 'mac_address', kind: 'text', max: 17, pattern: /^[0-9A-F]{2}(-[0-9A-F]{2}){5}$/ },
  { name: 'enum_device_transmit_mode', kind: 'select', options: transmissionModes },
  { name: 'device_link_way', kind: 'select', options: groupTransmissions },
];
const setting = (name: DeviceSettingName): DeviceField => ({ name, kind: 'number', ...deviceSettingRanges[name] });

/** The fields of each class's form (spec 001 §3 "Device", ranges of §9). */
export const deviceFormFields: Record<DeviceClass, DeviceField[]> = {
  dtu: [...common, { name: 'device_thing_type', kind: 'select', required: true, options: [10001, 10009, 10010] }, { name: 'gb_address', kind: 'text', max: 15, pattern: /^\d{1,15}$/ }, ...link],
  alonedevice: [
    ...common,
    ...link,
    setting('sensing_frequency'),
    setting('sending_frequency'),
    setting('pressure_upper_limit'),
    setting('pressure_lower_limit'),
    setting('level_upper_limit'),
    setting('level_lower_limit'),
    setting('electric_upper_limit'),
    setting('temperature_upper_limit'),
    setting('temperature_lower_limit'),
    { name: 'sleep_time', kind: 'select', options: [0, 1, 2] },
  ],
  alarmer: [
    ...common,
    { name: 'alarmhost_brand', kind: 'text', max: 50 },
    { name: 'alarmhost_model', kind: 'text', max: 50 },
    { name: 'alarmhost_alarmer_no', kind: 'number', min: 0, max: 255, step: 1 },
  ],
  component: [
    { name: 'name', kind: 'text', required: true, max: 50 },
    { name: 'loop_number', kind: 'number', required: true, min: 0, max: 65_535, step: 1 },
    { name: 'component_number', kind: 'number', required: true, min: 0, max: 65_535, step: 1 },
    { name: 'enum_component_type', kind: 'number', required: true, min: 0, max: 255, step: 1 },
    { name: 'alarm_host_id', kind: 'number', required: true, min: 1, max: 2_147_483_647, step: 1 },
    { name: 'specific', kind: 'text', max: 100 },
  ],
  video: [
    ...common,
    { name: 'ip', kind: 'text', max: 45 },
    { name: 'port', kind: 'number', min: 1, max: 65_535, step: 1 },
    { name: 'user', kind: 'text', max: 50 },
    { name: 'password', kind: 'password' },
    { name: 'serial', kind: 'text', max: 64 },
    { name: 'play_url', kind: 'text', max: 500 },
  ],
};

/**
 * The body a form sends (spec 001 §5): only the class's fields, text trimmed, empty optional values left out; in edit
 * mode an unchanged masked password is left out so the stored one stays.
 */
export const toDeviceBody = (deviceClass: DeviceClass, values: Record<string, unknown>, isEdit: boolean) => {
  const body: Record<string, unknown> = { enum_device_class: deviceClass };
  for (const field of deviceFormFields[deviceClass]) {
    const raw = values[field.name];
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (value === undefined || value === null || value === '') continue;
    if (field.kind === 'password' && isEdit && value === MASKED_PASSWORD) continue;
    body[field.name] = value;
  }
  return body;
};
