import { unitMapStates, type UnitMapState } from '@fireline/shared';
import type { MessageKey } from '../../locales/en-US';

/** Colours of the unit states on the map and in the legends: red fire, orange fault, grey offline, green normal. */
export const unitStateColors: Record<UnitMapState, { hex: string; tag: string }> = {
  fire: { hex: '#f5222d', tag: 'red' },
  fault: { hex: '#fa8c16', tag: 'orange' },
  offline: { hex: '#8c8c8c', tag: 'default' },
  normal: { hex: '#52c41a', tag: 'green' },
};

/** Worse is higher: a cluster of markers takes its worst member's colour. */
export const unitStateSeverity = (state: UnitMapState) => unitMapStates.length - unitMapStates.indexOf(state);

export const unitStateKey = (state: UnitMapState) => `gis.state.${state}` as MessageKey;

/** China's extent (with Taiwan and the South China Sea's northern part): a map without tiles shows at least this. */
export const CHINA_BOUNDS: [number, number][] = [
  [18, 73.5],
  [53.6, 135],
];

/** The centre of a map with no unit to show: China's. */
export const CHINA_CENTER = { lng: 104.2, lat: 35.9 };
