import type { DistrictKind } from '@fireline/shared';
import type { FieldOption, FormField, FormSection } from '../../components/form-fields';
import type { MessageKey } from '../../locales/en-US';
import type { Translate } from '../../locales/translate';

/** The level code table of each kind that has one. */
export const levelEnumOf: Partial<Record<DistrictKind, string>> = {
  center: 'enum_center_level',
  maint: 'enum_maint_company_level',
  authority: 'enum_authority_level',
};
export const DISTRICT_ENUMS = ['enum_center_level', 'enum_maint_company_level', 'enum_authority_level'] as const;

type SectionOptions = {
  t: Translate;
  kind: DistrictKind;
  enumOptions: (name: string) => FieldOption[];
  /** The "platform account" choice is yes: account and passwords are asked for. */
  isPlatform: boolean;
  /** The centre being edited already has its account: shown read-only, never sent (the server refuses changes, 7994). */
  hasAccount?: boolean;
};

/**
 * The form of a district organisation: name, level, address and contact; a regulatory centre also has the account
 * section of spec 001 §3 (is_platform, and with it account, password and its confirmation).
 */
export const districtSections = (options: SectionOptions): FormSection[] => {
  const { t, kind } = options;
  const field = (id: string, rest: Omit<FormField, 'id' | 'name'> = { type: 'input' }): FormField => ({
    id,
    name: t(`district.field.${id}` as MessageKey),
    ...rest,
  });
  const levelEnum = levelEnumOf[kind];
  const sections: FormSection[] = [
    {
      id: 'basic',
      title: t('district.section.basic'),
      fields: [
        field('company_name', { type: 'input', check_type: 'required|maxLength:50' }),
        ...(levelEnum
          ? [{ ...field('level', { type: 'select', options: options.enumOptions(levelEnum) }), id: levelEnum }]
          : []),
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
  if (options.hasAccount) {
    // Disabled fields are left out of what an edit sends (collectSubmitValues).
    return [
      ...sections,
      {
        id: 'account',
        title: t('district.section.account'),
        fields: [
          field('is_platform', {
            type: 'select_radio',
            disabled: true,
            options: yesNo,
            expand: { help: t('district.accountFixed') },
          }),
          field('account', { type: 'input', disabled: true }),
        ],
      },
    ];
  }
  return [
    ...sections,
    {
      id: 'account',
      title: t('district.section.account'),
      fields: [
        field('is_platform', {
          type: 'select_radio',
          check_type: 'required',
          options: yesNo,
          expand: { help: t('district.accountHelp') },
        }),
        ...(options.isPlatform
          ? [
              field('account', { type: 'input', check_type: 'required|username|maxLength:30' }),
              field('password', { type: 'input', check_type: 'required|password', slot: 'password' }),
              field('confirm_password', {
                type: 'input',
                check_type: 'required',
                slot: 'password',
                expand: { confirm_of: 'password' },
              }),
            ]
          : []),
      ],
    },
  ];
};

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';
const ACCOUNT_FIELDS = ['is_platform', 'account', 'password', 'confirm_password'];

/** What the create call takes: empty optional texts left out. */
export const toDistrictBody = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => !isEmpty(value)));

/**
 * What the change call takes: a field emptied on the form is sent as null, which clears it. The account section goes
 * only when an account is being added (is_platform 1); "no" sends none of it, so a centre keeps what it has.
 */
export const toDistrictUpdate = (values: Record<string, unknown>) => {
  const isAddingAccount = values.is_platform === 1;
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (ACCOUNT_FIELDS.includes(key)) {
      if (isAddingAccount) body[key] = value;
    } else body[key] = isEmpty(value) ? null : value;
  }
  return body;
};
