import type { CaptchaAnswer } from '@fireline/shared';
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { CaptchaFactory } from '../../core/context';
import type { DbOrTx } from '../../db/client';
import { deleteExpiredCaptchas, insertCaptcha, takeCaptcha } from './captchas.repo';

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
export const issueCaptcha = async (db: DbOrTx, factory: CaptchaFactory, secret: string): Promise<CaptchaAnswer> => {
  const { text, svg } = factory();
  const id = randomUUID();
  await deleteExpiredCaptchas(db);
  await insertCaptcha(db, {
    id,
    answerHash: macAnswer(secret, id, text),
    expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS),
  });
  return { captcha_id: id, svg };
};

export const consumeCaptcha = async (db: DbOrTx, options: { id: string; answer: string; secret: string }) => {
  const { id, answer, secret } = options;
  const answerHash = await takeCaptcha(db, id);
  if (!answerHash) return false;
  const expected = Buffer.from(answerHash);
  const actual = Buffer.from(macAnswer(secret, id, answer));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
};
