import type { UnregisteredSource } from '@fireline/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { eventKeys } from './keys';

export type UnregisteredFilters = { source?: UnregisteredSource; keyword?: string; page_no: number; page_size: number };
export type Target = { source: UnregisteredSource; address: string };

export const fetchUnregistered = (filters: UnregisteredFilters) =>
  api.get('/api_proxy/device/unregistered_list/', filters);
export const fetchUnregisteredFrames = (target: Target, pageNo: number, pageSize: number) =>
  api.get('/api_proxy/device/unregistered_frames/', {
    ...target,
    page_no: pageNo,
    page_size: pageSize,
  });
export const dismissUnregistered = (target: Target) => api.delete('/api_proxy/device/unregistered/', target);

/** Refreshed every 15 s: a device that keeps calling in shows its latest frame without a reload. */
export const useUnregistered = (filters: UnregisteredFilters) =>
  useQuery({
    queryKey: eventKeys.unregistered(filters),
    queryFn: () => fetchUnregistered(filters),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
export const useUnregisteredFrames = (target: Target | undefined, pageNo: number, pageSize: number) =>
  useQuery({
    queryKey: eventKeys.unregisteredFrames(target, pageNo, pageSize),
    queryFn: () => fetchUnregisteredFrames(target!, pageNo, pageSize),
    enabled: target !== undefined,
    placeholderData: keepPreviousData,
  });
export const useDismissUnregistered = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: dismissUnregistered,
    onSuccess: () => client.invalidateQueries({ queryKey: eventKeys.unregisteredAll() }),
  });
};
