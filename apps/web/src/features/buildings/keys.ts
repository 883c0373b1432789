import { libKeys } from '../../lib/keys';
/** Every query of buildings starts with `all`, so invalidating it refreshes them all. */
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
