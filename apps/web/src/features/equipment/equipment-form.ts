import type { EquipmentAttrDef } from '@fireline/shared';
import type { TFunction } from 'i18next';
import {
  dateOrNull,
  numberOrNull,
  type FieldOption,
  type FormField,
  type FormSection,
} from '../../components/form-fields';
import type { MessageKey } from '../../locales/en-US';
import type { EquipmentFormValues } from './equipment-body';

/** Attribute fields carry this prefix so they never meet an equipment field of the same name. */
const ATTR_PREFIX = 'attr__';

type Options = {
  types: FieldOption[];
  buildings: FieldOption[];
  floors: FieldOption[];
  hasBuilding: boolean;
  lang: string;
};

const attributeField = (def: EquipmentAttrDef, lang: string): FormField => {
  const base = {
    id: `${ATTR_PREFIX}${def.key}`,
    name: lang === 'en' ? def.eng_name : def.name,
    check_type: def.required ? 'required' : undefined,
  };
  if (def.value_type === 'select')
    return {
      ...base,
      type: 'select',
      options: def.options.map((option) => ({
        value: option.id,
        label: lang === 'en' ? option.eng_name : option.name,
      })),
    };
  if (def.value_type === 'date') return { ...base, type: 'date' };
  if (def.value_type === 'number')
    return {
      ...base,
      type: 'input',
      unit: def.unit ?? undefined,
      check_type: def.required ? 'required|numeric' : 'numeric',
    };
  return {
    ...base,
    type: 'input',
    check_type: def.required ? 'required|maxLength:200' : 'maxLength:200',
    expand: { max_length: 200 },
  };
};

/** The equipment form (spec 001 §3 "Facility (equipment)"): the equipment, where it stands, and its type's own attributes. */
export const equipmentSections = (t: TFunction, defs: EquipmentAttrDef[], options: Options): FormSection[] => {
  // A floor is chosen within a building: without one it stays off in both modes.
  const noBuilding = !options.hasBuilding;
  const sections: FormSection[] = [
    {
      id: 'facility',
      title: t('equipment.list.title'),
      fields: [
        {
          id: 'equipment_number',
          name: t('equipment.field.number'),
          type: 'input',
          check_type: 'required|maxLength:30',
          expand: { max_length: 30 },
        },
        {
          id: 'equipment_name',
          name: t('equipment.field.name'),
          type: 'input',
          check_type: 'required|maxLength:50',
          expand: { max_length: 50 },
        },
        {
          id: 'enum_equipment_type',
          name: t('equipment.field.type'),
          type: 'select',
          check_type: 'required',
          options: options.types,
        },
        {
          id: 'check_cycle',
          name: t('equipment.field.checkCycle'),
          type: 'select',
          options: [3, 2, 1].map((value) => ({ value, label: t(`equipment.cycle.${value}` as MessageKey) })),
        },
      ],
    },
    {
      id: 'position',
      title: t('equipment.field.positionType'),
      fields: [
        { id: 'building_id', name: t('equipment.field.building'), type: 'select', options: options.buildings },
        {
          id: 'floor_id',
          name: t('equipment.field.floor'),
          type: 'select',
          options: options.floors,
          disabled: noBuilding,
          new_disabled: noBuilding,
        },
        {
          id: 'enum_position_type',
          name: t('equipment.field.positionType'),
          type: 'select',
          options: [1, 2].map((value) => ({ value, label: t(`equipment.position.${value}` as MessageKey) })),
        },
        { id: 'point_x', name: t('equipment.field.pointX'), type: 'input', check_type: 'range:0,180' },
        { id: 'point_y', name: t('equipment.field.pointY'), type: 'input', check_type: 'range:0,100' },
        { id: 'position_desc', name: t('equipment.field.positionDesc'), type: 'textarea', expand: { remark: true } },
      ],
    },
  ];
  if (defs.length > 0)
    sections.push({
      id: 'attributes',
      title: t('equipment.field.attributes'),
      fields: defs.map((def) => attributeField(def, options.lang)),
    });
  return sections;
};

/** The form's record: the equipment with its attributes spread into their prefixed fields. */
export const toEquipmentRecord = (values: EquipmentFormValues): Record<string, unknown> => {
  const { attr = {}, ...rest } = values;
  return {
    ...rest,
    ...Object.fromEntries(Object.entries(attr).map(([key, value]) => [`${ATTR_PREFIX}${key}`, value])),
  };
};

/** Submitted values back in the form's shape: coordinates as numbers, attributes gathered, an empty date left blank. */
export const fromSubmitted = (values: Record<string, unknown>, defs: EquipmentAttrDef[]): EquipmentFormValues => {
  const attr: NonNullable<EquipmentFormValues['attr']> = {};
  for (const def of defs) {
    const value = values[`${ATTR_PREFIX}${def.key}`] as string | number | null | undefined;
    attr[def.key] = def.value_type === 'date' ? dateOrNull(value) : value;
  }
  const rest = Object.fromEntries(
    Object.entries(values).filter(([key]) => !key.startsWith(ATTR_PREFIX)),
  ) as EquipmentFormValues;
  return { ...rest, point_x: numberOrNull(rest.point_x), point_y: numberOrNull(rest.point_y), attr };
};
