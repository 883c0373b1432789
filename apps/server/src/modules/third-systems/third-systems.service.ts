import {
  describeError,
  ErrorCodes,
  unitOwnKinds,
  type ThirdSystem,
  type ThirdSystemCreate,
  type ThirdSystemKind,
  type ThirdSystemUnit,
  type ThirdSystemUpdate,
  type ThirdSystemWithKey,
} from '@fireline/shared';
import { requireAccess, requireCentreLevel, type Caller } from '../../core/access';
import { AppError, fieldDetail } from '../../core/app-error';
import type { AppDeps } from '../../core/context';
import type { SecretBox } from '../../core/secret-box';
import { endUserSessions } from '../../core/session.repo';
import { isUniqueViolation } from '../../core/pg-errors';
import type { Db } from '../../db/client';
import { selectOrgNames } from '../companies';
import { createEntryAccount } from './entry-account';
import { hashApiKey, keyHintOf, newApiKey, newEnterSecret } from './credentials';
import {
  deleteSystem as deleteSystemRow,
  deleteSystemUnits,
  findSystem,
  insertSystem,
  insertSystemUnits,
  renameUser,
  retireUser,
  selectSystems,
  selectSystemUnits,
  selectUnitCounts,
  selectUsernames,
  updateSystem as updateSystemRow,
  type SystemRow,
  type SystemValues,
} from './third-systems.repo';

type Page = { page_no: number; page_size: number };
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const secondsOrNull = (date: Date | null) => (date ? seconds(date) : null);

const refuseField = (code: typeof ErrorCodes.noPermission | typeof ErrorCodes.alreadyExists, field: string) =>
  new AppError(code, { detail: fieldDetail(field), data: { field } });

/**
 * Third-party systems (docs/third-party.md): kept by the administrator and the centres (requireCentreLevel); a centre
 * sees and changes its own organisation's systems only, and grants them units of its own scope.
 *
 * What keys, entry accounts and their sessions need: the database, the bus (sessions ended) and the secret box.
 */
export type ThirdSystemDeps = Pick<AppDeps, 'db' | 'bus'> & { box: SecretBox };

/** The one check of this feature: centre level, then the keeping organisation's people (or the administrator). */
const loadSystem = async (db: Db, caller: Caller, id: number) => {
  requireCentreLevel(caller);
  const row = await findSystem(db, id);
  if (!row) throw new AppError(ErrorCodes.noData, { detail: fieldDetail('id'), data: { field: 'id' } });
  if (!caller.session.isAdmin && row.orgId !== caller.session.orgId) throw refuseField(ErrorCodes.noPermission, 'id');
  return row;
};

const present = async (db: Db, rows: SystemRow[]): Promise<ThirdSystem[]> => {
  const [names, counts, accounts] = await Promise.all([
    selectOrgNames(db, [...new Set(rows.map((row) => row.orgId))]),
    selectUnitCounts(
      db,
      rows.map((row) => row.id),
    ),
    selectUsernames(
      db,
      rows.flatMap((row) => (row.enterUserId ? [row.enterUserId] : [])),
    ),
  ]);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as ThirdSystemKind,
    name: row.name,
    contact_name: row.contactName,
    contact_phone: row.contactPhone,
    remark: row.remark,
    is_enabled: row.isEnabled ? 1 : 0,
    company_id: row.orgId,
    company_name: names.get(row.orgId) ?? '',
    unit_count: counts.get(row.id) ?? 0,
    key_status: row.keyHash ? 'active' : 'revoked',
    key_hint: row.keyHash ? row.keyHint : null,
    key_create_time: row.keyHash ? secondsOrNull(row.keyCreatedAt) : null,
    enter_account: row.enterUserId ? (accounts.get(row.enterUserId) ?? null) : null,
    last_contact_time: secondsOrNull(row.lastContactAt),
    create_time: seconds(row.createdAt),
    update_time: seconds(row.updatedAt),
  }));
};
const presentOne = async (db: Db, row: SystemRow) => (await present(db, [row]))[0]!;

/** A new key (and, for third_enter, a new entry secret): the values to store and what to show this once. */
const newCredentials = (box: SecretBox, kind: string) => {
  const apiKey = newApiKey();
  const enterSecret = kind === 'third_enter' ? newEnterSecret() : null;
  return {
    shown: { api_key: apiKey, enter_secret: enterSecret },
    values: {
      keyHash: hashApiKey(apiKey),
      keyHint: keyHintOf(apiKey),
      keyCreatedAt: new Date(),
      enterSecretSealed: enterSecret ? box.seal(enterSecret) : null,
    } satisfies SystemValues,
  };
};

/** The entry account's live sessions end now, and every process hears of it (force_logout on their streams). */
const endEntrySessions = async (deps: ThirdSystemDeps, row: SystemRow) => {
  const { db } = deps;
  if (!row.enterUserId) return;
  const text = describeError(ErrorCodes.accountAbnormal, 'zh');
  for (const session of await endUserSessions(db, row.enterUserId, 'deactivated')) {
    await deps.bus.publish({
      kind: 'session_ended',
      sessionId: session.id,
      userId: row.enterUserId,
      reason: 'deactivated',
      msg: text.msg,
      engMsg: text.eng_msg,
    });
  }
};

const checkUnits = async (db: Db, caller: Caller, unitIds: readonly number[]) => {
  if (unitIds.length > 0)
    await requireAccess(db, caller, { kind: 'unit', ids: unitIds, orgKinds: unitOwnKinds, field: 'unit_ids' });
};

const nameTaken = (error: unknown) => {
  if (isUniqueViolation(error)) return refuseField(ErrorCodes.alreadyExists, 'name');
  return error;
};

export const listSystems = async (
  db: Db,
  caller: Caller,
  query: Page & { kind?: ThirdSystemKind; name?: string; is_enabled?: 0 | 1 },
) => {
  requireCentreLevel(caller);
  const { list: rows, total } = await selectSystems(
    db,
    {
      orgId: caller.session.isAdmin ? null : caller.session.orgId,
      kind: query.kind,
      name: query.name,
      isEnabled: query.is_enabled === undefined ? undefined : query.is_enabled === 1,
    },
    query,
  );
  return { total, list: await present(db, rows) };
};

export const getSystem = async (db: Db, caller: Caller, id: number) => presentOne(db, await loadSystem(db, caller, id));

/** A new system with its key (and entry secret, entry account for third_enter), answered this once. */
export const createSystem = async (
  deps: ThirdSystemDeps,
  caller: Caller,
  body: ThirdSystemCreate,
): Promise<ThirdSystemWithKey> => {
  const { db, box } = deps;
  requireCentreLevel(caller);
  const unitIds = [...new Set(body.unit_ids ?? [])];
  await checkUnits(db, caller, unitIds);
  const { shown, values } = newCredentials(box, body.kind);
  const row = await db
    .transaction(async (tx) => {
      const created = await insertSystem(tx, {
        ...values,
        orgId: caller.session.orgId,
        isPlatform: caller.session.isAdmin,
        kind: body.kind,
        name: body.name,
        contactName: body.contact_name ?? null,
        contactPhone: body.contact_phone ?? null,
        remark: body.remark || null,
        isEnabled: (body.is_enabled ?? 1) === 1,
        createrId: caller.session.userId,
      });
      await insertSystemUnits(tx, created.id, unitIds);
      if (body.kind !== 'third_enter') return created;
      const account = await createEntryAccount(tx, {
        orgId: caller.session.orgId,
        systemId: created.id,
        name: body.name,
      });
      return (await updateSystemRow(tx, created.id, { enterUserId: account.id }))!;
    })
    .catch((error: unknown) => {
      throw nameTaken(error);
    });
  return { ...(await presentOne(db, row)), ...shown };
};

export const updateSystem = async (deps: ThirdSystemDeps, caller: Caller, body: ThirdSystemUpdate) => {
  const { db } = deps;
  const { id, ...fields } = body;
  const current = await loadSystem(db, caller, id);
  const values: SystemValues = {};
  if (fields.name !== undefined) values.name = fields.name;
  if (fields.contact_name !== undefined) values.contactName = fields.contact_name;
  if (fields.contact_phone !== undefined) values.contactPhone = fields.contact_phone;
  if (fields.remark !== undefined) values.remark = fields.remark || null;
  if (fields.is_enabled !== undefined) values.isEnabled = fields.is_enabled === 1;
  const row = await db
    .transaction(async (tx) => {
      const updated = await updateSystemRow(tx, id, values);
      if (updated?.enterUserId && values.name) await renameUser(tx, updated.enterUserId, values.name);
      return updated;
    })
    .catch((error: unknown) => {
      throw nameTaken(error);
    });
  if (!row) throw new AppError(ErrorCodes.noData);
  if (current.isEnabled && !row.isEnabled) await endEntrySessions(deps, row);
  return presentOne(db, row);
};

export const deleteSystem = async (deps: ThirdSystemDeps, caller: Caller, id: number) => {
  const { db } = deps;
  const row = await loadSystem(db, caller, id);
  await endEntrySessions(deps, row);
  await db.transaction(async (tx) => {
    await deleteSystemRow(tx, id);
    if (row.enterUserId) await retireUser(tx, row.enterUserId);
  });
  return { id };
};

/** A new key (and entry secret) answered this once; the old ones work no more. Live entry sessions go on. */
export const rotateKey = async (deps: ThirdSystemDeps, caller: Caller, id: number): Promise<ThirdSystemWithKey> => {
  const { db, box } = deps;
  const row = await loadSystem(db, caller, id);
  const { shown, values } = newCredentials(box, row.kind);
  const updated = await updateSystemRow(db, id, values);
  if (!updated) throw new AppError(ErrorCodes.noData);
  return { ...(await presentOne(db, updated)), ...shown };
};

/** No key works (and no entry link) until a new one is made; live entry sessions end now. */
export const revokeKey = async (deps: ThirdSystemDeps, caller: Caller, id: number) => {
  const { db } = deps;
  const row = await loadSystem(db, caller, id);
  const updated = await updateSystemRow(db, id, {
    keyHash: null,
    keyHint: null,
    keyCreatedAt: null,
    enterSecretSealed: null,
  });
  if (!updated) throw new AppError(ErrorCodes.noData);
  await endEntrySessions(deps, row);
  return presentOne(db, updated);
};

export const listUnits = async (db: Db, caller: Caller, query: Page & { id: number; company_name?: string }) => {
  const row = await loadSystem(db, caller, query.id);
  const { rows, total } = await selectSystemUnits(db, row.id, { ...query, name: query.company_name });
  const list = rows.map((unit): ThirdSystemUnit => ({
    company_id: unit.unitId,
    company_name: unit.name,
    address: unit.address,
    grant_time: seconds(unit.createdAt),
  }));
  return { total, list };
};

/** Grants units of the caller's scope (9993 naming unit_ids for one outside it). */
export const addUnits = async (db: Db, caller: Caller, body: { id: number; unit_ids: number[] }) => {
  const row = await loadSystem(db, caller, body.id);
  const unitIds = [...new Set(body.unit_ids)];
  await checkUnits(db, caller, unitIds);
  await insertSystemUnits(db, row.id, unitIds);
  return { id: row.id, unit_count: (await selectUnitCounts(db, [row.id])).get(row.id) ?? 0 };
};

export const removeUnits = async (db: Db, caller: Caller, body: { id: number; unit_ids: number[] }) => {
  const row = await loadSystem(db, caller, body.id);
  await deleteSystemUnits(db, row.id, body.unit_ids);
  return { id: row.id, unit_count: (await selectUnitCounts(db, [row.id])).get(row.id) ?? 0 };
};
