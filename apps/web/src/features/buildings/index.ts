/** What other features and the shell use of this feature; its pages are in routes.ts (docs/architecture.md). */
export { useFloorPlan } from './hooks';
export { toFraction, toPercentStyle } from './plan-geometry';
