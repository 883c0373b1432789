import { userMessages, ErrorCodes, unitOwnKinds, type OrgKind } from '@fireline/shared';
import { holds, requireAccess, type Caller } from '../../core/access';
import { AppError } from '../../core/app-error';
import { ADMIN_ROLE_CODE } from '../../core/session';
import type { DbOrTx } from '../../db/client';
import { findUserRecord, type UserRecordRow } from './users.repo';

/** The account-management tab (/systemmanage/account): the caller's own organisation's people. */
export const MANAGE_NODE = 'systemmanage-account';
/** A unit's 账号信息 tab (/company/user): the unit's people. */
export const UNIT_TAB_NODE = 'company-user';
/** Keeping a unit's people from that tab (issue 28: reading the tab is not writing there). */
export const UNIT_KEEP_NODE = 'networkcompany-user-edit';
/** The nodes of the calls that change people; who reads the tab (an authority, an engineer) holds neither. */
export const PEOPLE_WRITERS = [MANAGE_NODE, UNIT_KEEP_NODE];

export type Mode = 'read' | 'write';

const isUnitLike = (kind: string) => (unitOwnKinds as readonly string[]).includes(kind);

const refuse = (detail?: { zh: string; en: string }, field?: string) =>
  new AppError(ErrorCodes.noPermission, { detail, data: field ? { field } : null });

const noUser = (field: string) =>
  new AppError(ErrorCodes.noData, { detail: { zh: field, en: field }, data: { field } });

/** Whether the caller may open account management at all: the tab, or a unit's account tab. */
export const holdsAnyPeopleNode = (caller: Caller) => holds(caller, [MANAGE_NODE, UNIT_TAB_NODE]);

/**
 * Who keeps whose people (docs/people.md):
 * - one's own organisation's: account management (`systemmanage-account`), or a unit's own people through its
 *   account tab (`company-user`);
 * - a unit of the scope's (`company-user`): read by whoever's scope holds it, changed only by the administrator and
 *   a monitoring centre's account managers (who also hold `systemmanage-account`): a centre's operator, an authority
 *   or a maintenance company reads a unit's accounts, it does not keep them.
 * The scope itself is the access check's (requireAccess), run by the callers below.
 */
const requireKeeper = (caller: Caller, options: { isOwnOrg: boolean; mode: Mode }) => {
  const { session } = caller;
  const unitNode = options.mode === 'write' ? UNIT_KEEP_NODE : UNIT_TAB_NODE;
  if (options.isOwnOrg) {
    if (!holds(caller, isUnitLike(session.orgKind) ? [MANAGE_NODE, unitNode] : MANAGE_NODE)) throw refuse();
    return;
  }
  if (!holds(caller, unitNode)) throw refuse();
  if (options.mode === 'write' && !session.isAdmin && (session.orgKind !== 'center' || !holds(caller, MANAGE_NODE)))
    throw refuse();
};

/**
 * The organisation whose people a call lists or adds to: the caller's own by default, else a unit of the scope
 * (9993 out of scope, 9995 unknown). Answers its id.
 */
export const requireOrgPeople = async (
  db: DbOrTx,
  caller: Caller,
  options: { orgId: number | undefined; mode: Mode },
) => {
  const orgId = options.orgId ?? caller.session.orgId;
  const isOwnOrg = orgId === caller.session.orgId;
  requireKeeper(caller, { isOwnOrg, mode: options.mode });
  if (!isOwnOrg) await requireAccess(db, caller, { kind: 'unit', ids: orgId, field: 'company_id' });
  return orgId;
};

/**
 * A person the caller may read or change: 9995 when there is none (or deleted), 9993 when out of reach. One's own
 * record is always readable (/myhome). Nobody but the administrator changes a person whose role holds more than theirs
 * (the administrator's account above all): resetting such a person's password would be taking their rights.
 */
export const requireUser = async (
  db: DbOrTx,
  caller: Caller,
  options: { userId: number; mode: Mode; field?: string },
): Promise<UserRecordRow> => {
  const { session } = caller;
  const field = options.field ?? 'user_id';
  const isSelf = options.userId === session.userId;
  if (!isSelf && !holdsAnyPeopleNode(caller)) throw refuse();
  const row = await findUserRecord(db, options.userId);
  if (!row) throw noUser(field);
  if (isSelf && options.mode === 'read') return row;
  const isOwnOrg = row.user.orgId === session.orgId;
  requireKeeper(caller, { isOwnOrg, mode: options.mode });
  if (!isOwnOrg) await requireAccess(db, caller, { kind: 'user', ids: row.user.id, field });
  if (options.mode === 'write') requireNotAbove(caller, row);
  return row;
};

/**
 * 9993 when the person is above the caller: the administrator's account, or, within the caller's own organisation, a
 * person whose role holds something the caller's lacks. A centre keeping a unit's people oversees the unit, whose
 * roles hold the unit's own pages a centre's role does not: there only the administrator's account is out of reach.
 */
export const requireNotAbove = (
  caller: Caller,
  row: Pick<UserRecordRow, 'roleCode' | 'rolePermissionIds'> & { user: { orgId: number } },
) => {
  const { session } = caller;
  if (session.isAdmin) return;
  const isAbove =
    row.roleCode === ADMIN_ROLE_CODE ||
    (row.user.orgId === session.orgId && row.rolePermissionIds.some((id) => !session.permissionIds.has(id)));
  if (isAbove) throw refuse(userMessages.aboveCaller);
};

/** Nobody deletes or deactivates their own account (they would lock themselves out). */
export const requireNotSelf = (caller: Caller, userId: number, field: string) => {
  if (userId === caller.session.userId) throw refuse(userMessages.notSelf, field);
};

type RoleChoice = { code: string; orgKind: string | null; orgId: number | null; permissionIds: string[] };

/**
 * Whether the caller may give this role to a person of this organisation: the role is a preset or the organisation's
 * own (another organisation's roles are theirs alone), is for its kind (a cared unit's roles serve every unit-like
 * kind) and is not the administrator's; within the caller's own organisation it holds
 * nothing the caller's role lacks (a centre giving a unit's people the unit's roles is the unit's overseer). The
 * administrator gives any role.
 */
export const canAssignRole = (caller: Caller, role: RoleChoice, org: { id: number; kind: OrgKind }) => {
  if (role.orgId !== null && role.orgId !== org.id) return false;
  const fitsKind =
    role.orgKind === null || role.orgKind === org.kind || (role.orgKind === 'cared' && isUnitLike(org.kind));
  if (!fitsKind) return false;
  if (caller.session.isAdmin) return true;
  if (role.code === ADMIN_ROLE_CODE) return false;
  if (org.id !== caller.session.orgId) return true;
  return role.permissionIds.every((id) => caller.session.permissionIds.has(id));
};
