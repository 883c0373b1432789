import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for device secrets kept at rest (camera passwords, verification codes). The key is the SHA-256 of the
 * DEVICE_SECRET_KEY setting, so any passphrase length works; the stored text is "v1:<iv>:<tag>:<ciphertext>" (base64).
 */
export type SecretBox = { seal: (plain: string) => string; open: (sealed: string) => string };

export const createSecretBox = (passphrase: string): SecretBox => {
  const key = createHash('sha256').update(passphrase, 'utf8').digest();
  return {
    seal: (plain) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join(':');
    },
    open: (sealed) => {
      const [version, iv, tag, body] = sealed.split(':');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
    },
  };
};
