import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { thirdEnterPayload } from '@fireline/shared';

/** An API key: shown once, stored as its SHA-256 only (a key is 256 random bits: no salt or slow hash needed). */
export const newApiKey = () => `fl3_${randomBytes(32).toString('base64url')}`;
export const hashApiKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');
export const keyHintOf = (key: string) => `fl3_…${key.slice(-4)}`;

/** A third_enter system's entry-link secret: the HMAC key, so the server keeps it sealed, not hashed. */
export const newEnterSecret = () => `fles_${randomBytes(32).toString('base64url')}`;

/** The one-time code an accepted link hands the browser; stored as its SHA-256. */
export const newEnterCode = () => randomBytes(32).toString('base64url');
export const hashEnterCode = hashApiKey;

/** Hex HMAC-SHA256 of the link's payload under the secret (what the external system computes). */
export const signEnterLink = (
  secret: string,
  link: { system_id: number; user: string; expires: number; nonce: string },
) => createHmac('sha256', secret).update(thirdEnterPayload(link), 'utf8').digest('hex');

export const isEnterSignatureValid = (
  secret: string,
  link: { system_id: number; user: string; expires: number; nonce: string },
  signature: string,
) => {
  const expected = Buffer.from(signEnterLink(secret, link), 'hex');
  const given = Buffer.from(signature.toLowerCase(), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
};
