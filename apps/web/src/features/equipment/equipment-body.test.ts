import type { EquipmentAttrDef } from '@fireline/shared';
import { describe, expect, it } from 'vitest';
import { toEquipmentBody } from './equipment-body';

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

describe('facility form', () => {
  it("sends the type's attributes only, numbers as numbers, blanks left out", () => {
    const body = toEquipmentBody(
      {
        equipment_number: ' MHQ-1 ',
        equipment_name: ' 灭火器 ',
        enum_equipment_type: 1,
        attr: { agent: 'co2', capacity: '5', production_date: '', stale: 'x' },
      },
      defs,
    );
    expect(body).toMatchObject({
      equipment_number: 'MHQ-1',
      equipment_name: '灭火器',
      equipment_attr: { agent: 'co2', capacity: 5 },
      point: null,
      check_cycle: 3,
    });
    expect(body.equipment_attr).not.toHaveProperty('stale');
  });

  it('sends a point only with both coordinates, and no floor without a building', () => {
    const base = { equipment_number: 'A', equipment_name: 'B', enum_equipment_type: 1, floor_id: 9 };
    expect(toEquipmentBody({ ...base, point_x: 10, point_y: 20, building_id: 3 }, [])).toMatchObject({
      point: { x: 10, y: 20 },
      building_id: 3,
      floor_id: 9,
    });
    expect(toEquipmentBody({ ...base, point_x: 10 }, [])).toMatchObject({
      point: null,
      building_id: null,
      floor_id: null,
    });
  });
});
