import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pushSettings } from '../../db/schema';

export type PushSettingsRow = typeof pushSettings.$inferSelect;
export type PushSettingsValues = Omit<typeof pushSettings.$inferInsert, 'userId'>;

/** The saved settings of these users (those who never saved any are absent). */
export const selectPushSettings = (db: DbOrTx, userIds: readonly number[]) =>
  userIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(pushSettings)
        .where(inArray(pushSettings.userId, [...userIds]));

export const findPushSettings = async (db: DbOrTx, userId: number): Promise<PushSettingsRow | undefined> => {
  const [row] = await db.select().from(pushSettings).where(eq(pushSettings.userId, userId));
  return row;
};

export const upsertPushSettings = async (db: DbOrTx, userId: number, values: PushSettingsValues) => {
  const [row] = await db
    .insert(pushSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: pushSettings.userId, set: values })
    .returning();
  return row;
};
