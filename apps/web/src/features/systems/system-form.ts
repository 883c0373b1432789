import { gbSystemTypes, systemStatuses, type SystemCreate } from '@fireline/shared';
import type { TFunction } from 'i18next';
import { currentLang } from '../../lib/i18n';
import { dateOrNull, numberOrNull, type FormSection } from '../../components/form-fields';
import type { MessageKey } from '../../locales/en-US';

/** A GB/T 26875.3 system type's name in the screen's language. */
export const systemTypeName = (code: number) => {
  const row = gbSystemTypes.find(([id]) => id === code);
  return row ? (currentLang() === 'en' ? row[2] : row[1]) : String(code);
};

/** The fire system form (spec 001 §3 "System"): name, GB type, status, transmission equipment, location, dates, maintenance cycle. */
export const systemSections = (t: TFunction): FormSection[] => [
  {
    id: 'system',
    title: t('systems.title'),
    fields: [
      {
        id: 'alias_system_name',
        name: t('systems.field.name'),
        type: 'input',
        check_type: 'required|maxLength:50',
        expand: { max_length: 50 },
      },
      {
        id: 'enum_system_type',
        name: t('systems.field.type'),
        type: 'select_pick',
        check_type: 'required',
        options: gbSystemTypes.map(([code]) => ({ value: code, label: systemTypeName(code) })),
      },
      {
        id: 'enum_system_status',
        name: t('systems.field.status'),
        type: 'select',
        options: systemStatuses.map((status) => ({
          value: status.id,
          label: t(`systems.status.${status.id}` as MessageKey),
        })),
      },
      {
        id: 'transmission_equipment',
        name: t('systems.field.transmission'),
        type: 'input',
        check_type: 'maxLength:100',
        expand: { max_length: 100 },
      },
      { id: 'install_time', name: t('systems.field.install'), type: 'date' },
      { id: 'maint_time', name: t('systems.field.maint'), type: 'date' },
      { id: 'expiration_month', name: t('systems.field.cycle'), type: 'input', check_type: 'positiveInt|range:1,240' },
      { id: 'remark', name: t('systems.field.remark'), type: 'textarea', expand: { remark: true } },
    ],
  },
];

/** The call's body from the submitted values: numbers as numbers, an empty date or cycle as null, status 1 by default. */
export const toSystemBody = (values: Record<string, unknown>): Omit<SystemCreate, 'company_id'> => ({
  alias_system_name: String(values.alias_system_name ?? ''),
  enum_system_type: Number(values.enum_system_type),
  enum_system_status: Number(values.enum_system_status ?? 1) || 1,
  transmission_equipment: (values.transmission_equipment as string | undefined) || null,
  remark: (values.remark as string | undefined) || null,
  install_time: dateOrNull(values.install_time),
  maint_time: dateOrNull(values.maint_time),
  expiration_month: numberOrNull(values.expiration_month),
});
