import {
  ErrorCodes,
  userMessages,
  type CenterCreate,
  type CenterUpdate,
  type CompanyCreate,
  type CompanyRecord,
  type CompanyUpdate,
  type OrgKind,
} from '@fireline/shared';
import { requireAccess, type Caller } from '../../core/access';
import { AppError } from '../../core/app-error';
import { requireUploadedFiles } from '../../core/file-refs';
import { isForeignKeyViolation, isUniqueViolation } from '../../core/pg-errors';
import type { Db, DbOrTx } from '../../db/client';
import { centerAccountRole } from '../roles';
import { createUser, ensureRole } from '../users';
import { integrityOf, presentCompany, toOrgValues } from './company-fields';
import {
  bindToCenter,
  deleteUnitWithArchives,
  findOrg,
  hasDevices,
  hasUsers,
  insertOrg,
  loadRelations,
  setIntegrityScore,
  unitKinds,
  updateOrg,
  type OrgRow,
} from './companies.repo';

export const companyMessages = {
  nameExists: { zh: '单位名称已存在', en: 'company name already exists' },
  hasRecords: {
    zh: '该单位下有关联的设备或账号，不能删除',
    en: 'cannot delete unit: it has associated devices or accounts',
  },
  hasOtherRecords: { zh: '该单位下有关联数据，不能删除', en: 'cannot delete unit: it has associated records' },
  parentMissing: { zh: '上级单位不存在', en: 'parent_id: parent unit does not exist' },
};

const isUnitKind = (kind: string) => (unitKinds as readonly string[]).includes(kind);

export type { Caller };

/**
 * The record of one organisation of the given kinds, through the one access check (core/access.ts, kind `org`): a
 * unit-like record must be in the scope (9993); another kind (centre, authority, maintenance company, fire station)
 * may be read by its own people, an administrator or anyone whose scope covers a unit bound to it, and changed only by
 * its own people or an administrator. Another kind's id answers "no data" (9995).
 */
export const loadOrg = async (
  db: DbOrTx,
  caller: Caller,
  id: number,
  kinds: readonly OrgKind[],
  mode: 'read' | 'write',
) => {
  await requireAccess(db, caller, { kind: 'org', ids: id, mode, orgKinds: kinds });
  const org = await findOrg(db, id);
  if (!org) throw new AppError(ErrorCodes.noData);
  return org;
};

export const presentWithRelations = async (db: DbOrTx, org: OrgRow): Promise<CompanyRecord> =>
  presentCompany(org, (await loadRelations(db, [org.id])).get(org.id));

/** Archive records of many organisations with their relations, in the rows' order. */
export const presentCompanies = async (db: DbOrTx, rows: OrgRow[]): Promise<CompanyRecord[]> => {
  const relations = await loadRelations(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentCompany(row, relations.get(row.id)));
};

export const getCompany = async (db: DbOrTx, caller: Caller, id: number, kinds: readonly OrgKind[]) =>
  presentWithRelations(db, await loadOrg(db, caller, id, kinds, 'read'));

const checkParent = async (db: DbOrTx, caller: Caller, parentId: number | null | undefined) => {
  if (parentId === undefined || parentId === null) return;
  // A missing parent is bad input (8996), so it is looked up before the access check.
  if (!(await findOrg(db, parentId)))
    throw new AppError(ErrorCodes.paramValue, { detail: companyMessages.parentMissing });
  await requireAccess(db, caller, { kind: 'org', ids: parentId });
};

const checkPictures = (db: DbOrTx, body: Partial<CompanyCreate>) =>
  requireUploadedFiles(db, {
    business_license_graph: body.business_license_graph,
    company_graph: body.company_graph,
    level_prove_graph: body.level_prove_graph,
  });

/** Stores integrity_score from the row just written, in the same transaction. */
export const withIntegrity = async (tx: DbOrTx, row: OrgRow) => {
  const score = integrityOf(row);
  if (score === row.integrityScore) return row;
  return setIntegrityScore(tx, row.id, score);
};

const translateWriteError = (error: unknown): never => {
  if (isUniqueViolation(error)) throw new AppError(ErrorCodes.alreadyExists, { detail: companyMessages.nameExists });
  throw error;
};

/**
 * A new organisation; a unit created by a centre's user is bound to that centre in the same transaction. A regulatory
 * centre created with is_platform 1 gets its login account (role center_admin) in that transaction too.
 */
export const createCompany = async (db: Db, caller: Caller, kind: OrgKind, body: CompanyCreate | CenterCreate) => {
  await checkParent(db, caller, body.parent_id);
  await checkPictures(db, body);
  const values = toOrgValues(body);
  const row = await db
    .transaction(async (tx) => {
      const inserted = await insertOrg(tx, {
        ...values,
        kind,
        name: body.company_name,
        category: kind === 'cared' ? (values.category ?? 'key_unit') : null,
        createrId: caller.session.userId,
      });
      if (isUnitKind(kind) && caller.session.orgKind === 'center') {
        await bindToCenter(tx, caller.session.orgId, inserted.id);
      }
      if (kind === 'center' && 'is_platform' in body && body.is_platform === 1) {
        const roleId = await ensureRole(tx, centerAccountRole);
        await createUser(tx, {
          orgId: inserted.id,
          roleId,
          username: body.account!,
          password: body.password!,
          realName: body.company_name,
        });
      }
      return withIntegrity(tx, inserted);
    })
    .catch(translateWriteError);
  return presentWithRelations(db, row);
};

/**
 * The account section of a centre's change (spec 001 §3 "Regulatory centre account"): a centre without an account may
 * get one with is_platform 1 (the creation rules, role center_admin); a centre with one refuses any account field
 * (7994 naming `account`) and is left unchanged. Runs after the row's update, whose row lock orders two such changes.
 */
const applyAccountSection = async (
  tx: DbOrTx,
  org: OrgRow,
  section: Pick<CenterUpdate, 'is_platform' | 'account' | 'password' | 'confirm_password'>,
) => {
  const isTouched = Object.values(section).some((value) => value !== undefined);
  if (org.kind !== 'center' || !isTouched) return;
  if (await hasUsers(tx, org.id))
    throw new AppError(ErrorCodes.checkFailed, { detail: userMessages.centerUserFixed, data: { field: 'account' } });
  if (section.is_platform !== 1) return;
  const roleId = await ensureRole(tx, centerAccountRole);
  await createUser(tx, {
    orgId: org.id,
    roleId,
    username: section.account!,
    password: section.password!,
    realName: org.name,
  });
};

/** Archive fields that set what a unit is and may hold: written by whoever oversees it, not by the unit itself. */
const overseerFields = {
  limit_building_count: 'maxBuildings',
  limit_device_count: 'maxDevices',
  limit_user_count: 'maxUsers',
  category: 'category',
  parent_id: 'parentId',
} as const;

/** The administrator, or a centre's user changing another organisation (a unit it watches; the scope check came first). */
const isOverseer = (caller: Caller, org: OrgRow) =>
  caller.session.isAdmin || (caller.session.orgKind === 'center' && org.id !== caller.session.orgId);

/** The archive fields this caller sees but may not change on this organisation (none for an overseer). */
export const lockedFieldsFor = (caller: Caller, org: OrgRow): string[] =>
  isOverseer(caller, org) ? [] : Object.keys(overseerFields);

/**
 * Refuses (9993 naming the field) a change of an overseer's field by anyone else. A value equal to the stored one
 * passes, because the client sends the whole form back.
 */
const requireOverseerFieldsKept = (caller: Caller, org: OrgRow, values: Record<string, unknown>) => {
  if (isOverseer(caller, org)) return;
  for (const [field, column] of Object.entries(overseerFields)) {
    if (!(column in values) || (values[column] ?? null) === (org[column] ?? null)) continue;
    throw new AppError(ErrorCodes.noPermission, {
      detail: {
        zh: `${field} 只能由监控中心或管理员修改`,
        en: `${field} may be changed only by the monitoring centre or the administrator`,
      },
      data: { field },
    });
  }
};

export const updateCompany = async (
  db: Db,
  caller: Caller,
  kinds: readonly OrgKind[],
  body: CompanyUpdate | CenterUpdate,
) => {
  const { company_id: id, is_platform, account, password, confirm_password, ...fields } = body as CenterUpdate;
  const org = await loadOrg(db, caller, id, kinds, 'write');
  const values = toOrgValues(fields);
  if (org.kind !== 'cared') delete values.category;
  requireOverseerFieldsKept(caller, org, values);
  if (fields.parent_id === id)
    throw new AppError(ErrorCodes.paramValue, {
      detail: { zh: 'parent_id 不能是自身', en: 'parent_id cannot be the unit itself' },
    });
  await checkParent(db, caller, fields.parent_id);
  await checkPictures(db, fields);
  const row = await db
    .transaction(async (tx) => {
      const updated = await updateOrg(tx, id, values);
      await applyAccountSection(tx, updated, { is_platform, account, password, confirm_password });
      return withIntegrity(tx, updated);
    })
    .catch(translateWriteError);
  return presentWithRelations(db, row);
};

/**
 * Deletes a unit with its buildings, floors, areas, floor plans and bindings, in one transaction. Refused (7992) while
 * devices or accounts belong to it, or when another archive (systems, facilities, ...) still points at it.
 */
export const deleteCompany = async (db: Db, caller: Caller, id: number) => {
  await loadOrg(db, caller, id, ['cared', 'household'], 'write');
  if ((await hasDevices(db, id)) || (await hasUsers(db, id)))
    throw new AppError(ErrorCodes.cannotDelete, { detail: companyMessages.hasRecords });
  await db
    .transaction((tx) => deleteUnitWithArchives(tx, id))
    .catch((error: unknown) => {
      if (isForeignKeyViolation(error))
        throw new AppError(ErrorCodes.cannotDelete, { detail: companyMessages.hasOtherRecords });
      throw error;
    });
  return { company_id: id };
};
