import {
  deviceSettingRanges,
  gbComponentTypes,
  groupTransmissions,
  MASKED_PASSWORD,
  transmissionModes,
  type DeviceClass,
  type DeviceSettingName,
} from '@fireline/shared';
import type { FieldOption, FormField, FormSection } from '../../components/form-fields';
import type { MessageKey } from '../../locales/en-US';

/** Records a device links to, each chosen from the unit's own list (building → floor, DTU → controller cascade). */
export type PickerName = 'building' | 'floor' | 'system' | 'dtu' | 'alarmer';
export type PickerOptions = Record<PickerName, FieldOption[]>;

/**
 * One field of the device form. `numeric` values are typed as text and sent as numbers; `pick` fields take their
 * options from the unit's records; `uiOnly` fields steer a cascade and are never sent.
 */
type DeviceFieldDef = {
  id: string;
  type: 'input' | 'select' | 'select_pick';
  check_type?: string;
  numeric?: boolean;
  pick?: PickerName;
  uiOnly?: boolean;
  options?: readonly (string | number)[];
  unit?: string;
  slot?: string;
};

const decimalsOf = (step: number) => (Number.isInteger(step) ? 0 : String(step).split('.')[1]!.length);
const number = (
  id: string,
  { min, max, step, required = false }: { min: number; max: number; step: number; required?: boolean },
): DeviceFieldDef => ({
  id,
  type: 'input',
  numeric: true,
  check_type: [required && 'required', `range:${min},${max}`, `decimals:${decimalsOf(step)}`].filter(Boolean).join('|'),
});
const setting = (name: DeviceSettingName): DeviceFieldDef => ({
  ...number(name, deviceSettingRanges[name]),
  unit: deviceSettingRanges[name].unit,
});

const common: DeviceFieldDef[] = [
  { id: 'device_code', type: 'input', check_type: 'required|deviceCode' },
  { id: 'name', type: 'input', check_type: 'required|maxLength:50' },
  { id: 'enum_device_brand', type: 'input', check_type: 'maxLength:50' },
  { id: 'enum_device_model', type: 'input', check_type: 'maxLength:50' },
  { id: 'specific', type: 'input', check_type: 'maxLength:100' },
];
const link: DeviceFieldDef[] = [
  { id: 'sim_number', type: 'input', check_type: 'simCode' },
  { id: 'mac_address', type: 'input', check_type: 'mac' },
  { id: 'enum_device_transmit_mode', type: 'select', options: transmissionModes },
  { id: 'device_link_way', type: 'select', options: groupTransmissions },
];
const building: DeviceFieldDef = { id: 'building_id', type: 'select_pick', pick: 'building' };
const floor: DeviceFieldDef = { id: 'floor_id', type: 'select_pick', pick: 'floor' };
const system: DeviceFieldDef = { id: 'system_id', type: 'select_pick', pick: 'system' };
const dtu: DeviceFieldDef = { id: 'device_dtu_id', type: 'select_pick', pick: 'dtu' };
const place = [building, floor, system];

/** The transmission device types (GB/T 26875.3 device_thing_type). */
export const deviceThingTypes = [10001, 10009, 10010] as const;

/** The fields of each class's form (spec 001 §3 "Device", ranges of §9), then where it sits and what it hangs on. */
export const deviceFormFields: Record<DeviceClass, { basic: DeviceFieldDef[]; links: DeviceFieldDef[] }> = {
  dtu: {
    basic: [
      ...common,
      { id: 'device_thing_type', type: 'select', check_type: 'required', options: deviceThingTypes },
      { id: 'gb_address', type: 'input', check_type: 'maxLength:15|numeric' },
      { id: 'allowed_networks', type: 'input', check_type: 'maxLength:500' },
      ...link,
    ],
    links: place,
  },
  alonedevice: {
    basic: [
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
      { id: 'sleep_time', type: 'select', options: [0, 1, 2] },
    ],
    links: [...place, dtu],
  },
  alarmer: {
    basic: [
      ...common,
      { id: 'alarmhost_brand', type: 'input', check_type: 'maxLength:50' },
      { id: 'alarmhost_model', type: 'input', check_type: 'maxLength:50' },
      number('alarmhost_alarmer_no', { min: 0, max: 255, step: 1 }),
    ],
    links: [...place, dtu],
  },
  component: {
    basic: [
      { id: 'name', type: 'input', check_type: 'required|maxLength:50' },
      number('loop_number', { min: 0, max: 65_535, step: 1, required: true }),
      number('component_number', { min: 0, max: 65_535, step: 1, required: true }),
      {
        id: 'enum_component_type',
        type: 'select_pick',
        check_type: 'required',
        options: gbComponentTypes.map(([code]) => code),
      },
      { id: 'specific', type: 'input', check_type: 'maxLength:100' },
    ],
    // A component reports through its controller: the DTU only narrows the controllers offered.
    links: [
      ...place,
      { ...dtu, uiOnly: true, check_type: 'required' },
      { id: 'alarm_host_id', type: 'select_pick', pick: 'alarmer', check_type: 'required' },
    ],
  },
  video: {
    basic: [
      ...common,
      { id: 'ip', type: 'input', check_type: 'maxLength:45' },
      number('port', { min: 1, max: 65_535, step: 1 }),
      { id: 'user', type: 'input', check_type: 'maxLength:50' },
      { id: 'password', type: 'input', check_type: 'maxLength:64', slot: 'password' },
      { id: 'serial', type: 'input', check_type: 'maxLength:64' },
      { id: 'play_url', type: 'input', check_type: 'maxLength:500' },
    ],
    links: place,
  },
};

const allFields = (deviceClass: DeviceClass) => [
  ...deviceFormFields[deviceClass].basic,
  ...deviceFormFields[deviceClass].links,
];

type Translate = (key: MessageKey) => string;

/** A fixed option's label: sleep minutes, transmission device types and GB component types are named, the rest are codes. */
const optionLabel = (id: string, value: string | number, t: Translate, lang: 'zh' | 'en') => {
  if (id === 'sleep_time') return t(`devices.sleep.${value}` as MessageKey);
  if (id === 'device_thing_type') return t(`devices.thing.${value}` as MessageKey);
  if (id === 'enum_component_type') {
    const entry = gbComponentTypes.find(([code]) => code === value);
    return entry ? `${value} ${lang === 'en' ? entry[2] : entry[1]}` : String(value);
  }
  return String(value);
};

/** The FormPage sections of a class: its own fields, then the pickers of the unit's records. */
export const deviceSections = (
  deviceClass: DeviceClass,
  { t, lang, pickers }: { t: Translate; lang: 'zh' | 'en'; pickers: PickerOptions },
): FormSection[] => {
  const toField = (def: DeviceFieldDef): FormField => ({
    id: def.id,
    name: t(`devices.field.${def.id}` as MessageKey),
    type: def.type,
    check_type: def.check_type,
    unit: def.unit,
    slot: def.slot,
    options: def.pick
      ? pickers[def.pick]
      : def.options?.map((value) => ({ value, label: optionLabel(def.id, value, t, lang) })),
  });
  const { basic, links } = deviceFormFields[deviceClass];
  return [
    { id: 'basic', title: t('devices.section.basic'), fields: basic.map(toField) },
    { id: 'links', title: t('devices.section.links'), fields: links.map(toField) },
  ];
};

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The body a form sends (spec 001 §5): only the class's fields, numbers as numbers, cascade-only fields left out.
 * A new device leaves empty fields out; an edit sends them as null so a cleared choice is cleared, except an
 * unchanged masked password, which keeps the stored one.
 */
export const toDeviceBody = (deviceClass: DeviceClass, values: Record<string, unknown>, isEdit: boolean) => {
  const body: Record<string, unknown> = { enum_device_class: deviceClass };
  for (const field of allFields(deviceClass)) {
    if (field.uiOnly) continue;
    const raw = values[field.id];
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (isEmpty(value)) {
      if (isEdit) body[field.id] = null;
      continue;
    }
    if (field.slot === 'password' && isEdit && value === MASKED_PASSWORD) continue;
    body[field.id] = field.numeric ? Number(value) : value;
  }
  return body;
};
