import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';

/** Where files live: a local folder by default; an S3-compatible bucket is the way out for a cluster. */
export type FileStorage = {
  put: (key: string, body: Buffer) => Promise<void>;
  get: (key: string) => Readable;
  remove: (key: string) => Promise<void>;
};

export const createLocalStorage = (root: string): FileStorage => {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error('storage key outside the storage folder');
    return full;
  };
  return {
    put: async (key, body) => {
      const full = resolve(key);
      await fs.promises.mkdir(path.dirname(full), { recursive: true });
      // Write beside, then rename: a crash never leaves a half-written file under the real name.
      const temporary = `${full}.part`;
      await pipeline(async function* () {
        yield body;
      }, fs.createWriteStream(temporary));
      await fs.promises.rename(temporary, full);
    },
    get: (key) => fs.createReadStream(resolve(key)),
    remove: async (key) => {
      await fs.promises.rm(resolve(key), { force: true });
    },
  };
};
