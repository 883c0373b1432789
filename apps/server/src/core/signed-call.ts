import { timingSafeEqual } from 'node:crypto';
import { computeSign, ErrorCodes, SIGN_WINDOW_SECONDS } from '@fireline/shared';
import { AppError } from './app-error';
import type { NonceStore } from './nonce-store';

const reject = (why: string) => new AppError(ErrorCodes.illegalRequest, { detail: { zh: why, en: why } });

const safeEqual = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Refuses (9997) a wrong sign, a sign_time outside ±5 min, and a sign_random already seen for the user. */
export const verifySignedCall = async (options: {
  method: string;
  query: Record<string, unknown>;
  rawBody?: string;
  secrets: Record<string, string>;
  nonces: NonceStore;
  nowSeconds?: number;
}) => {
  const query = options.query;
  const text = (key: string) => (typeof query[key] === 'string' ? (query[key] as string) : undefined);
  const sign = text('sign');
  const signTime = Number(text('sign_time'));
  const signRandom = text('sign_random');
  const clientCode = text('cc');
  if (!sign || !signRandom || !clientCode || !Number.isFinite(signTime)) throw reject('missing sign fields');
  const secret = options.secrets[clientCode];
  if (!secret) throw reject('unknown client');
  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - signTime) > SIGN_WINDOW_SECONDS) throw reject('sign_time expired');
  const params = Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const expected = computeSign({ method: options.method, secret, params, rawBody: options.rawBody });
  if (!safeEqual(expected, sign)) throw reject('bad sign');
  const isNew = await options.nonces.remember(`${text('uid') ?? ''}:${signRandom}`, SIGN_WINDOW_SECONDS * 2);
  if (!isNew) throw reject('replayed sign_random');
};
