import { randomBytes } from 'node:crypto';
import {
  ErrorCodes,
  findPermission,
  PERMISSIONS_CHANGED_ACTION,
  roleMessages,
  withAncestors,
  type OrgKind,
  type RoleRecord,
} from '@fireline/shared';
import { holds, requireSetupOrg, requireSetupRecord, type Caller } from '../../core/access';
import { AppError } from '../../core/app-error';
import { isUniqueViolation } from '../../core/db-errors';
import { ADMIN_ROLE_CODE } from '../../core/session';
import type { Db, DbOrTx } from '../../db/client';
import type { Bus } from '../../realtime/bus';
import { announcePush } from '../../realtime/push';
import { insertPushMessages } from '../../realtime/push.repo';
import * as repo from './roles.repo';

const KEEPER = 'systemmanage-role';

const epoch = (date: Date) => Math.floor(date.getTime() / 1000);

type Refusal = {
  code: typeof ErrorCodes.noPermission | typeof ErrorCodes.cannotDelete;
  detail?: { zh: string; en: string };
};
const noPermission: Refusal = { code: ErrorCodes.noPermission };

const refuse = (refusal: Refusal) =>
  new AppError(refusal.code, { ...(refusal.detail ? { detail: refusal.detail } : {}), data: { field: 'id' } });

/**
 * Why this caller may not change the role, or undefined when they may: nobody changes the role they hold (the
 * administrator's included) nor the administrator's; a preset is the platform administrator's to change; an
 * organisation's role is its own keepers' (and the administrator's).
 */
const editRefusal = (caller: Caller, role: repo.RoleRow): Refusal | undefined => {
  const { session } = caller;
  if (role.id === session.roleId || role.code === ADMIN_ROLE_CODE)
    return { code: ErrorCodes.noPermission, detail: roleMessages.ownRole };
  if (!holds(caller, KEEPER)) return noPermission;
  if (role.orgId === null)
    return session.isAdmin ? undefined : { code: ErrorCodes.noPermission, detail: roleMessages.presetReadOnly };
  return session.isAdmin || role.orgId === session.orgId ? undefined : noPermission;
};

const present = (caller: Caller, role: repo.RoleRow): RoleRecord => {
  const canEdit = editRefusal(caller, role) === undefined;
  return {
    id: role.id,
    code: role.code,
    name: role.name,
    eng_name: role.engName,
    company_id: role.orgId,
    org_kind: role.orgKind as OrgKind | null,
    preset_code: role.orgId === null ? role.code : role.presetCode,
    is_preset: role.orgId === null,
    permission_ids: role.permissionIds,
    user_count: role.userCount,
    can_edit: canEdit,
    // Deleting asks about every holder, not only the listed organisation's.
    can_delete: canEdit && role.orgId !== null && role.totalCount === 0,
    update_time: epoch(role.updatedAt),
  };
};

/**
 * GET role/list: the organisation's own roles, then the presets of its kind to start from. The administrator's own
 * list holds every preset, with all their holders, as the administrator changes presets for everyone.
 */
export const listRoles = async (db: DbOrTx, caller: Caller, companyId: number | undefined) => {
  const orgId = await requireSetupOrg(db, caller, { companyId, mode: 'read' });
  const isPlatformList = caller.session.isAdmin && orgId === caller.session.orgId;
  const kind = orgId === caller.session.orgId ? caller.session.orgKind : await repo.findOrgKind(db, orgId);
  const rows = await repo.listRoleRows(db, {
    orgId,
    presets: isPlatformList ? 'all' : (kind ?? ''),
    countOrgId: isPlatformList ? null : orgId,
  });
  return rows.map((row) => present(caller, row));
};

/** A role this caller may read: a preset of their organisation's kind (the administrator: any), or an organisation's within reach. */
const requireReadableRole = async (db: DbOrTx, caller: Caller, id: number) => {
  const role = await repo.findRoleRow(db, id);
  if (!role) throw new AppError(ErrorCodes.noData);
  if (role.orgId === null) {
    if (!caller.session.isAdmin && role.orgKind !== caller.session.orgKind) throw new AppError(ErrorCodes.noPermission);
    return role;
  }
  await requireSetupRecord(db, caller, { kind: 'role', id, mode: 'read' });
  return role;
};

export const getRole = async (db: DbOrTx, caller: Caller, id: number) =>
  present(caller, await requireReadableRole(db, caller, id));

/** Catalogue ids with their ancestors; an unknown one is refused naming it (8996, field permission_ids). */
const closeGrants = (ids: readonly string[]) => {
  const unknown = ids.find((id) => !findPermission(id));
  if (unknown !== undefined)
    throw new AppError(ErrorCodes.paramValue, {
      detail: {
        zh: `permission_ids ${roleMessages.unknownNode.zh}：${unknown}`,
        en: `permission_ids ${roleMessages.unknownNode.en}: ${unknown}`,
      },
      data: { field: 'permission_ids', id: unknown },
    });
  return withAncestors(ids);
};

/**
 * An administrator never grants what their own role lacks: every id added must be held by the caller's role (the
 * platform administrator's holds all). Refused with 9993 naming the first such node.
 */
const requireGrantable = (caller: Caller, added: Iterable<string>) => {
  if (caller.session.isAdmin) return;
  for (const id of added) {
    if (caller.session.permissionIds.has(id)) continue;
    const node = findPermission(id)!;
    throw new AppError(ErrorCodes.noPermission, {
      detail: {
        zh: `${roleMessages.beyondOwn.zh}：${node.zh}（${id}）`,
        en: `${roleMessages.beyondOwn.en}: ${node.en} (${id})`,
      },
      data: { field: 'permission_ids', id },
    });
  }
};

const nameExists = () =>
  new AppError(ErrorCodes.alreadyExists, { detail: roleMessages.nameExists, data: { field: 'name' } });

/** POST role/info: a role of the caller's organisation, started from a preset of its kind or blank. */
export const createRole = async (
  db: DbOrTx,
  caller: Caller,
  body: { company_id?: number; name: string; eng_name: string; preset_code: string | null; permission_ids: string[] },
) => {
  const orgId = await requireSetupOrg(db, caller, { companyId: body.company_id, mode: 'write' });
  const orgKind = orgId === caller.session.orgId ? caller.session.orgKind : await repo.findOrgKind(db, orgId);
  if (body.preset_code !== null && !(await repo.findPreset(db, body.preset_code, orgKind ?? '')))
    throw new AppError(ErrorCodes.paramValue, {
      detail: {
        zh: `preset_code ${roleMessages.notAPreset.zh}`,
        en: `preset_code ${roleMessages.notAPreset.en}`,
      },
      data: { field: 'preset_code' },
    });
  const granted = closeGrants(body.permission_ids);
  requireGrantable(caller, granted);
  const id = await repo
    .insertRole(db, {
      // Unique and never a built-in code: the client knows the administrator by role_code.
      code: `org${orgId}_${randomBytes(6).toString('hex')}`,
      name: body.name,
      engName: body.eng_name || body.name,
      orgKind,
      orgId,
      presetCode: body.preset_code,
      permissionIds: [...granted],
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw nameExists();
      throw error;
    });
  return getRole(db, caller, id);
};

/**
 * PUT role/info: name and tree. A changed tree is enforced on the holders' next call (their cached sessions are dropped
 * through the bus) and pushed to them (`permissions_changed`: the client reads user/info again), in the same
 * transaction as the change.
 */
export const updateRole = async (
  deps: { db: Db; bus: Bus },
  caller: Caller,
  body: { id: number; name?: string; eng_name?: string; permission_ids?: string[] },
) => {
  const role = await requireReadableRole(deps.db, caller, body.id);
  const refusal = editRefusal(caller, role);
  if (refusal) throw refuse(refusal);
  const requested = body.permission_ids === undefined ? undefined : closeGrants(body.permission_ids);
  const result = await deps.db
    .transaction(async (tx) => {
      const current = await repo.lockRole(tx, role.id);
      if (!current) throw new AppError(ErrorCodes.noData);
      const held = new Set(current.permissionIds);
      if (requested)
        requireGrantable(
          caller,
          [...requested].filter((id) => !held.has(id)),
        );
      const isTreeChanged =
        requested !== undefined && (requested.size !== held.size || [...requested].some((id) => !held.has(id)));
      await repo.updateRoleRow(tx, role.id, {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.eng_name !== undefined ? { engName: body.eng_name || body.name || current.name } : {}),
        ...(requested && isTreeChanged ? { permissionIds: [...requested] } : {}),
      });
      if (!isTreeChanged) return { isTreeChanged, holderIds: [] };
      const holderIds = await repo.selectHolderIds(tx, role.id);
      await insertPushMessages(tx, [{ userIds: holderIds, payload: { action: PERMISSIONS_CHANGED_ACTION } }]);
      return { isTreeChanged, holderIds };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw nameExists();
      throw error;
    });
  if (result.isTreeChanged) {
    await deps.bus.publish({ kind: 'role_changed', roleId: role.id });
    await announcePush(deps.bus, result.holderIds);
  }
  return getRole(deps.db, caller, role.id);
};

/** DELETE role/info: an organisation's role nobody holds; presets stay. */
export const deleteRole = async (db: DbOrTx, caller: Caller, id: number) => {
  const role = await requireReadableRole(db, caller, id);
  if (role.orgId === null) throw refuse({ code: ErrorCodes.cannotDelete, detail: roleMessages.presetDelete });
  const refusal = editRefusal(caller, role);
  if (refusal) throw refuse(refusal);
  await requireSetupRecord(db, caller, { kind: 'role', id, mode: 'write', field: 'id' });
  if (!(await repo.deleteUnusedRole(db, id)))
    throw refuse({ code: ErrorCodes.cannotDelete, detail: roleMessages.inUse });
  return { id };
};
