import { hydrantPipeDiameters } from '@fireline/shared';
import type { TFunction } from 'i18next';
import type { FieldOption, FormSection } from '../../components/form-fields';
import { typeKey } from './hooks';

type Options = { addresses: FieldOption[]; waterhead: FieldOption[]; waterline: FieldOption[]; placing: FieldOption[] };

/** The hydrant form of /firecock/add_firecock (spec 001 §3 "Hydrant"): where it stands, then what it is. */
export const hydrantSections = (t: TFunction, options: Options): FormSection[] => [
  {
    id: 'place',
    title: t('hydrants.field.address'),
    fields: [
      {
        id: 'equipment_number',
        name: t('hydrants.field.number'),
        type: 'input',
        check_type: 'required|maxLength:30',
        expand: { max_length: 30 },
      },
      {
        id: 'type',
        name: t('hydrants.field.type'),
        type: 'select',
        check_type: 'required',
        options: [1, 2, 3].map((type) => ({ value: type, label: t(typeKey(type)) })),
      },
      {
        id: 'address_id',
        name: t('hydrants.field.listedAddress'),
        type: 'select_pick',
        options: options.addresses,
        expand: { wide: true, help: t('hydrants.addressHelp') },
      },
      {
        id: 'region_code',
        name: t('hydrants.field.regionCode'),
        type: 'input',
        check_type: 'numeric|minLength:2|maxLength:12',
        expand: { max_length: 12 },
      },
      {
        id: 'address',
        name: t('hydrants.field.address'),
        type: 'input',
        check_type: 'maxLength:100',
        expand: { max_length: 100 },
      },
      { id: 'longitude', name: t('hydrants.field.longitude'), type: 'input', check_type: 'required|longitude' },
      { id: 'latitude', name: t('hydrants.field.latitude'), type: 'input', check_type: 'required|latitude' },
      {
        id: 'position_desc',
        name: t('hydrants.field.positionDesc'),
        type: 'input',
        check_type: 'maxLength:200',
        expand: { max_length: 200, wide: true },
      },
    ],
  },
  {
    id: 'kind',
    title: t('hydrants.field.type'),
    fields: [
      {
        id: 'out_hydrant_pipe_diameter',
        name: t('hydrants.field.diameter'),
        type: 'select',
        check_type: 'required',
        options: hydrantPipeDiameters.map((value) => ({ value, label: `${value} mm` })),
      },
      { id: 'waterhead_apply', name: t('hydrants.field.waterheadApply'), type: 'select', options: options.waterhead },
      { id: 'waterline_form', name: t('hydrants.field.waterlineForm'), type: 'select', options: options.waterline },
      { id: 'placing_form', name: t('hydrants.field.placingForm'), type: 'select', options: options.placing },
      {
        id: 'alarm_host',
        name: t('hydrants.field.alarmHost'),
        type: 'input',
        check_type: 'maxLength:50',
        expand: { max_length: 50 },
      },
      {
        id: 'lower_limit',
        name: t('hydrants.field.lowerLimit'),
        type: 'input',
        unit: 'MPa',
        check_type: 'range:0,2|decimals:2',
      },
      { id: 'remarks', name: t('hydrants.field.remarks'), type: 'textarea', expand: { remark: true } },
    ],
  },
];
