/** What other features and the shell use of this feature; its pages are in routes.ts (docs/architecture.md). */
export { repairCaredUnit } from './cared-unit';
export { RaiseRepair } from './components/RaiseRepair';
export { RepairPushNotice } from './components/RepairPushNotice';
export { repairPaths } from './paths';
