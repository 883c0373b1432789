import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { CaptchaFactory } from '../../core/context';
import type { DbOrTx } from '../../db/client';
import { captchas } from '../../db/schema';

const CAPTCHA_TTL_MS = 5 * 60_000;

/**
 * A MAC of the answer under the server's secret, bound to the captcha's id: the answer space is small, so a plain hash
 * of the stored value would give the answer back by trying them all; without the key nothing can be tried.
 */
const macAnswer = (secret: string, id: string, text: string) =>
  createHmac('sha256', secret).update(`${id}:${text.trim().toLowerCase()}`).digest('hex');

export const svgCaptchaFactory: CaptchaFactory = () => {
  const captcha = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1ilI', background: '#f2f5fa' });
  return { text: captcha.text, svg: captcha.data };
};

/** Stores only the answer's MAC, for five minutes; answering consumes it whether right or wrong. */
export const issueCaptcha = async (db: DbOrTx, factory: CaptchaFactory, secret: string) => {
  const { text, svg } = factory();
  const id = randomUUID();
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date()));
  await db
    .insert(captchas)
    .values({ id, answerHash: macAnswer(secret, id, text), expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS) });
  return { captcha_id: id, svg };
};

export const consumeCaptcha = async (db: DbOrTx, options: { id: string; answer: string; secret: string }) => {
  const { id, answer, secret } = options;
  const [row] = await db
    .delete(captchas)
    .where(and(eq(captchas.id, id), gt(captchas.expiresAt, new Date())))
    .returning({ answerHash: captchas.answerHash });
  if (!row) return false;
  const expected = Buffer.from(row.answerHash);
  const actual = Buffer.from(macAnswer(secret, id, answer));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
};
