import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { hasButton } from '../../lib/permissions';
import { loadSession } from '../../lib/session';
import {
  fetchEventPeople,
  createRepairTask,
  createShield,
  fetchConfirmReasons,
  fetchDeviceEvents,
  fetchDeviceMerged,
  fetchDeviceStats,
  fetchEvent,
  fetchEventList,
  fetchListHeaders,
  fetchMaintOptions,
  fetchPersonTree,
  fetchRepairCheck,
  fetchActiveShields,
  fetchShieldedList,
  handleEvents,
  removeShield,
  type EventRecord,
  type HandlePayload,
  type RepairPayload,
} from './api';
import type { CreateShieldInput } from '@fireline/shared';
import type { ListParams } from './list-query';
import { eventKeys } from './keys';

export const useEventList = (params: ListParams) =>
  useQuery({
    queryKey: eventKeys.list(params),
    queryFn: () => fetchEventList(params),
    placeholderData: keepPreviousData,
  });
export const useListHeaders = (params: ListParams) =>
  useQuery({
    queryKey: eventKeys.headers({ ...params, status_category: undefined, page_no: undefined, page_size: undefined }),
    queryFn: () => fetchListHeaders(params),
  });
export const useShieldedList = (params: ListParams) =>
  useQuery({
    queryKey: eventKeys.shielded(params),
    queryFn: () => fetchShieldedList(params),
    placeholderData: keepPreviousData,
  });
/** Under the alarms key, so setting or lifting a shield refetches it at once. */
export const useActiveShields = (params: { company_id?: number; page_no: number; page_size: number }) =>
  useQuery({
    queryKey: eventKeys.activeShields(params),
    queryFn: () => fetchActiveShields(params),
    placeholderData: keepPreviousData,
  });
export const useDeviceMerged = (params: ListParams) =>
  useQuery({
    queryKey: eventKeys.device(params),
    queryFn: () => fetchDeviceMerged(params),
    placeholderData: keepPreviousData,
  });

export const useEvent = (eventId: number | undefined) =>
  useQuery({
    queryKey: eventKeys.event(eventId),
    queryFn: () => fetchEvent(eventId!),
    enabled: eventId !== undefined && eventId > 0,
  });
export const useDeviceStats = (deviceId: number | null | undefined) =>
  useQuery({
    queryKey: eventKeys.stats(deviceId),
    queryFn: () => fetchDeviceStats(deviceId!),
    enabled: typeof deviceId === 'number',
  });
/** The device's (or, on the component pages, the component's) recent alarms. */
export const useDeviceEvents = (
  event: EventRecord | undefined,
  focus: { isComponent?: boolean; statusCategory?: string } = {},
) =>
  useQuery({
    queryKey: eventKeys.deviceEvents(
      event?.device_id,
      focus.isComponent ? event?.component_id : undefined,
      focus.statusCategory,
    ),
    queryFn: () =>
      fetchDeviceEvents({
        device_id: event!.device_id,
        component_id: focus.isComponent ? event!.component_id : null,
        status_category: focus.statusCategory,
      }),
    enabled: typeof event?.device_id === 'number',
  });
/** Whether the event may still get a repair request (server rule: fault, button, no earlier successful application). */
export const useRepairCheck = (eventId: number | undefined, enabled: boolean) =>
  useQuery({
    queryKey: eventKeys.repairCheck(eventId),
    queryFn: () => fetchRepairCheck(eventId!),
    enabled: enabled && eventId !== undefined,
  });

export const useConfirmReasons = (params: {
  status_category: string;
  enum_confirm_type?: number;
  enum_device_type?: string | null;
  enum_device_model?: string | null;
  enabled: boolean;
}) =>
  useQuery({
    queryKey: eventKeys.reasons(
      params.status_category,
      params.enum_confirm_type,
      params.enum_device_type,
      params.enum_device_model,
    ),
    queryFn: () => fetchConfirmReasons({ ...params, enum_confirm_type: params.enum_confirm_type! }),
    enabled: params.enabled && params.enum_confirm_type !== undefined,
  });

export const usePersonTree = (companyId: number | undefined, companyType?: string) =>
  useQuery({
    queryKey: eventKeys.people(companyId, companyType),
    queryFn: () => fetchPersonTree({ company_id: companyId!, company_type: companyType }),
    enabled: companyId !== undefined,
  });

export const useEventPeople = (eventId: number | undefined) =>
  useQuery({
    queryKey: eventKeys.notifyPeople(eventId),
    queryFn: () => fetchEventPeople(eventId!),
    enabled: eventId !== undefined,
  });

export const useMaintOptions = (companyCaredId: number | undefined) =>
  useQuery({
    queryKey: eventKeys.maintOptions(companyCaredId),
    queryFn: () => fetchMaintOptions(companyCaredId!),
    enabled: companyCaredId !== undefined,
  });

/** Everything alarm-shaped is refetched after a change: lists, counts, the detail and its history. */
const useInvalidateAlarms = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: eventKeys.all });
};

export const useHandleEvents = () => {
  const invalidate = useInvalidateAlarms();
  return useMutation({ mutationFn: (payload: HandlePayload) => handleEvents(payload), onSuccess: invalidate });
};
export const useCreateShield = () => {
  const invalidate = useInvalidateAlarms();
  return useMutation({ mutationFn: (payload: CreateShieldInput) => createShield(payload), onSuccess: invalidate });
};
export const useRemoveShield = () => {
  const invalidate = useInvalidateAlarms();
  return useMutation({ mutationFn: (id: number) => removeShield(id), onSuccess: invalidate });
};
export const useCreateRepair = () => {
  const invalidate = useInvalidateAlarms();
  return useMutation({ mutationFn: (payload: RepairPayload) => createRepairTask(payload), onSuccess: invalidate });
};

/** The stored user and the alarm buttons it may see (the server refuses the rest anyway). */
export const useAlarmAbilities = () => {
  const [session] = useState(() => loadSession());
  const control = session?.control ?? [];
  const role = session?.user.role_code;
  return {
    user: session?.user,
    canHandle: hasButton(control, 'alarmdeal-handle', role),
    canShield: hasButton(control, 'alarmdeal-shield', role),
    canApplyRepair: hasButton(control, 'servicecompany-maintain-new', role),
  };
};
