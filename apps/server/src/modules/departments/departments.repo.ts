import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { departments, posts, users } from '../../db/schema';

/** An organisation's departments in their order, and its active people. */
export const selectDepartmentsAndPeople = (db: DbOrTx, orgId: number) =>
  Promise.all([
    db
      .select()
      .from(departments)
      .where(eq(departments.orgId, orgId))
      .orderBy(asc(departments.sort), asc(departments.id)),
    db
      .select()
      .from(users)
      .where(and(eq(users.orgId, orgId), eq(users.isActive, true)))
      .orderBy(asc(users.id)),
  ]);

const managers = alias(users, 'manager');
const directors = alias(users, 'director');
const personName = (person: typeof managers | typeof directors) =>
  sql<string | null>`coalesce(nullif(${person.realName}, ''), ${person.username})`;
// Qualified by hand: drizzle leaves columns of a one-table select unqualified, and "id" would be the user's here.
const userCount = sql<number>`(select count(*) from ${users} u where u.department_id = "departments"."id")::int`;

/** Departments with their labels' names and how many people each holds directly, in display order. */
const labelledDepartments = (db: DbOrTx) =>
  db
    .select({
      row: departments,
      managerName: personName(managers),
      directorName: personName(directors),
      userCount,
    })
    .from(departments)
    .leftJoin(managers, eq(managers.id, departments.managerId))
    .leftJoin(directors, eq(directors.id, departments.fireDirectorId))
    .$dynamic();

export type LabelledDepartment = Awaited<ReturnType<typeof listDepartmentRows>>[number];

export const listDepartmentRows = (db: DbOrTx, orgId: number) =>
  labelledDepartments(db).where(eq(departments.orgId, orgId)).orderBy(asc(departments.sort), asc(departments.id));

export const findLabelledDepartment = async (db: DbOrTx, id: number) => {
  const [row] = await labelledDepartments(db).where(eq(departments.id, id));
  return row;
};

export const findDepartmentRow = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(departments).where(eq(departments.id, id));
  return row;
};

/** How many departments sit directly under this one. */
export const countChildDepartments = async (db: DbOrTx, id: number) => {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(departments)
    .where(eq(departments.parentId, id));
  return Number(row?.value ?? 0);
};

/** The people of a department with their post, active first, then by id. */
export const listDepartmentPeople = (db: DbOrTx, departmentId: number) =>
  db
    .select({ user: users, postName: posts.name })
    .from(users)
    .leftJoin(posts, eq(posts.id, users.postId))
    .where(eq(users.departmentId, departmentId))
    .orderBy(sql`${users.isActive} desc`, asc(users.id));

/**
 * Locks every department of an organisation for the transaction: moves run one at a time per organisation, so two
 * moves at once cannot make a loop (A under B while B goes under A). Answers the rows (id and parent).
 */
export const lockOrgDepartments = (tx: DbOrTx, orgId: number) =>
  tx
    .select({ id: departments.id, parentId: departments.parentId })
    .from(departments)
    .where(eq(departments.orgId, orgId))
    .for('update');

export type DepartmentValues = {
  parentId: number | null;
  name: string;
  sort: number;
  remark: string;
  managerId: number | null;
  fireDirectorId: number | null;
};

export const insertDepartment = async (db: DbOrTx, orgId: number, values: DepartmentValues) => {
  const [row] = await db
    .insert(departments)
    .values({ orgId, ...values })
    .returning({ id: departments.id });
  return row!.id;
};

export const updateDepartmentRow = (db: DbOrTx, id: number, values: Partial<DepartmentValues>) =>
  db
    .update(departments)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(departments.id, id));

/**
 * Deletes a department only when nothing hangs under it, in one statement (no sub-department, no person): answers
 * whether it was deleted.
 */
export const deleteEmptyDepartment = async (db: DbOrTx, id: number) => {
  const rows = await db
    .delete(departments)
    .where(
      and(
        eq(departments.id, id),
        sql`not exists (select 1 from ${departments} d where d.parent_id = ${id})`,
        sql`not exists (select 1 from ${users} u where u.department_id = ${id})`,
      ),
    )
    .returning({ id: departments.id });
  return rows.length > 0;
};

/** Which of these users belong to the organisation. */
export const selectOrgUserIds = async (db: DbOrTx, orgId: number, ids: number[]) => {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.orgId, orgId), inArray(users.id, ids)));
  return new Set(rows.map((row) => row.id));
};

/** An organisation's active people, for the label pickers. */
export const listOrgPeople = (db: DbOrTx, orgId: number) =>
  db
    .select({
      id: users.id,
      realName: users.realName,
      username: users.username,
      departmentId: users.departmentId,
      postId: users.postId,
    })
    .from(users)
    .where(and(eq(users.orgId, orgId), eq(users.isActive, true)))
    .orderBy(asc(users.id));
