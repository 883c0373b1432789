/** The companies module's public surface: other modules import only this file. */
export { companyRoutes } from './companies.routes';
export { companyListRoutes } from './company-lists.routes';
export { findOrg, isBoundToScope, unitKinds } from './companies.repo';
export { presentOrgBrief } from './company-fields';
