/** What other features and the shell use of this feature; its pages are in routes.ts (docs/architecture.md). */
export { HazardPushNotice } from './components/HazardPushNotice';
export { hazardDetailPath, hazardOfEventPath } from './paths';
