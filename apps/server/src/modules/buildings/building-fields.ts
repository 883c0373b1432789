import type { BuildingCreate, BuildingRecord, BuildingUpdate } from '@fireline/shared';
import type { buildings } from '../../db/schema';
import type { BuildingRow } from './buildings.repo';

/** API field → column for the fields stored as sent; name, region and points are mapped by hand. */
const plainColumns = {
  address: 'address',
  property_manage_company_name: 'propertyManageCompanyName',
  enum_display_type: 'enumDisplayType',
  enum_building_type: 'enumBuildingType',
  enum_building_property: 'enumBuildingProperty',
  enum_building_fire_level: 'enumBuildingFireLevel',
  enum_building_fire_resistance: 'enumBuildingFireResistance',
  enum_building_structure: 'enumBuildingStructure',
  build_time: 'buildTime',
  site_area: 'siteArea',
  building_area: 'buildingArea',
  building_height: 'buildingHeight',
  normal_floor_area: 'normalFloorArea',
  ongrounder_floors: 'ongrounderFloors',
  ongrounder_area: 'ongrounderArea',
  underground_floors: 'undergroundFloors',
  underground_area: 'undergroundArea',
  tunnel_height: 'tunnelHeight',
  tunnel_length: 'tunnelLength',
  working_time_population: 'workingTimePopulation',
  max_population: 'maxPopulation',
  neighbor_building_desc: 'neighborBuildingDesc',
  main_storage_name: 'mainStorageName',
  main_storage_count: 'mainStorageCount',
  main_storage_capacity: 'mainStorageCapacity',
  main_storage_nature: 'mainStorageNature',
  main_storage_form: 'mainStorageForm',
  main_storage_material: 'mainStorageMaterial',
  main_storage_product: 'mainStorageProduct',
  control_room_location: 'controlRoomLocation',
  refuge_floor_count: 'refugeFloorCount',
  refuge_floor_area: 'refugeFloorArea',
  refuge_floor_location: 'refugeFloorLocation',
  exit_count: 'exitCount',
  exit_form: 'exitForm',
  exit_location: 'exitLocation',
  fire_elevator_count: 'fireElevatorCount',
  fire_elevator_weight: 'fireElevatorWeight',
  building_3d_graph: 'building3dGraph',
  equipment_2d_graph: 'equipment2dGraph',
  building_outlook_graph: 'buildingOutlookGraph',
  building_2d_graph: 'building2dGraph',
} as const satisfies Partial<Record<keyof BuildingCreate, keyof BuildingRow>>;

export const toBuildingValues = (body: Omit<BuildingUpdate, 'building_id'>): Partial<typeof buildings.$inferInsert> => {
  const values: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(plainColumns)) {
    const value = (body as Record<string, unknown>)[field];
    if (value !== undefined) values[column] = value === '' ? null : value;
  }
  if (body.building_name !== undefined) values.name = body.building_name;
  if (body.region !== undefined) values.regionCode = body.region;
  if (body.points !== undefined) {
    values.longitude = body.points?.lng ?? null;
    values.latitude = body.points?.lat ?? null;
  }
  return values;
};

type PlainFields = { [Field in keyof typeof plainColumns]: BuildingRow[(typeof plainColumns)[Field]] };

/** The fields stored as sent, read back under their API names. */
const plainFieldsOf = (row: BuildingRow) =>
  // Object.fromEntries cannot keep the keys' types; plainColumns names each key and its column.
  Object.fromEntries(Object.entries(plainColumns).map(([field, column]) => [field, row[column]])) as PlainFields;

export const presentBuilding = (
  row: BuildingRow,
  extra: { companyName?: string; floorCount?: number } = {},
): BuildingRecord => ({
  building_id: row.id,
  building_name: row.name,
  company_id: row.companyId,
  company_name: extra.companyName ?? null,
  ...plainFieldsOf(row),
  region: row.regionCode,
  points: row.longitude !== null && row.latitude !== null ? { lng: row.longitude, lat: row.latitude } : null,
  state: row.state,
  floor_count: extra.floorCount ?? null,
  create_time: Math.floor(row.createdAt.getTime() / 1000),
  update_time: Math.floor(row.updatedAt.getTime() / 1000),
});
