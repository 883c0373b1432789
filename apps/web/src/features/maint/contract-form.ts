import type { Contract } from '@fireline/shared';
import dayjs, { type Dayjs } from 'dayjs';
import { numberOrNull, type FormSection } from '../../components/form-fields';
import type { UploadValue } from '../../components/upload';
import type { Translate } from '../../locales/translate';

/** The contract form (spec 002 §3 "Maintenance contract"): the contract, its contacts, fire water and attachments. */
export const contractSections = (t: Translate): FormSection[] => [
  {
    id: 'basic',
    title: t('maint.section.basic'),
    fields: [
      {
        id: 'project_name',
        name: t('maint.field.project_name'),
        type: 'input',
        check_type: 'required|maxLength:50',
      },
      {
        id: 'entrust_company_name',
        name: t('maint.field.entrust_company_name'),
        type: 'input',
        check_type: 'required|maxLength:50',
      },
      {
        id: 'company_maint_id',
        name: t('maint.field.company_maint_id'),
        type: 'select_pick',
        check_type: 'required',
        slot: 'maint',
      },
      {
        id: 'contact_period',
        name: t('maint.field.contact_period'),
        type: 'input',
        check_type: 'required',
        slot: 'period',
      },
      {
        id: 'company_ids',
        name: t('maint.field.company_ids'),
        type: 'multiple_select_pick',
        check_type: 'required',
        slot: 'units',
        expand: { wide: true, help: t('maint.field.unitsHelp') },
      },
      {
        id: 'contract_amount',
        name: t('maint.field.contract_amount'),
        type: 'input',
        check_type: 'decimals:2|range:0,1000000000',
        unit: t('maint.unit.yuan'),
      },
      {
        id: 'related_resp_uid',
        name: t('maint.field.related_resp_uid'),
        type: 'select_pick',
        slot: 'resp',
      },
    ],
  },
  {
    id: 'contacts',
    title: t('maint.section.contacts'),
    fields: [
      {
        id: 'project_contact_name',
        name: t('maint.field.project_contact_name'),
        type: 'input',
        check_type: 'maxLength:20',
      },
      { id: 'project_contact_phone', name: t('maint.field.project_contact_phone'), type: 'input', check_type: 'phone' },
      { id: 'spot_contact_name', name: t('maint.field.spot_contact_name'), type: 'input', check_type: 'maxLength:20' },
      { id: 'spot_contact_phone', name: t('maint.field.spot_contact_phone'), type: 'input', check_type: 'phone' },
    ],
  },
  {
    id: 'facilities',
    title: t('maint.section.facilities'),
    fields: [
      {
        id: 'fire_tank_location',
        name: t('maint.field.fire_tank_location'),
        type: 'input',
        check_type: 'maxLength:100',
      },
      {
        id: 'fire_tank_capacity',
        name: t('maint.field.fire_tank_capacity'),
        type: 'input',
        check_type: 'decimals:2|range:0,1000000',
        unit: t('maint.unit.m3'),
      },
      {
        id: 'fire_pool_location',
        name: t('maint.field.fire_pool_location'),
        type: 'input',
        check_type: 'maxLength:100',
      },
      {
        id: 'fire_pool_capacity',
        name: t('maint.field.fire_pool_capacity'),
        type: 'input',
        check_type: 'decimals:2|range:0,1000000',
        unit: t('maint.unit.m3'),
      },
      {
        id: 'fire_control_room_position',
        name: t('maint.field.fire_control_room_position'),
        type: 'input',
        check_type: 'maxLength:100',
      },
    ],
  },
  {
    id: 'attachments',
    title: t('maint.section.attachments'),
    fields: [
      {
        id: 'attachments',
        name: t('maint.field.attachments'),
        type: 'img',
        slot: 'attachments',
        expand: { upload_kind: 'attachment', limit: 5, help: t('maint.field.attachmentsHelp') },
      },
    ],
  },
];

const DAY = 'YYYY-MM-DD';
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A stored contract as the form holds it: the period as two days, attachments as upload values. */
export const fromContract = (contract: Contract): Record<string, unknown> => ({
  project_name: contract.project_name,
  entrust_company_name: contract.entrust_company_name,
  company_maint_id: contract.company_maint_id,
  company_ids: contract.company_ids,
  contact_period: contract.contact_period.map((day) => dayjs(day)),
  contract_amount: contract.contract_amount ?? '',
  related_resp_uid: contract.related_resp_uid ?? undefined,
  project_contact_name: contract.project_contact_name,
  project_contact_phone: contract.project_contact_phone,
  spot_contact_name: contract.spot_contact_name,
  spot_contact_phone: contract.spot_contact_phone,
  fire_tank_location: contract.fire_tank_location,
  fire_tank_capacity: contract.fire_tank_capacity ?? '',
  fire_pool_location: contract.fire_pool_location,
  fire_pool_capacity: contract.fire_pool_capacity ?? '',
  fire_control_room_position: contract.fire_control_room_position,
  attachments: contract.attachments.map((file): UploadValue => ({
    file_id: file.file_id,
    static_url: `/files/${file.file_id}`,
    name: file.name,
  })),
});

/** The form's values as contract/info takes them: days as YYYY-MM-DD, empty numbers as null, file ids. */
export const toContractBody = (values: Record<string, unknown>) => {
  const period = (values.contact_period ?? []) as Dayjs[];
  return {
    project_name: values.project_name,
    entrust_company_name: values.entrust_company_name,
    company_maint_id: numberOrNull(values.company_maint_id) ?? undefined,
    company_ids: ((values.company_ids ?? []) as unknown[]).map(Number),
    contact_period: period.map((day) => dayjs(day).format(DAY)),
    contract_amount: numberOrNull(values.contract_amount),
    related_resp_uid: numberOrNull(values.related_resp_uid),
    project_contact_name: text(values.project_contact_name),
    project_contact_phone: text(values.project_contact_phone),
    spot_contact_name: text(values.spot_contact_name),
    spot_contact_phone: text(values.spot_contact_phone),
    fire_tank_location: text(values.fire_tank_location),
    fire_tank_capacity: numberOrNull(values.fire_tank_capacity),
    fire_pool_location: text(values.fire_pool_location),
    fire_pool_capacity: numberOrNull(values.fire_pool_capacity),
    fire_control_room_position: text(values.fire_control_room_position),
    attachments: ((values.attachments ?? []) as UploadValue[]).map((file) => file.file_id),
  };
};
