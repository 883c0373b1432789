import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organisations, roles, users } from '../../db/schema';

/** A role with its holders: of the organisation asked about (`userCount`) and of all (`totalCount`). */
export type RoleRow = typeof roles.$inferSelect & { userCount: number; totalCount: number };

/** Holders of the role: of one organisation, or of all (null). */
// Qualified by hand: drizzle leaves columns of a one-table select unqualified, and "id" would be the user's here.
const holders = (orgId: number | null) =>
  orgId === null
    ? sql<number>`(select count(*) from ${users} u where u.role_id = "roles"."id")::int`
    : sql<number>`(select count(*) from ${users} u where u.role_id = "roles"."id" and u.org_id = ${orgId})::int`;

const toRow = (found: { row: typeof roles.$inferSelect; userCount: number; totalCount: number }): RoleRow => ({
  ...found.row,
  userCount: Number(found.userCount),
  totalCount: Number(found.totalCount),
});

/**
 * An organisation's own roles, then the presets: of one organisation kind, or all of them (`'all'`), each with its
 * holders (of `countOrgId`, or of every organisation when null).
 */
export const listRoleRows = async (
  db: DbOrTx,
  options: { orgId: number; presets: string | 'all'; countOrgId: number | null },
) => {
  const presets: SQL =
    options.presets === 'all'
      ? isNull(roles.orgId)
      : (and(isNull(roles.orgId), eq(roles.orgKind, options.presets)) as SQL);
  const rows = await db
    .select({ row: roles, userCount: holders(options.countOrgId), totalCount: holders(null) })
    .from(roles)
    .where(or(eq(roles.orgId, options.orgId), presets))
    .orderBy(sql`${roles.orgId} is null`, asc(roles.id));
  return rows.map(toRow);
};

/** One role with all its holders. */
export const findRoleRow = async (db: DbOrTx, id: number): Promise<RoleRow | undefined> => {
  const [found] = await db
    .select({ row: roles, userCount: holders(null), totalCount: holders(null) })
    .from(roles)
    .where(eq(roles.id, id));
  return found ? toRow(found) : undefined;
};

/** A preset (built-in role) by code, of the organisation kind. */
export const findPreset = async (db: DbOrTx, code: string, orgKind: string) => {
  const [row] = await db
    .select({ code: roles.code })
    .from(roles)
    .where(and(eq(roles.code, code), isNull(roles.orgId), eq(roles.orgKind, orgKind)));
  return row;
};

export const findOrgKind = async (db: DbOrTx, orgId: number) => {
  const [row] = await db.select({ kind: organisations.kind }).from(organisations).where(eq(organisations.id, orgId));
  return row?.kind;
};

export const insertRole = async (db: DbOrTx, values: typeof roles.$inferInsert) => {
  const [row] = await db.insert(roles).values(values).returning({ id: roles.id });
  return row!.id;
};

/** Changes a role; `lock` first so two changes of one role's tree apply one after the other. */
export const lockRole = async (tx: DbOrTx, id: number) => {
  const [row] = await tx.select().from(roles).where(eq(roles.id, id)).for('update');
  return row;
};

export const updateRoleRow = (
  db: DbOrTx,
  id: number,
  values: Partial<Pick<typeof roles.$inferInsert, 'name' | 'engName' | 'permissionIds'>>,
) =>
  db
    .update(roles)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(roles.id, id));

/** The users holding a role: they are told over the push stream when it changes. */
export const selectHolderIds = async (db: DbOrTx, roleId: number) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.roleId, roleId))).map((row) => row.id);

/** Deletes a role nobody holds, in one statement: answers whether it was deleted. */
export const deleteUnusedRole = async (db: DbOrTx, id: number) => {
  const rows = await db
    .delete(roles)
    .where(and(eq(roles.id, id), sql`not exists (select 1 from ${users} u where u.role_id = ${id})`))
    .returning({ id: roles.id });
  return rows.length > 0;
};
