import { caredCategories, type CompanyRecord } from '@fireline/shared';
import type { Point as Points } from '../../components/coordinates';
import type { FieldOption, FormField, FormSection } from '../../components/form-fields';
import type { UploadValue } from '../../components/upload';
import type { MessageKey } from '../../locales/en-US';
import type { Translate } from '../../locales/translate';

export const COMPANY_ENUMS = ['enum_company_type', 'enum_company_regulator_level', 'enum_company_economic'] as const;
const NUMBER_FIELDS = [
  'staff_total',
  'permanent_assets',
  'site_area',
  'building_area',
  'limit_building_count',
  'limit_device_count',
  'limit_user_count',
] as const;
const GRAPH_FIELDS = ['business_license_graph', 'company_graph', 'level_prove_graph'] as const;

const isRecordField = (record: CompanyRecord, id: string): id is keyof CompanyRecord => id in record;
/** The record's value of a form field: the forms name fields by id, and an id the record lacks reads as not given. */
export const fieldValue = (record: CompanyRecord, id: string) => (isRecordField(record, id) ? record[id] : undefined);

/** Fields only the centre or the administrator may change (the server refuses a unit's own user, 9993). */
export const OVERSEER_FIELDS = [
  'category',
  'parent_id',
  'limit_building_count',
  'limit_device_count',
  'limit_user_count',
] as const;

/** Whether the caller oversees the unit being edited: the administrator, or a centre's user on a unit it watches. */
export const isOverseerOf = (
  user: { role_code: string; company_type: string; company_id: number } | undefined,
  companyId: number | undefined,
) => user?.role_code === 'admin_system' || (user?.company_type === 'info_center' && user.company_id !== companyId);

/**
 * Every field of spec 001 §3 "Company / unit" as form definitions, grouped as the page shows them. With
 * `lockOverseerFields` the overseer's fields are shown but disabled in edit mode (so they are not sent either).
 */
export const companySections = (
  t: Translate,
  enumOptions: (name: string) => FieldOption[],
  options: { lockOverseerFields?: boolean } = {},
): FormSection[] => {
  const field = (id: string, rest: Omit<FormField, 'id' | 'name'> = { type: 'input' }): FormField => ({
    id,
    name: t(`companies.field.${id}` as MessageKey),
    ...rest,
    ...(options.lockOverseerFields && (OVERSEER_FIELDS as readonly string[]).includes(id) ? { disabled: true } : {}),
  });
  const person = (prefix: string, isRequired = false): FormField[] => [
    field(`${prefix}_name`, { type: 'input', check_type: `${isRequired ? 'required|' : ''}maxLength:30` }),
    field(`${prefix}_code`, { type: 'input', check_type: 'idCard' }),
    field(`${prefix}_phone`, { type: 'input', check_type: 'phone' }),
  ];
  return [
    {
      id: 'basic',
      title: t('companies.section.basic'),
      fields: [
        field('company_name', { type: 'input', check_type: 'required|maxLength:50' }),
        field('company_code', { type: 'input', check_type: 'orgCode' }),
        field('category', {
          type: 'select',
          check_type: 'required',
          options: caredCategories.map((value) => ({ value, label: t(`companies.category.${value}` as MessageKey) })),
        }),
        field('enum_company_type', { type: 'select', options: enumOptions('enum_company_type') }),
        field('enum_company_regulator_level', { type: 'select', options: enumOptions('enum_company_regulator_level') }),
        field('enum_company_economic', { type: 'select', options: enumOptions('enum_company_economic') }),
        field('networking_date', { type: 'date' }),
        field('setup_time', { type: 'date' }),
        field('account_source', { type: 'input', check_type: 'maxLength:50' }),
        field('dominate_company_name', { type: 'input', check_type: 'maxLength:100' }),
      ],
    },
    {
      id: 'contact',
      title: t('companies.section.contact'),
      fields: [
        field('company_address', { type: 'select_pick', check_type: 'required', slot: 'address' }),
        field('company_address_specific', { type: 'input', check_type: 'required|maxLength:200', slot: 'addressText' }),
        field('points', { type: 'input', slot: 'points' }),
        field('post_code', { type: 'input', check_type: 'postalCode' }),
        field('contact_name', { type: 'input', check_type: 'required|maxLength:30' }),
        field('contact_phone', { type: 'input', check_type: 'required|phone' }),
        field('control_room_phone', { type: 'input', check_type: 'phone' }),
      ],
    },
    {
      id: 'scale',
      title: t('companies.section.scale'),
      fields: [
        field('staff_total', { type: 'input', check_type: 'positiveInt', unit: t('companies.unit.people') }),
        field('permanent_assets', {
          type: 'input',
          check_type: 'decimals:2|min:0',
          unit: t('companies.unit.tenThousandYuan'),
        }),
        field('site_area', { type: 'input', check_type: 'decimals:2|min:0', unit: t('companies.unit.squareMetre') }),
        field('building_area', {
          type: 'input',
          check_type: 'decimals:2|min:0',
          unit: t('companies.unit.squareMetre'),
        }),
      ],
    },
    { id: 'legal', title: t('companies.section.legal'), fields: person('legal_representative') },
    {
      id: 'safety',
      title: t('companies.section.safety'),
      fields: [
        ...person('safety_responsibility', true),
        ...person('safety_manager'),
        ...person('parttime_responsibility'),
      ],
    },
    {
      id: 'pictures',
      title: t('companies.section.pictures'),
      fields: [
        field('business_license_graph', { type: 'img', expand: { upload_kind: 'licence', limit: 5 } }),
        field('company_graph', { type: 'img', expand: { upload_kind: 'image', limit: 5 } }),
        field('level_prove_graph', { type: 'img', expand: { upload_kind: 'image', limit: 5 } }),
      ],
    },
    {
      id: 'limits',
      title: t('companies.section.limits'),
      // Per-company limits are optional: sent only when their box is ticked (spec 001 §5 gated fields).
      fields: ['limit_building_count', 'limit_device_count', 'limit_user_count'].map((id) =>
        field(id, { type: 'input', check_type: 'required|positiveInt', expand: { gated: true } }),
      ),
    },
  ];
};

const asNumber = (value: unknown) => (value === undefined || value === null || value === '' ? null : Number(value));
const asText = (value: unknown) => (value === undefined || value === null || value === '' ? null : value);

/** Form values → the create / update body: numbers as numbers, pictures as file ids, empty text as null. */
export const toCompanyBody = (values: Record<string, unknown>) => {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if ((NUMBER_FIELDS as readonly string[]).includes(key)) body[key] = asNumber(value);
    else if ((GRAPH_FIELDS as readonly string[]).includes(key))
      body[key] = ((value as UploadValue[] | undefined) ?? []).map((file) => file.file_id);
    else if (key === 'points') body[key] = (value as Points | null | undefined) ?? null;
    else if (key === 'company_name') body[key] = value;
    else body[key] = asText(value);
  }
  return body;
};

/** An archive record → form values: file ids as upload values with their static URLs. */
export const fromCompany = (record: Record<string, unknown>) => {
  const values: Record<string, unknown> = { ...record };
  for (const key of GRAPH_FIELDS)
    values[key] = ((record[key] as string[] | null) ?? []).map((id): UploadValue => ({
      file_id: id,
      static_url: `/files/${id}`,
    }));
  for (const key of NUMBER_FIELDS)
    values[key] = record[key] === null || record[key] === undefined ? undefined : String(record[key]);
  return values;
};
