import type { DeviceDot } from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { fetchBuilding, fetchBuildingStrip, fetchDots, fetchFloorPlan, fetchNewestAlarm } from './api';
import { buildingKeys } from './keys';

export const useBuildingStrip = (companyId: number | undefined) =>
  useQuery({
    queryKey: buildingKeys.strip(companyId),
    queryFn: () => fetchBuildingStrip(companyId!),
    enabled: companyId !== undefined,
  });
export const useBuilding = (buildingId: number | undefined) =>
  useQuery({
    queryKey: buildingKeys.info(buildingId),
    queryFn: () => fetchBuilding(buildingId!),
    enabled: buildingId !== undefined,
  });
export const useFloorPlan = (floorId: number | undefined) =>
  useQuery({
    queryKey: buildingKeys.floorPlan(floorId),
    queryFn: () => fetchFloorPlan(floorId!),
    enabled: floorId !== undefined,
  });
export const useDots = (floorId: number | undefined) =>
  useQuery({
    queryKey: buildingKeys.floorDots(floorId),
    queryFn: () => fetchDots(floorId!),
    enabled: floorId !== undefined,
  });
export const useNewestAlarm = (dot: DeviceDot | undefined) =>
  useQuery({
    queryKey: buildingKeys.floorDotAlarm(dot?.device_id, dot?.component_id),
    queryFn: () => fetchNewestAlarm(dot!),
    enabled: dot !== undefined,
    retry: false,
  });
