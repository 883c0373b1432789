import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import {
  createArea,
  createFloor,
  deleteArea,
  deleteFloor,
  fetchAreas,
  fetchFloorList,
  updateArea,
  updateFloor,
  type FloorInput,
} from './api';
import { floorKeys } from './keys';
import { libKeys } from '../../lib/keys';

export const useFloorList = (buildingId: number, page: { page_no: number; page_size: number }, isEnabled = true) =>
  useQuery({
    queryKey: floorKeys.list(buildingId, page),
    queryFn: () => fetchFloorList({ building_id: buildingId, ...page }),
    enabled: isEnabled,
  });
export const useFloorAreas = (floorId: number | undefined) =>
  useQuery({
    queryKey: floorKeys.areas(floorId),
    queryFn: () => fetchAreas(floorId!),
    enabled: floorId !== undefined,
  });

/** Reloads what shows floors: the building strip (the page's chooser) and the floor lists. */
const useFloorsChanged = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: libKeys.buildingStrips() }),
      queryClient.invalidateQueries({ queryKey: floorKeys.all }),
    ]);
};

/** The server's refusal (its own words: duplicate floor, devices on it, last default area) as a toast. */
const showRefusal = (error: Error) => void message.error(error.message);

export const useSaveFloor = (buildingId: number) => {
  const changed = useFloorsChanged();
  return useMutation({
    mutationFn: ({ floorId, input }: { floorId?: number; input: FloorInput }) =>
      floorId === undefined
        ? createFloor({ building_id: buildingId, ...input })
        : updateFloor({ floor_id: floorId, ...input }),
    onSuccess: changed,
    onError: showRefusal,
  });
};

/** One call per floor, in order: the first refusal stops the rest and is shown; floors deleted before it stay deleted. */
export const useDeleteFloors = () => {
  const changed = useFloorsChanged();
  return useMutation({
    mutationFn: async ({ floorIds, onEach }: { floorIds: number[]; onEach?: (floorId: number) => void }) => {
      for (const id of floorIds) {
        await deleteFloor(id);
        onEach?.(id);
      }
      return floorIds;
    },
    onError: showRefusal,
    onSettled: changed,
  });
};

export const useSaveArea = (floorId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ areaId, name }: { areaId?: number; name: string }) =>
      areaId === undefined
        ? createArea({ floor_id: floorId, area_name: name })
        : updateArea({ area_id: areaId, area_name: name }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: floorKeys.areasAll() }),
    onError: showRefusal,
  });
};

export const useDeleteArea = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteArea,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: floorKeys.areasAll() }),
    onError: showRefusal,
  });
};
