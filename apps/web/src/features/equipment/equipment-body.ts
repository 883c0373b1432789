import type { EquipmentAttrDef, EquipmentItem } from '@fireline/shared';

/** The equipment form's values, and the call's body built from them (and back, for editing). */
export type EquipmentFormValues = {
  equipment_number: string;
  equipment_name: string;
  enum_equipment_type: number;
  enum_position_type?: number;
  building_id?: number | null;
  floor_id?: number | null;
  position_desc?: string;
  check_cycle?: number;
  point_x?: number | null;
  point_y?: number | null;
  /** Attribute values by key; dates come from a date picker as yyyy-MM-dd text. */
  attr?: Record<string, string | number | null | undefined>;
};

/** Only the type's attributes are sent, blanks left out, numbers as numbers (the server checks them again). */
export const attributeValues = (defs: EquipmentAttrDef[], values: EquipmentFormValues['attr'] = {}) => {
  const result: Record<string, string | number> = {};
  for (const def of defs) {
    const value = values[def.key];
    if (value === undefined || value === null || String(value).trim() === '') continue;
    result[def.key] = def.value_type === 'number' ? Number(value) : String(value).trim();
  }
  return result;
};

/** The call's body: trimmed text, a point only when both coordinates are given. */
export const toEquipmentBody = (values: EquipmentFormValues, defs: EquipmentAttrDef[]) => {
  const hasPoint = typeof values.point_x === 'number' && typeof values.point_y === 'number';
  return {
    equipment_number: values.equipment_number.trim(),
    equipment_name: values.equipment_name.trim(),
    enum_equipment_type: values.enum_equipment_type,
    enum_position_type: values.enum_position_type ?? 1,
    point: hasPoint ? { x: values.point_x as number, y: values.point_y as number } : null,
    building_id: values.building_id ?? null,
    floor_id: values.building_id ? (values.floor_id ?? null) : null,
    area_id: null,
    position_desc: (values.position_desc ?? '').trim(),
    check_cycle: values.check_cycle ?? 3,
    equipment_attr: attributeValues(defs, values.attr),
  };
};

export const toEquipmentForm = (item: EquipmentItem): EquipmentFormValues => ({
  equipment_number: item.equipment_number,
  equipment_name: item.equipment_name,
  enum_equipment_type: item.enum_equipment_type,
  enum_position_type: item.enum_position_type,
  building_id: item.building_id,
  floor_id: item.floor_id,
  position_desc: item.position_desc,
  check_cycle: item.check_cycle,
  point_x: item.point?.x ?? null,
  point_y: item.point?.y ?? null,
  attr: item.equipment_attr,
});
