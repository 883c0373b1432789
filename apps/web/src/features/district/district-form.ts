import type { DistrictKind } from '@fireline/shared';
import type { TFunction } from 'i18next';
import type { FieldOption, FormField, FormSection } from '../../components/form-fields';
import type { MessageKey } from '../../locales/en-US';

type Translate = TFunction | ((key: MessageKey) => string);

/** The level code table of each kind that has one. */
export const levelEnumOf: Partial<Record<DistrictKind, string>> = {
  center: 'enum_center_level',
  maint: 'enum_maint_company_level',
  authority: 'enum_authority_level',
};
export const DISTRICT_ENUMS = ['enum_center_level', 'enum_maint_company_level', 'enum_authority_level'] as const;

/**
 * The form of a new district organisation: name, level, address and contact; a regulatory centre also has the account
 * section of spec 001 §3 (is_platform, and with it account, password and its confirmation).
 */
export const districtSections = (options: { t: Translate; kind: DistrictKind; enumOptions: (name: string) => FieldOption[]; isPlatform: boolean }): FormSection[] => {
  const { t, kind } = options;
  const field = (id: string, rest: Omit<FormField, 'id' | 'name'> = { type: 'input' }): FormField => ({ id, name: t(`district.field.${id}` as MessageKey), ...rest });
  const levelEnum = levelEnumOf[kind];
  const sections: FormSection[] = [
    {
      id: 'basic',
      title: t('district.section.basic'),
      fields: [
        field('company_name', { type: 'input', check_type: 'required|maxLength:50' }),
        ...(levelEnum ? [{ ...field('level', { type: 'select', options: options.enumOptions(levelEnum) }), id: levelEnum }] : []),
      ],
    },
    {
      id: 'contact',
      title: t('district.section.contact'),
      fields: [
        field('company_address', { type: 'select_pick', slot: 'address' }),
        field('company_address_specific', { type: 'input', check_type: 'maxLength:200', slot: 'addressText' }),
        field('points', { type: 'input', slot: 'points' }),
        field('contact_name', { type: 'input', check_type: 'maxLength:30' }),
        field('contact_phone', { type: 'input', check_type: 'phone' }),
      ],
    },
  ];
  if (kind !== 'center') return sections;
  const yesNo = [1, 0].map((value) => ({ value, label: t(`district.platform.${value}` as MessageKey) }));
  return [
    ...sections,
    {
      id: 'account',
      title: t('district.section.account'),
      fields: [
        field('is_platform', { type: 'select_radio', check_type: 'required', options: yesNo, expand: { help: t('district.accountHelp') } }),
        ...(options.isPlatform
          ? [
              field('account', { type: 'input', check_type: 'required|username|maxLength:30' }),
              field('password', { type: 'input', check_type: 'required|password', slot: 'password' }),
              field('confirm_password', { type: 'input', check_type: 'required', slot: 'password', expand: { confirm_of: 'password' } }),
            ]
          : []),
      ],
    },
  ];
};

/** What the info call takes: numbers as numbers, empty optional texts left out. */
export const toDistrictBody = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined && value !== null && value !== ''));
