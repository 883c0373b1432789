import type { PostListQuery } from '@fireline/shared';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { posts, users } from '../../db/schema';

// Qualified by hand: drizzle leaves columns of a one-table select unqualified, and "id" would be the user's here.
const userCount = sql<number>`(select count(*) from ${users} u where u.post_id = "posts"."id")::int`;

export type PostRow = typeof posts.$inferSelect & { userCount: number };

const withCount = (db: DbOrTx) => db.select({ row: posts, userCount }).from(posts).$dynamic();

/** One page of an organisation's posts, by sort then id, filtered by name. */
export const listPostRows = async (db: DbOrTx, orgId: number, query: PostListQuery) => {
  const where = and(
    eq(posts.orgId, orgId),
    query.name ? sql`${posts.name} ilike ${containsPattern(query.name)}` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    withCount(db)
      .where(where)
      .orderBy(asc(posts.sort), asc(posts.id))
      .limit(query.page_size)
      .offset(query.page_no * query.page_size),
    db.select({ value: count() }).from(posts).where(where),
  ]);
  return {
    rows: rows.map(({ row, userCount: used }) => ({ ...row, userCount: Number(used) })),
    total: total?.value ?? 0,
  };
};

export const findPostRow = async (db: DbOrTx, id: number): Promise<PostRow | undefined> => {
  const [found] = await withCount(db).where(eq(posts.id, id));
  return found ? { ...found.row, userCount: Number(found.userCount) } : undefined;
};

export type PostValues = { name: string; remark: string; sort: number };

export const insertPost = async (db: DbOrTx, orgId: number, values: PostValues) => {
  const [row] = await db
    .insert(posts)
    .values({ orgId, ...values })
    .returning({ id: posts.id });
  return row!.id;
};

export const updatePostRow = (db: DbOrTx, id: number, values: PostValues) =>
  db
    .update(posts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(posts.id, id));

/** Deletes a post nobody holds, in one statement: answers whether it was deleted. */
export const deleteUnusedPost = async (db: DbOrTx, id: number) => {
  const rows = await db
    .delete(posts)
    .where(and(eq(posts.id, id), sql`not exists (select 1 from ${users} u where u.post_id = ${id})`))
    .returning({ id: posts.id });
  return rows.length > 0;
};
