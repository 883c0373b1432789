import type { BuildingRecord } from '@fireline/shared';

/** Field definitions of the building form (spec 001 §3 "Building"): kind, unit, enum table; ids are the record's fields. */
export type BuildingField = {
  id: keyof BuildingRecord;
  kind: 'text' | 'textarea' | 'number' | 'integer' | 'enum' | 'date';
  unit?: string;
  enumName?: string;
  isRequired?: boolean;
  isNewOnly?: boolean;
};

const enumField = (id: keyof BuildingRecord & `enum_${string}`) => ({ id, kind: 'enum' as const, enumName: id });

export const buildingFields: BuildingField[] = [
  { id: 'building_name', kind: 'text', isRequired: true },
  { id: 'address', kind: 'text' },
  { id: 'region', kind: 'text' },
  { id: 'property_manage_company_name', kind: 'text' },
  enumField('enum_display_type'),
  enumField('enum_building_type'),
  enumField('enum_building_property'),
  enumField('enum_building_fire_level'),
  enumField('enum_building_fire_resistance'),
  enumField('enum_building_structure'),
  { id: 'build_time', kind: 'date' },
  { id: 'site_area', kind: 'number', unit: 'm²' },
  { id: 'building_area', kind: 'number', unit: 'm²' },
  { id: 'building_height', kind: 'number', unit: 'm' },
  { id: 'normal_floor_area', kind: 'number', unit: 'm²' },
  // Floors are created from the counts once; later they are edited one by one on the floor page.
  { id: 'ongrounder_floors', kind: 'integer', isNewOnly: true },
  { id: 'ongrounder_area', kind: 'number', unit: 'm²' },
  { id: 'underground_floors', kind: 'integer', isNewOnly: true },
  { id: 'underground_area', kind: 'number', unit: 'm²' },
  { id: 'tunnel_height', kind: 'number', unit: 'm' },
  { id: 'tunnel_length', kind: 'number', unit: 'm' },
  { id: 'working_time_population', kind: 'integer' },
  { id: 'max_population', kind: 'integer' },
  { id: 'neighbor_building_desc', kind: 'textarea' },
  { id: 'main_storage_name', kind: 'text' },
  { id: 'main_storage_count', kind: 'number' },
  { id: 'main_storage_capacity', kind: 'number', unit: 'm³' },
  { id: 'main_storage_nature', kind: 'text' },
  { id: 'main_storage_form', kind: 'text' },
  { id: 'main_storage_material', kind: 'text' },
  { id: 'main_storage_product', kind: 'text' },
  { id: 'control_room_location', kind: 'text' },
  { id: 'refuge_floor_count', kind: 'integer' },
  { id: 'refuge_floor_area', kind: 'number', unit: 'm²' },
  { id: 'refuge_floor_location', kind: 'text' },
  { id: 'exit_count', kind: 'integer' },
  { id: 'exit_form', kind: 'text' },
  { id: 'exit_location', kind: 'text' },
  { id: 'fire_elevator_count', kind: 'integer' },
  { id: 'fire_elevator_weight', kind: 'number', unit: 'kg' },
];

export const buildingEnumNames = buildingFields.flatMap((field) => (field.enumName ? [field.enumName] : []));

/**
 * The body the server takes: values trimmed, empty text sent as null (clears it), empty numbers left out when new;
 * in edit mode the new-only fields are not sent (spec 001 §5 "only fields shown for the mode are submitted").
 */
export const toBuildingBody = (values: Record<string, unknown>, mode: 'new' | 'edit') => {
  const body: Record<string, unknown> = {};
  for (const field of buildingFields) {
    if (mode === 'edit' && field.isNewOnly) continue;
    const raw = values[field.id];
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (value === undefined || value === '' || value === null) {
      if (mode === 'edit') body[field.id] = null;
      continue;
    }
    body[field.id] = value;
  }
  return body;
};
