/** Hidden dangers (隐患): what other modules, the ingest writer and the scheduler may use of this one. */
export { hazardRoutes } from './hazards.routes';
export { hazardStepRoutes } from './hazard-steps.routes';
export {
  announceHazardPushes,
  raiseHazardFromMaintItem,
  type MaintHazardItem,
  createHazardRaiser,
  HAZARD_RAISE_CHANNEL,
  queueHazardRaises,
  raiseHazardFromEvent,
  raiseHazardsFromPatrol,
  type PatrolHazardItem,
} from './hazard-sources';
export { markOverdueHazards } from './hazard-overdue';
