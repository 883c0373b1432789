import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { roles, users } from '../../db/schema';

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
