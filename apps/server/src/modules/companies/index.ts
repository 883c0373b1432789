/** The companies module's public surface: other modules import only this file. */
export { companyRoutes } from './companies.routes';
export { companyListRoutes } from './company-lists.routes';
export { boundUnitRoutes } from './bound-units.routes';
export { districtOrgRoutes } from './district-orgs.routes';
export { selectOrgNames, unitKinds } from './companies.repo';
export { presentOrgBrief } from './company-fields';
export { actForDistrictOrg } from './district-orgs.service';
export { controlRoomRoutes } from './control-rooms.routes';
export { getCompany, loadOrg, lockedFieldsFor, updateCompany } from './companies.service';
