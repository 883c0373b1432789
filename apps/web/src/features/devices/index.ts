/** What other features and the shell use of this feature; its pages are in routes.ts (docs/architecture.md). */
export { fetchDevices } from './api';
export { deviceKeys } from './keys';
