import type { HydrantMapState } from '@fireline/shared';

/**
 * Colours of a hydrant's map state: the Ant Design preset colours the status tags use (green normal, red alarm),
 * orange for a fault and grey for offline as the online badge shows it. `hex` paints the marker, `tag` the Tag.
 */
export const hydrantStateColors: Record<HydrantMapState, { tag: string; hex: string }> = {
  alarm: { tag: 'red', hex: '#f5222d' },
  fault: { tag: 'orange', hex: '#fa8c16' },
  offline: { tag: 'default', hex: '#8c8c8c' },
  normal: { tag: 'green', hex: '#52c41a' },
};
