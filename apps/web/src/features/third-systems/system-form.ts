import type { ThirdSystem } from '@fireline/shared';
import type { FormSection } from '../../components/form-fields';
import type { Translate } from '../../locales/translate';

/** What a new system starts with: enabled, no units. */
export const NEW_SYSTEM: Record<string, unknown> = { is_enabled: 1, unit_ids: [] };

/** The system form: who it is and, when new, the units it may see (later changed on its unit list). */
export const systemSections = (t: Translate): FormSection[] => [
  {
    id: 'basic',
    title: t('thirdSystems.section.basic'),
    fields: [
      { id: 'name', name: t('thirdSystems.field.name'), type: 'input', check_type: 'required|maxLength:50' },
      { id: 'contact_name', name: t('thirdSystems.field.contact_name'), type: 'input', check_type: 'maxLength:30' },
      { id: 'contact_phone', name: t('thirdSystems.field.contact_phone'), type: 'input', check_type: 'phone' },
      {
        id: 'is_enabled',
        name: t('thirdSystems.field.is_enabled'),
        type: 'select_radio',
        check_type: 'required',
        options: [1, 0].map((value) => ({ value, label: t(`thirdSystems.enabled.${value as 0 | 1}`) })),
      },
      { id: 'remark', name: t('thirdSystems.field.remark'), type: 'textarea', expand: { remark: true, wide: true } },
    ],
  },
  {
    id: 'units',
    title: t('thirdSystems.section.units'),
    fields: [
      {
        id: 'unit_ids',
        name: t('thirdSystems.field.unit_ids'),
        type: 'multiple_select_pick',
        slot: 'units',
        expand: { mode: 'new', wide: true, help: t('thirdSystems.field.unitHelp') },
      },
    ],
  },
];

const textOrNull = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** The form's values as the create and change calls take them (empty texts as null). */
export const toSystemBody = (values: Record<string, unknown>, isNew: boolean) => ({
  name: values.name,
  contact_name: textOrNull(values.contact_name),
  contact_phone: textOrNull(values.contact_phone),
  remark: textOrNull(values.remark),
  is_enabled: Number(values.is_enabled ?? 1),
  ...(isNew ? { unit_ids: (Array.isArray(values.unit_ids) ? values.unit_ids : []).map(Number) } : {}),
});

/** A stored system as the form holds it. */
export const fromSystem = (system: ThirdSystem): Record<string, unknown> => ({
  name: system.name,
  contact_name: system.contact_name ?? '',
  contact_phone: system.contact_phone ?? '',
  remark: system.remark ?? '',
  is_enabled: system.is_enabled,
});
