import { and, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { captchas } from '../../db/schema';

export const deleteExpiredCaptchas = (db: DbOrTx) => db.delete(captchas).where(lt(captchas.expiresAt, new Date()));

export const insertCaptcha = (db: DbOrTx, values: typeof captchas.$inferInsert) => db.insert(captchas).values(values);

/** Deletes an unexpired captcha and answers its stored MAC, in one statement: a captcha is answered once. */
export const takeCaptcha = async (db: DbOrTx, id: string) => {
  const [row] = await db
    .delete(captchas)
    .where(and(eq(captchas.id, id), gt(captchas.expiresAt, new Date())))
    .returning({ answerHash: captchas.answerHash });
  return row?.answerHash;
};
