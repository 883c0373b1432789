/** What other features and the shell use of this feature; its pages are in routes.ts (docs/architecture.md). */
export { fetchSystems } from './api';
export { systemKeys } from './keys';
