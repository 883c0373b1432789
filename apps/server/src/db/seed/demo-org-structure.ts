import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { departments, posts, users } from '../schema';

/**
 * The demo's posts (岗位) and department labels, on top of the departments seedDemoAlarms made: the centre's watch
 * and the tower's security department each have a manager; the tower's fire safety director (消防安全管理人) is its
 * manager account.
 */
export const seedDemoOrgStructure = async (db: DbOrTx, options: { centerId: number; towerId: number }) => {
  const userIds = new Map(
    (
      await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(inArray(users.username, ['operator', 'zhangyb', 'manager', 'liukz', 'sunba']))
    ).map((row) => [row.username, row.id]),
  );
  const post = async (orgId: number, name: string, sort: number, holders: string[]) => {
    const [row] = await db.insert(posts).values({ orgId, name, sort }).returning({ id: posts.id });
    for (const username of holders)
      await db
        .update(users)
        .set({ postId: row!.id })
        .where(eq(users.id, userIds.get(username)!));
  };
  await post(options.centerId, '值班长', 1, ['operator']);
  await post(options.centerId, '值班员', 2, ['zhangyb']);
  await post(options.towerId, '消防安全管理人', 1, ['manager']);
  await post(options.towerId, '消防控制室值班员', 2, ['liukz']);
  await post(options.towerId, '保安员', 3, ['sunba']);

  const label = (orgId: number, name: string, values: { managerId?: number; fireDirectorId?: number }) =>
    db
      .update(departments)
      .set(values)
      .where(and(eq(departments.orgId, orgId), eq(departments.name, name)));
  await label(options.centerId, '值班监控部', { managerId: userIds.get('operator') });
  await label(options.towerId, '安全保卫部', {
    managerId: userIds.get('manager'),
    fireDirectorId: userIds.get('manager'),
  });
  await label(options.towerId, '消防控制室', { managerId: userIds.get('liukz') });
};
