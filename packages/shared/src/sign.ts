import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** Signed calls (ARCHITECTURE §3): one implementation for the web client, the tools and the server. */
export const SIGN_WINDOW_SECONDS = 5 * 60;

export type SignParams = Record<string, string | number | boolean | undefined | null>;

export const sha256Hex = (input: string | Uint8Array) =>
  bytesToHex(sha256(typeof input === 'string' ? utf8ToBytes(input) : input));

/** Every parameter but `sign`, sorted by name, `k=v` joined by `&`; plus body=<sha256 of the raw body>. */
export const canonicalParams = (params: SignParams, rawBody?: string | Uint8Array) => {
  const pairs = Object.keys(params)
    .filter((key) => key !== 'sign' && params[key] !== undefined && params[key] !== null)
    .sort()
    .map((key) => `${key}=${String(params[key])}`);
  if (rawBody !== undefined && rawBody.length > 0) pairs.push(`body=${sha256Hex(rawBody)}`);
  return pairs.join('&');
};

export const computeSign = (options: {
  method: string;
  secret: string;
  params: SignParams;
  rawBody?: string | Uint8Array;
}) => sha256Hex(`${options.method.toLowerCase()}${options.secret}${canonicalParams(options.params, options.rawBody)}`);

export const randomNonce = () => {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return bytesToHex(bytes);
};

/** The atom fields every /api_proxy/ call carries, with its sign. */
export const signRequest = (options: {
  method: string;
  secret: string;
  uid: string | number;
  clientCode: string;
  clientVersion: string;
  query?: SignParams;
  rawBody?: string | Uint8Array;
  lang?: 'zh' | 'en';
  now?: number;
}): SignParams & { sign: string } => {
  const params: SignParams = {
    ...options.query,
    uid: String(options.uid),
    view_type: 'web',
    cc: options.clientCode,
    cv: options.clientVersion,
    sign_time: Math.floor((options.now ?? Date.now()) / 1000),
    sign_random: randomNonce(),
    ...(options.lang === 'en' ? { lang: 'eng' } : {}),
  };
  const sign = computeSign({ method: options.method, secret: options.secret, params, rawBody: options.rawBody });
  return { ...params, sign };
};
