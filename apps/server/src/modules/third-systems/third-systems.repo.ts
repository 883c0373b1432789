import { and, asc, count, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { firstRow } from '../../db/first-row';
import { newestFirstPage } from '../../db/list-page';
import { ilikeContains } from '../../db/like';
import {
  organisations,
  thirdEnterCodes,
  thirdEnterNonces,
  thirdSystems,
  thirdSystemUnits,
  users,
} from '../../db/schema';

export type SystemRow = typeof thirdSystems.$inferSelect;
export type SystemValues = Partial<typeof thirdSystems.$inferInsert>;
type Page = { page_no: number; page_size: number };

/** A page of systems, newest first: one organisation's, or every organisation's (orgId null, the administrator). */
export const selectSystems = async (
  db: DbOrTx,
  options: { orgId: number | null; kind?: string; name?: string; isEnabled?: boolean },
  page: Page,
) => {
  const where = and(
    options.orgId === null ? undefined : eq(thirdSystems.orgId, options.orgId),
    options.kind ? eq(thirdSystems.kind, options.kind) : undefined,
    options.name ? ilikeContains(thirdSystems.name, options.name) : undefined,
    options.isEnabled === undefined ? undefined : eq(thirdSystems.isEnabled, options.isEnabled),
  );
  const rows = db.select().from(thirdSystems).$dynamic();
  return newestFirstPage(db, { rows, table: thirdSystems, id: thirdSystems.id, where, page });
};

export const findSystem = async (db: DbOrTx, id: number) =>
  (await db.select().from(thirdSystems).where(eq(thirdSystems.id, id)))[0];

/** The enabled system whose API key hashes to this; undefined for an unknown, revoked or disabled key. */
export const findSystemByKeyHash = async (db: DbOrTx, keyHash: string) =>
  (
    await db
      .select()
      .from(thirdSystems)
      .where(and(eq(thirdSystems.keyHash, keyHash), eq(thirdSystems.isEnabled, true)))
      .limit(1)
  )[0];

export const insertSystem = async (db: DbOrTx, values: typeof thirdSystems.$inferInsert) =>
  firstRow(await db.insert(thirdSystems).values(values).returning());

export const updateSystem = async (db: DbOrTx, id: number, values: SystemValues) =>
  (
    await db
      .update(thirdSystems)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(thirdSystems.id, id))
      .returning()
  )[0];

export const deleteSystem = (db: DbOrTx, id: number) => db.delete(thirdSystems).where(eq(thirdSystems.id, id));

/** A call or an entry: the last contact, written at most once a minute so a busy key does not write on every call. */
export const touchLastContact = (db: DbOrTx, id: number) =>
  db
    .update(thirdSystems)
    .set({ lastContactAt: sql`now()` })
    .where(
      and(
        eq(thirdSystems.id, id),
        or(isNull(thirdSystems.lastContactAt), lt(thirdSystems.lastContactAt, sql`now() - interval '1 minute'`)),
      ),
    );

/** How many units each system was granted. */
export const selectUnitCounts = async (db: DbOrTx, systemIds: number[]) => {
  if (systemIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: thirdSystemUnits.systemId, value: count() })
    .from(thirdSystemUnits)
    .where(inArray(thirdSystemUnits.systemId, systemIds))
    .groupBy(thirdSystemUnits.systemId);
  return new Map(rows.map((row) => [row.id, row.value]));
};

/** Login names of entry accounts by user id. */
export const selectUsernames = async (db: DbOrTx, userIds: number[]) => {
  if (userIds.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(rows.map((row) => [row.id, row.username]));
};

export const renameUser = (db: DbOrTx, userId: number, realName: string) =>
  db
    .update(users)
    .set({ realName, updatedAt: sql`now()` })
    .where(eq(users.id, userId));

/** A deleted system's entry account: soft-deleted as a person is (logs name it), its name stays taken. */
export const retireUser = (db: DbOrTx, userId: number) =>
  db
    .update(users)
    .set({ deletedAt: sql`now()`, isActive: false, updatedAt: sql`now()` })
    .where(eq(users.id, userId));

/** A page of the units granted to a system, by name. */
export const selectSystemUnits = async (db: DbOrTx, systemId: number, options: Page & { name?: string }) => {
  const where = and(
    eq(thirdSystemUnits.systemId, systemId),
    options.name ? ilikeContains(organisations.name, options.name) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        unitId: thirdSystemUnits.unitId,
        name: organisations.name,
        address: organisations.address,
        createdAt: thirdSystemUnits.createdAt,
      })
      .from(thirdSystemUnits)
      .innerJoin(organisations, eq(organisations.id, thirdSystemUnits.unitId))
      .where(where)
      .orderBy(asc(organisations.name), asc(thirdSystemUnits.unitId))
      .limit(options.page_size)
      .offset(options.page_no * options.page_size),
    db
      .select({ value: count() })
      .from(thirdSystemUnits)
      .innerJoin(organisations, eq(organisations.id, thirdSystemUnits.unitId))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
};

export const insertSystemUnits = async (db: DbOrTx, systemId: number, unitIds: readonly number[]) => {
  if (unitIds.length === 0) return;
  await db
    .insert(thirdSystemUnits)
    .values(unitIds.map((unitId) => ({ systemId, unitId })))
    .onConflictDoNothing();
};

export const deleteSystemUnits = (db: DbOrTx, systemId: number, unitIds: readonly number[]) =>
  db
    .delete(thirdSystemUnits)
    .where(and(eq(thirdSystemUnits.systemId, systemId), inArray(thirdSystemUnits.unitId, [...unitIds])));

/** A page of units by id (the external read call), by name. */
export const selectUnitsById = async (db: DbOrTx, ids: readonly number[], page: Page) => {
  if (ids.length === 0) return [];
  return db
    .select({
      id: organisations.id,
      name: organisations.name,
      address: organisations.address,
      regionCode: organisations.regionCode,
    })
    .from(organisations)
    .where(inArray(organisations.id, [...ids]))
    .orderBy(asc(organisations.name), asc(organisations.id))
    .limit(page.page_size)
    .offset(page.page_no * page.page_size);
};

/**
 * Claims an entry link's nonce: false when it was used before (a replay). Nonces past their link's expiry are dropped
 * first: a link that old is refused by its expiry anyway.
 */
export const claimEnterNonce = async (db: DbOrTx, values: { systemId: number; nonce: string; expiresAt: Date }) => {
  await db.delete(thirdEnterNonces).where(lt(thirdEnterNonces.expiresAt, sql`now()`));
  const rows = await db.insert(thirdEnterNonces).values(values).onConflictDoNothing().returning();
  return rows.length > 0;
};

export const insertEnterCode = async (
  db: DbOrTx,
  values: { codeHash: string; systemId: number; externalUser: string; expiresAt: Date },
) => {
  await db.delete(thirdEnterCodes).where(lt(thirdEnterCodes.expiresAt, sql`now()`));
  await db.insert(thirdEnterCodes).values(values);
};

/** Takes a one-time code: answers it once while it is valid (the row is gone after), else undefined. */
export const takeEnterCode = async (db: DbOrTx, codeHash: string) =>
  (
    await db
      .delete(thirdEnterCodes)
      .where(and(eq(thirdEnterCodes.codeHash, codeHash), gt(thirdEnterCodes.expiresAt, sql`now()`)))
      .returning()
  )[0];

/** Of these (kind, name) pairs, the ones the organisation keeps already (names compared case-insensitively). */
export const selectTakenNames = async (db: DbOrTx, orgId: number, rows: { kind: string; name: string }[]) => {
  if (rows.length === 0) return new Set<string>();
  const found = await db
    .select({ kind: thirdSystems.kind, name: thirdSystems.name })
    .from(thirdSystems)
    .where(
      and(
        eq(thirdSystems.orgId, orgId),
        inArray(
          sql`lower(${thirdSystems.name})`,
          rows.map((row) => row.name.toLowerCase()),
        ),
      ),
    );
  return new Set(found.map((row) => `${row.kind}\n${row.name.toLowerCase()}`));
};
