import { libKeys } from '../../lib/keys';
import type { ListParams } from './list-query';
import type { Target, UnregisteredFilters } from './unregistered-api';

/**
 * The queries of events start with `all`, so invalidating it refreshes them all; except those under
 * `'unregistered-devices'`, which keep the root they had (invalidating `all` never reached them, and still does not).
 */
export const eventKeys = {
  all: libKeys.alarms,
  activeShields: (params: { company_id?: number | undefined; page_no: number; page_size: number }) =>
    [...eventKeys.all, 'active-shields', params] as const,
  buildingOptions: (companyId: number | undefined) => [...eventKeys.all, 'building-options', companyId] as const,
  companyOptions: (name: string | undefined) => [...eventKeys.all, 'company-options', name] as const,
  deviceEvents: (
    deviceId: number | undefined,
    componentId: number | null | undefined,
    statusCategory: string | undefined,
  ) => [...eventKeys.all, 'device-events', deviceId, componentId, statusCategory] as const,
  device: (params: ListParams) => [...eventKeys.all, 'device', params] as const,
  event: (eventId: number | undefined) => [...eventKeys.all, 'event', eventId] as const,
  headersAll: () => [...eventKeys.all, 'headers'] as const,
  headers: (filters: ListParams) => [...eventKeys.all, 'headers', filters] as const,
  listAll: () => [...eventKeys.all, 'list'] as const,
  list: (params: ListParams) => [...eventKeys.all, 'list', params] as const,
  maintOptions: (companyCaredId: number | undefined) => [...eventKeys.all, 'maint-options', companyCaredId] as const,
  notifyPeople: (eventId: number | undefined) => [...eventKeys.all, 'notify-people', eventId] as const,
  people: (companyId: number | undefined, companyType: string | undefined) =>
    [...eventKeys.all, 'people', companyId, companyType] as const,
  reasons: (
    statusCategory: string,
    enumConfirmType: number | undefined,
    enumDeviceType: string | null | undefined,
    enumDeviceModel: string | null | undefined,
  ) => [...eventKeys.all, 'reasons', statusCategory, enumConfirmType, enumDeviceType, enumDeviceModel] as const,
  repairCheck: (eventId: number | undefined) => [...eventKeys.all, 'repair-check', eventId] as const,
  repairsEvent: (eventId: number) => [...eventKeys.all, 'repairs', 'event', eventId] as const,
  repairsThing: (thingId: number) => [...eventKeys.all, 'repairs', 'thing', thingId] as const,
  shielded: (params: ListParams) => [...eventKeys.all, 'shielded', params] as const,
  stats: (deviceId: number | null | undefined) => [...eventKeys.all, 'stats', deviceId] as const,
  unregisteredAll: () => ['unregistered-devices'] as const,
  unregistered: (filters: UnregisteredFilters) => ['unregistered-devices', filters] as const,
  unregisteredFrames: (target: Target | undefined, pageNo: number, pageSize: number) =>
    ['unregistered-devices', 'frames', target, pageNo, pageSize] as const,
};
