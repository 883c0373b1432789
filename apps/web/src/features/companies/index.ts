/** What other features and the shell use of this feature; its pages are in routes.ts (docs/architecture.md). */
export { COMPANY_ENUMS, companySections, fieldValue, fromCompany, toCompanyBody } from './company-form';
export { createdHead, onlineHead, regionHead } from './unit-list';
