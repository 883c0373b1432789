import { gcm } from '@noble/ciphers/aes.js';
import { bytesToUtf8, utf8ToBytes } from '@noble/ciphers/utils.js';
import { sha256 } from '@noble/hashes/sha2.js';

/**
 * Encrypted local storage (spec 000 §9: stored user data is encrypted). The key ships with the client, so this
 * keeps the token and permission tree from casual reading of localStorage, not from a determined attacker.
 */
const KEY = sha256(utf8ToBytes('fireline-local-store-v1'));
const PREFIX = 'fl.';

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

export const writeSecure = (name: string, value: unknown) => {
  const nonce = crypto.getRandomValues(new Uint8Array(12));
  const sealed = gcm(KEY, nonce).encrypt(utf8ToBytes(JSON.stringify(value)));
  const packed = new Uint8Array(nonce.length + sealed.length);
  packed.set(nonce);
  packed.set(sealed, nonce.length);
  localStorage.setItem(PREFIX + name, toBase64(packed));
};

export const readSecure = <T>(name: string): T | undefined => {
  const stored = localStorage.getItem(PREFIX + name);
  if (!stored) return undefined;
  try {
    const packed = fromBase64(stored);
    return JSON.parse(bytesToUtf8(gcm(KEY, packed.slice(0, 12)).decrypt(packed.slice(12)))) as T;
  } catch {
    localStorage.removeItem(PREFIX + name);
    return undefined;
  }
};

export const removeStored = (name: string) => localStorage.removeItem(PREFIX + name);

/** Plain values that need no secrecy (language, last route, reasons). */
export const writePlain = (name: string, value: string) => localStorage.setItem(PREFIX + name, value);
export const readPlain = (name: string) => localStorage.getItem(PREFIX + name) ?? undefined;
