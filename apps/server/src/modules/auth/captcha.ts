import { createHash, randomUUID } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { CaptchaFactory } from '../../core/context';
import type { DbOrTx } from '../../db/client';
import { captchas } from '../../db/schema';

const CAPTCHA_TTL_MS = 5 * 60_000;

const hashAnswer = (text: string) => createHash('sha256').update(text.trim().toLowerCase()).digest('hex');

export const svgCaptchaFactory: CaptchaFactory = () => {
  const captcha = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1ilI', background: '#f2f5fa' });
  return { text: captcha.text, svg: captcha.data };
};

/** Stores only the answer's hash, for five minutes; answering consumes it whether right or wrong. */
export const issueCaptcha = async (db: DbOrTx, factory: CaptchaFactory) => {
  const { text, svg } = factory();
  const id = randomUUID();
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date()));
  await db.insert(captchas).values({ id, answerHash: hashAnswer(text), expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS) });
  return { captcha_id: id, svg };
};

export const consumeCaptcha = async (db: DbOrTx, id: string, answer: string) => {
  const [row] = await db
    .delete(captchas)
    .where(and(eq(captchas.id, id), gt(captchas.expiresAt, new Date())))
    .returning({ answerHash: captchas.answerHash });
  return row?.answerHash === hashAnswer(answer);
};
