import type { UserListQuery } from '@fireline/shared';
import { and, asc, count, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { departments, organisations, posts, roles, users } from '../../db/schema';

/** Whether a login name is taken; names compare case-insensitively, as login finds them (users_username_uq). */
export const isUsernameTaken = async (db: DbOrTx, username: string) => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.trim().toLowerCase()))
    .limit(1);
  return row !== undefined;
};

/** A role's id by its code, the role inserted first when there is none (an existing role is left as it is). */
export const insertRoleIfMissing = async (db: DbOrTx, role: typeof roles.$inferInsert) => {
  await db.insert(roles).values(role).onConflictDoNothing({ target: roles.code });
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, role.code));
  return row!.id;
};

export const insertUser = async (db: DbOrTx, values: typeof users.$inferInsert) => {
  const [row] = await db.insert(users).values(values).returning({ id: users.id, username: users.username });
  return row!;
};

const recordColumns = {
  user: users,
  orgKind: organisations.kind,
  orgName: organisations.name,
  roleCode: roles.code,
  roleName: roles.name,
  roleEngName: roles.engName,
  rolePermissionIds: roles.permissionIds,
  departmentName: departments.name,
  postName: posts.name,
};

const selectRecords = (db: DbOrTx) =>
  db
    .select(recordColumns)
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.orgId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .leftJoin(posts, eq(posts.id, users.postId));

export type UserRecordRow = NonNullable<Awaited<ReturnType<typeof findUserRecord>>>;

/** A person who is not deleted, with organisation, role and department; undefined otherwise. */
export const findUserRecord = async (db: DbOrTx, id: number) => {
  const [row] = await selectRecords(db)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return row;
};

/** People who are not deleted, among these ids. */
export const findUserRecords = (db: DbOrTx, ids: readonly number[]) =>
  selectRecords(db).where(and(inArray(users.id, [...ids]), isNull(users.deletedAt)));

/**
 * The derived enum_user_status as SQL (docs/archives.md): 2 disabled, else 3 past its last day, else 1 normal.
 * `siteToday` is the site's date, yyyy-MM-dd.
 */
const statusSql = (siteToday: string) =>
  sql<number>`case when not ${users.isActive} then 2 when ${users.expiresOn} < ${siteToday}::date then 3 else 1 end`;

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** One page of an organisation's people (not deleted), newest first, with the list's filters. */
export const selectUserPage = async (
  db: DbOrTx,
  options: { orgId: number; query: UserListQuery; siteToday: string },
) => {
  const { orgId, query, siteToday } = options;
  const conditions: (SQL | undefined)[] = [eq(users.orgId, orgId), isNull(users.deletedAt)];
  if (query.name) conditions.push(ilike(users.realName, escapeLike(query.name)));
  if (query.account) conditions.push(ilike(users.username, escapeLike(query.account)));
  if (query.phone_num) conditions.push(ilike(users.mobile, escapeLike(query.phone_num)));
  if (query.enum_user_staff !== undefined) conditions.push(eq(users.staffStatus, query.enum_user_staff));
  if (query.enum_user_status !== undefined) conditions.push(sql`${statusSql(siteToday)} = ${query.enum_user_status}`);
  if (query.department_id !== undefined) {
    // The department and everything under it, within the organisation.
    conditions.push(sql`${users.departmentId} in (
      with recursive tree(id) as (
        select ${departments.id} from ${departments}
        where ${departments.id} = ${query.department_id} and ${departments.orgId} = ${orgId}
        union all
        select child.id from ${departments} child join tree on child.parent_id = tree.id
      ) select id from tree)`);
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    selectRecords(db)
      .where(where)
      .orderBy(desc(users.id))
      .limit(query.page_size)
      .offset(query.page_no * query.page_size),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
};

export const updateUserRow = (db: DbOrTx, id: number, values: Partial<typeof users.$inferInsert>) =>
  db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), isNull(users.deletedAt)));

/** Soft delete: the row stays for the logs and the alarms it handled; it can no longer log in or be listed. */
export const markUsersDeleted = (db: DbOrTx, ids: readonly number[]) =>
  db
    .update(users)
    .set({ deletedAt: sql`now()`, isActive: false, updatedAt: sql`now()` })
    .where(and(inArray(users.id, [...ids]), isNull(users.deletedAt)));

export const selectPasswordHash = async (db: DbOrTx, id: number) => {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id));
  return row?.hash;
};

/** Every role with what decides who may give it to whom. */
export const selectRoles = (db: DbOrTx) =>
  db
    .select({
      id: roles.id,
      code: roles.code,
      name: roles.name,
      engName: roles.engName,
      orgKind: roles.orgKind,
      orgId: roles.orgId,
      permissionIds: roles.permissionIds,
    })
    .from(roles)
    .orderBy(asc(roles.id));

export const selectOrgKind = async (db: DbOrTx, orgId: number) => {
  const [row] = await db.select({ kind: organisations.kind }).from(organisations).where(eq(organisations.id, orgId));
  return row?.kind;
};

/** An organisation's departments, in their order. */
export const selectDepartments = (db: DbOrTx, orgId: number) =>
  db
    .select({ id: departments.id, name: departments.name, parentId: departments.parentId })
    .from(departments)
    .where(eq(departments.orgId, orgId))
    .orderBy(asc(departments.sort), asc(departments.id));

/** An organisation's posts, in their order. */
export const selectPosts = (db: DbOrTx, orgId: number) =>
  db
    .select({ id: posts.id, name: posts.name })
    .from(posts)
    .where(eq(posts.orgId, orgId))
    .orderBy(asc(posts.sort), asc(posts.id));

export const isPostOf = async (db: DbOrTx, postId: number, orgId: number) => {
  const [row] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.orgId, orgId)));
  return row !== undefined;
};

export const isDepartmentOf = async (db: DbOrTx, departmentId: number, orgId: number) => {
  const [row] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.id, departmentId), eq(departments.orgId, orgId)));
  return row !== undefined;
};
