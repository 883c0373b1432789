import { timingSafeEqual } from 'node:crypto';
import { computeSign, ErrorCodes, SIGN_WINDOW_SECONDS } from '@fireline/shared';
import { AppError } from './app-error';
import type { NonceOwner, NonceStore } from './nonce-store';

const reject = (why: string) => new AppError(ErrorCodes.illegalRequest, { detail: { zh: why, en: why } });

const safeEqual = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** What the client's randomNonce makes (24 hex digits), with room for other clients; nothing unbounded is stored. */
const SIGN_RANDOM_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export type SignedCall = { signRandom: string; expiresAtMs: number };

/**
 * Refuses (9997) a malformed sign_random, a wrong sign and a sign_time outside ±5 min. It only checks integrity: the
 * signing secret ships in the web bundle, so anyone can sign; who the caller is comes from the session. The nonce is
 * remembered later by claimNonce, once the caller is known.
 */
export const verifySignedCall = (options: {
  method: string;
  query: Record<string, unknown>;
  rawBody?: string;
  secrets: Record<string, string>;
  nowSeconds?: number;
}): SignedCall => {
  const query = options.query;
  const text = (key: string) => (typeof query[key] === 'string' ? (query[key] as string) : undefined);
  const sign = text('sign');
  const signTime = Number(text('sign_time'));
  const signRandom = text('sign_random');
  const clientCode = text('cc');
  if (!sign || !signRandom || !clientCode || !Number.isFinite(signTime)) throw reject('missing sign fields');
  if (!SIGN_RANDOM_PATTERN.test(signRandom)) throw reject('sign_random must be 1 to 64 of A-Z a-z 0-9 _ -');
  const secret = options.secrets[clientCode];
  if (!secret) throw reject('unknown client');
  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - signTime) > SIGN_WINDOW_SECONDS) throw reject('sign_time expired');
  const params = Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const expected = computeSign({ method: options.method, secret, params, rawBody: options.rawBody });
  if (!safeEqual(expected, sign)) throw reject('bad sign');
  // Past sign_time + window the time check refuses the call anyway, so the nonce need not be kept longer.
  return { signRandom, expiresAtMs: (signTime + SIGN_WINDOW_SECONDS + 1) * 1000 };
};

/** Refuses (9997) a sign_random already seen for this caller, or one more than the store keeps for a user. */
export const claimNonce = async (nonces: NonceStore, owner: NonceOwner, call: SignedCall) => {
  const outcome = await nonces.remember(owner, call.signRandom, call.expiresAtMs);
  if (outcome === 'seen') throw reject('replayed sign_random');
  if (outcome === 'full') throw reject('too many signed calls in the signing window');
};
