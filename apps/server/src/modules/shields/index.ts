/** Shields (屏蔽): what other modules may use of this one. */
export { shieldRoutes } from './shields.routes';
export { expireShields, presentShield, shieldsInForceFor } from './shields.service';
export type { ShieldRow } from './shields.repo';
