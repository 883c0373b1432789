import { buildUserControl, expandGrants, type LoginAnswer } from '@fireline/shared';

/** A login answer as the server gives it, for a role granting these catalogue branches. */
export const buildLoginAnswer = (grants: string[], overrides: Partial<LoginAnswer> = {}): LoginAnswer => ({
  uid: 7,
  user_name: 'operator',
  real_name: '王值班',
  company_id: 1,
  company_type: 'info_center',
  center_id: 1,
  companyOrCenter_id: 1,
  company_name: '火线消防远程监控中心',
  user_token: 'token-abc',
  role_code: 'center_operator',
  language: null,
  utc_offset_minutes: 480,
  user_control: buildUserControl(expandGrants(grants)),
  ...overrides,
});
