import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { componentKeys } from './keys';

/** A unit's buildings and a building's floors as select options: the device, equipment, scene and hazard forms pick them. */
const fetchBuildings = (companyId: number) => api.get('/api_proxy/other/GetBuildingList', { company_id: companyId });
const fetchFloors = (buildingId: number) => api.get('/api_proxy/other/GetFloorList', { building_id: buildingId });

export const useBuildingOptions = (companyId: number) => {
  const query = useQuery({
    queryKey: componentKeys.buildingOptions(companyId),
    queryFn: () => fetchBuildings(companyId),
    enabled: companyId > 0,
  });
  return (query.data ?? []).map((row) => ({ value: row.building_id, label: row.building_name }));
};

export const useFloorOptions = (buildingId: number | null | undefined) => {
  const query = useQuery({
    queryKey: componentKeys.floorOptions(buildingId),
    queryFn: () => fetchFloors(buildingId as number),
    enabled: typeof buildingId === 'number' && buildingId > 0,
  });
  return (query.data ?? []).map((row) => ({ value: row.floor_id, label: row.floor_name }));
};
