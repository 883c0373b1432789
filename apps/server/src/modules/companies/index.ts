/** The companies module's public surface: other modules import only this file. */
// Its list exports register themselves with the exports module's registry when the module loads.
import './companies.exporter';
export { companyRoutes } from './companies.routes';
export { companyListRoutes } from './company-lists.routes';
export { boundUnitRoutes } from './bound-units.routes';
export { districtOrgRoutes } from './district-orgs.routes';
export { selectOrgNames, unitKinds } from './companies.repo';
export { presentOrgBrief } from './company-fields';
export { actForDistrictOrg } from './district-orgs.service';
export { controlRoomRoutes } from './control-rooms.routes';
export { getCompany, loadOrg, lockedFieldsFor, updateCompany } from './companies.service';
