import { describe, expect, it } from 'vitest';
import { defs } from './test-attribute-defs';
import { toEquipmentBody } from './equipment-body';

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
