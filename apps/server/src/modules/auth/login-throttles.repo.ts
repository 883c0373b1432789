import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginThrottles } from '../../db/schema';

/** The source of the per-account row: every source together. */
export const ALL_SOURCES = '*';

const lockEnd = (minutes: number) => sql`now() + ${minutes}::double precision * interval '1 minute'`;

/**
 * Claims one attempt for (name, source) in one statement and answers the attempt's number in its window. The claim
 * comes before the password is checked, so however many attempts run at once, only those numbered up to the limit get
 * a password check. A window starts at its first attempt; the limit-th attempt starts the lock, which later attempts
 * do not extend (an attacker cannot keep an account locked for ever by knocking).
 */
export const claimLoginAttempt = async (
  db: DbOrTx,
  options: { name: string; source: string; limit: number; lockMinutes: number },
) => {
  const { name, source, limit, lockMinutes } = options;
  const isOver = sql`${loginThrottles.windowEndsAt} <= now()`;
  const [row] = await db
    .insert(loginThrottles)
    .values({ name, source, attempts: 1, windowEndsAt: lockEnd(lockMinutes) })
    .onConflictDoUpdate({
      target: [loginThrottles.name, loginThrottles.source],
      set: {
        attempts: sql`case when ${isOver} then 1 else least(${loginThrottles.attempts} + 1, ${limit + 1}::int) end`,
        windowEndsAt: sql`case when ${isOver} or ${loginThrottles.attempts} + 1 = ${limit}::int then ${lockEnd(lockMinutes)} else ${loginThrottles.windowEndsAt} end`,
      },
    })
    .returning({ attempts: loginThrottles.attempts });
  return row?.attempts ?? limit + 1;
};

/**
 * After the right password: the source's count starts again unless it is already locked (then attempts racing beside
 * this one were refused and stay refused), and the account's count gives back this attempt only.
 */
export const releaseLoginAttempts = async (db: DbOrTx, options: { name: string; source: string; limit: number }) => {
  await db
    .update(loginThrottles)
    .set({ attempts: 0 })
    .where(
      and(
        eq(loginThrottles.name, options.name),
        eq(loginThrottles.source, options.source),
        sql`${loginThrottles.attempts} <= ${options.limit}::int`,
      ),
    );
  await db
    .update(loginThrottles)
    .set({ attempts: sql`greatest(${loginThrottles.attempts} - 1, 0)` })
    .where(and(eq(loginThrottles.name, options.name), eq(loginThrottles.source, ALL_SOURCES)));
};

/** Forgets windows that ended; the table holds at most one row per name and source seen in the last lock period. */
export const purgeLoginThrottles = (db: DbOrTx) =>
  db.delete(loginThrottles).where(lt(loginThrottles.windowEndsAt, sql`now()`));
