import { libKeys } from '../../lib/keys';

/**
 * The queries of companies start with `all`, so invalidating it refreshes them all; except those under `'company'`,
 * `'control-room'`, `'control-rooms'`, `'unit-options'`, which keep the root they had (invalidating `all` never
 * reached them, and still does not).
 */
export const companyKeys = {
  all: ['companies'] as const,
  list: (query: Record<string, string | number>) => [...companyKeys.all, query] as const,
  info: libKeys.company,
  controlRoomAll: () => ['control-room'] as const,
  controlRoomListAll: () => ['control-rooms'] as const,
  controlRoomList: (query: Record<string, string | number>) => ['control-rooms', query] as const,
  controlRoom: (companyId: number | undefined) => ['control-room', companyId] as const,
  unitOptions: (search: string) => ['unit-options', search] as const,
};
