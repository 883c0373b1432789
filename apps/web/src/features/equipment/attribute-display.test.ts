import type { EquipmentAttrDef } from '@fireline/shared';
import { describe, expect, it } from 'vitest';
import { displayAttribute } from './attribute-display';

const defs: EquipmentAttrDef[] = [
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

describe('attribute display', () => {
  it('shows choices by their label and numbers with their unit', () => {
    expect(displayAttribute(defs[0]!, 'co2', 'en')).toBe('carbon dioxide');
    expect(displayAttribute(defs[1]!, 5, 'zh')).toBe('5 kg');
    expect(displayAttribute(defs[2]!, null, 'zh')).toBe('—');
  });
});
