import type { ForwardRule } from '@fireline/shared';
import type { FieldOption, FormSection } from '../../components/form-fields';
import type { Translate } from '../../locales/translate';

/** The code table of device types a rule may narrow to. */
export const RULE_ENUMS = ['enum_device_type'] as const;

/** What a new rule starts with: enabled, fire alarms (火警) of every unit and device type. */
export const NEW_RULE: Record<string, unknown> = {
  is_enabled: 1,
  categories: ['fire'],
  unit_ids: [],
  device_types: [],
};

/** The rule form: where events go, and which (categories, units, device types). */
export const ruleSections = (t: Translate, enumOptions: (name: string) => FieldOption[]): FormSection[] => [
  {
    id: 'basic',
    title: t('eventForward.section.basic'),
    fields: [
      { id: 'name', name: t('eventForward.field.name'), type: 'input', check_type: 'required|maxLength:50' },
      {
        id: 'url',
        name: t('eventForward.field.url'),
        type: 'input',
        check_type: 'required|httpUrl|maxLength:500',
        placeholder: 'https://example.com/fireline/events',
        expand: { wide: true, help: t('eventForward.field.urlHelp') },
      },
      {
        id: 'is_enabled',
        name: t('eventForward.field.is_enabled'),
        type: 'select_radio',
        check_type: 'required',
        options: [1, 0].map((value) => ({ value, label: t(`eventForward.enabled.${value as 0 | 1}`) })),
      },
    ],
  },
  {
    id: 'selection',
    title: t('eventForward.section.selection'),
    fields: [
      {
        id: 'categories',
        name: t('eventForward.field.categories'),
        type: 'multiple_select_pick',
        check_type: 'required',
        slot: 'categories',
        expand: { wide: true },
      },
      {
        id: 'unit_ids',
        name: t('eventForward.field.unit_ids'),
        type: 'multiple_select_pick',
        slot: 'units',
        expand: { help: t('eventForward.field.unitHelp') },
      },
      {
        id: 'device_types',
        name: t('eventForward.field.device_types'),
        type: 'multiple_select_pick',
        options: enumOptions('enum_device_type'),
        expand: { help: t('eventForward.field.deviceTypeHelp') },
      },
      { id: 'remark', name: t('eventForward.field.remark'), type: 'textarea', expand: { remark: true } },
    ],
  },
];

const list = (value: unknown) => (Array.isArray(value) ? value : []);

/** The form's values as the create and change calls take them: lists never missing, an empty remark as null. */
export const toRuleBody = (values: Record<string, unknown>) => ({
  name: values.name,
  url: values.url,
  is_enabled: Number(values.is_enabled ?? 1),
  categories: list(values.categories),
  unit_ids: list(values.unit_ids).map(Number),
  device_types: list(values.device_types).map(Number),
  remark: typeof values.remark === 'string' && values.remark !== '' ? values.remark : null,
});

/** A stored rule as the form holds it. */
export const fromRule = (rule: ForwardRule): Record<string, unknown> => ({
  name: rule.name,
  url: rule.url,
  is_enabled: rule.is_enabled,
  categories: rule.categories,
  unit_ids: rule.unit_ids,
  device_types: rule.device_types,
  remark: rule.remark ?? '',
});
