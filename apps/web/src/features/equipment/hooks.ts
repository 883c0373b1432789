import { useQuery } from '@tanstack/react-query';
import { useEnumOptions } from '../../components/enums';
import { fetchBuildings, fetchFloors } from './api';

const EQUIPMENT_TYPE_ENUM = 'enum_equipment_type';

/** The equipment types (a remote code table) as select options. */
export const useEquipmentTypeOptions = () => useEnumOptions([EQUIPMENT_TYPE_ENUM])(EQUIPMENT_TYPE_ENUM);

export const useBuildingOptions = (companyId: number) => {
  const query = useQuery({
    queryKey: ['buildings', companyId],
    queryFn: () => fetchBuildings(companyId),
    enabled: companyId > 0,
  });
  return (query.data ?? []).map((row) => ({ value: row.building_id, label: row.building_name }));
};

export const useFloorOptions = (buildingId: number | null | undefined) => {
  const query = useQuery({
    queryKey: ['floors', buildingId],
    queryFn: () => fetchFloors(buildingId as number),
    enabled: typeof buildingId === 'number' && buildingId > 0,
  });
  return (query.data ?? []).map((row) => ({ value: row.floor_id, label: row.floor_name }));
};
