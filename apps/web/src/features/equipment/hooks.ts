import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchBuildings, fetchEnumList, fetchFloors } from './api';

/** Options of a remote code table, labelled in the current language. */
export const useEnumOptions = (name: string) => {
  const { i18n } = useTranslation();
  const query = useQuery({ queryKey: ['enum', name], queryFn: () => fetchEnumList(name), staleTime: 10 * 60_000 });
  return (query.data ?? []).map((item) => ({
    value: item.id,
    label: i18n.language === 'en' ? item.eng_name : item.name,
  }));
};

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
