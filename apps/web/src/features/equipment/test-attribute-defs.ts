import type { EquipmentAttrDef } from '@fireline/shared';

/** An extinguisher's attribute definitions (a choice, a number with its unit, an optional date), for the tests. */
export const defs: EquipmentAttrDef[] = [
  {
    key: 'agent',
    name: '灭火剂类型',
    eng_name: 'extinguishing agent',
    value_type: 'select',
    unit: null,
    required: true,
    options: [{ id: 'co2', name: '二氧化碳', eng_name: 'carbon dioxide' }],
  },
  {
    key: 'capacity',
    name: '规格',
    eng_name: 'capacity',
    value_type: 'number',
    unit: 'kg',
    required: true,
    options: [],
  },
  {
    key: 'production_date',
    name: '生产日期',
    eng_name: 'production date',
    value_type: 'date',
    unit: null,
    required: false,
    options: [],
  },
];
