import { companyTypeByKind, unitOwnKinds } from '@fireline/shared';
import { hasPermissionId } from '../../lib/permissions';
import { loadSession } from '../../lib/session';

/**
 * The two places people are kept (spec 001 §2): account management for one's own organisation, and a unit's 账号信息
 * tab for that unit (company_id from the query). The pages are the same; their paths differ.
 */
export type PeopleArea = 'system' | 'unit';

export const areaPaths = {
  system: {
    list: '/systemmanage/account',
    form: '/systemmanage/account/account_user',
    info: '/systemmanage/account/account_info',
  },
  unit: { list: '/company/user', form: '/company/user/edit', info: '/company/user/info' },
} as const;

/** A path of the area, keeping the unit's company_id on the unit's pages. */
export const areaLink = (
  area: PeopleArea,
  page: keyof (typeof areaPaths)['system'],
  query: Record<string, string | number | undefined>,
) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `${areaPaths[area][page]}?${text}` : areaPaths[area][page];
};

const MANAGE_NODE = 'systemmanage-account';
/** Keeping a unit's people from its account tab: the tab alone reads them (modules/users/user-access.ts). */
const UNIT_KEEP_NODE = 'networkcompany-user-edit';

/**
 * Whether the signed-in user keeps (adds, changes, deletes) the people of this organisation, as the server decides
 * (modules/users/user-access.ts): one's own with account management (a unit's own also through its account tab); a
 * unit of the scope only as the administrator or a centre's account manager. The client only hides what the server
 * would refuse.
 */
export const canKeepPeople = (companyId: number | undefined) => {
  const session = loadSession();
  if (!session) return false;
  const { user, control } = session;
  const holds = (id: string) => hasPermissionId(control, id, user.role_code);
  if (user.role_code === 'admin_system') return true;
  const isUnitUser = unitOwnKinds.some((kind) => companyTypeByKind[kind] === user.company_type);
  if (companyId === undefined || companyId === user.company_id)
    return holds(MANAGE_NODE) || (isUnitUser && holds(UNIT_KEEP_NODE));
  return user.company_type === 'info_center' && holds(MANAGE_NODE) && holds(UNIT_KEEP_NODE);
};
