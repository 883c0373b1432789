import type { EquipmentAttrDef } from '@fireline/shared';
import { describe, expect, it } from 'vitest';
import { equipmentSections, fromSubmitted, toEquipmentRecord } from './equipment-form';
import { toEquipmentBody } from './equipment-body';

const defs: EquipmentAttrDef[] = [
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
const t = ((key: string) => key) as never;

describe('facility form definitions', () => {
  it("adds the type's attributes as a section, required ones marked, numbers checked", () => {
    const sections = equipmentSections(t, defs, {
      types: [],
      buildings: [],
      floors: [],
      hasBuilding: false,
      lang: 'en',
    });
    const attributes = sections.find((section) => section.id === 'attributes')!;
    expect(attributes.fields.map((field) => [field.id, field.name, field.type, field.check_type])).toEqual([
      ['attr__capacity', 'capacity', 'input', 'required|numeric'],
      ['attr__production_date', 'production date', 'date', undefined],
    ]);
    expect(
      equipmentSections(t, [], { types: [], buildings: [], floors: [], hasBuilding: false, lang: 'en' }).map(
        (section) => section.id,
      ),
    ).toEqual(['facility', 'position']);
  });

  it('keeps the floor off until a building is chosen', () => {
    const floor = (hasBuilding: boolean) =>
      equipmentSections(t, [], { types: [], buildings: [], floors: [], hasBuilding, lang: 'zh' })[1]!.fields.find(
        (field) => field.id === 'floor_id',
      )!;
    expect([floor(false).disabled, floor(false).new_disabled]).toEqual([true, true]);
    expect([floor(true).disabled, floor(true).new_disabled]).toEqual([false, false]);
  });

  it('spreads attributes into their fields and gathers them back for the call, an empty date left out', () => {
    const record = toEquipmentRecord({
      equipment_number: 'MHQ-1',
      equipment_name: '灭火器',
      enum_equipment_type: 1,
      attr: { capacity: 5 },
    });
    expect(record).toMatchObject({ equipment_number: 'MHQ-1', attr__capacity: 5 });
    const submitted = {
      ...record,
      point_x: '12.5',
      point_y: '',
      attr__capacity: '4',
      attr__production_date: '2000-01-01',
    };
    const body = toEquipmentBody(fromSubmitted(submitted, defs), defs);
    expect(body.equipment_attr).toEqual({ capacity: 4 });
    expect(body.point).toBeNull();
    expect(
      toEquipmentBody(fromSubmitted({ ...submitted, point_y: '30', attr__production_date: '2025-06-01' }, defs), defs),
    ).toMatchObject({
      point: { x: 12.5, y: 30 },
      equipment_attr: { capacity: 4, production_date: '2025-06-01' },
    });
  });
});
