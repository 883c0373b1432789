import { libKeys } from '../../lib/keys';

/**
 * The queries of buildings start with `all`, so invalidating it refreshes them all; except those under
 * `'floor-dot-alarm'`, `'floor-dots'`, `'floor-free-devices'`, `'floor-plan'`, which keep the root they had
 * (invalidating `all` never reached them, and still does not).
 */
export const buildingKeys = {
  all: ['buildings'] as const,
  info: (buildingId: number | undefined) => [...buildingKeys.all, 'info', buildingId] as const,
  stripAll: libKeys.buildingStrips,
  strip: (companyId: number | undefined) => [...buildingKeys.all, 'strip', companyId] as const,
  floorDotAlarm: (deviceId: number | null | undefined, componentId: number | null | undefined) =>
    ['floor-dot-alarm', deviceId, componentId] as const,
  floorDots: (floorId: number | undefined) => ['floor-dots', floorId] as const,
  freeDevices: (floorId: number, kind: 'all' | 'component', search: string | undefined) =>
    ['floor-free-devices', floorId, kind, search] as const,
  floorPlan: (floorId: number | undefined) => ['floor-plan', floorId] as const,
};
