import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Where files live: a local folder by default; an S3-compatible bucket is the way out for a cluster. */
export type FileStorage = {
  put: (key: string, body: Buffer) => Promise<void>;
  /**
   * Streams a source to the key and answers the bytes written; the source is never held whole in memory. When the
   * source fails (too large, aborted), nothing is left under the key or beside it and the error is thrown again.
   */
  write: (key: string, source: Readable) => Promise<number>;
  get: (key: string) => Readable;
  remove: (key: string) => Promise<void>;
};

export const createLocalStorage = (root: string): FileStorage => {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error('storage key outside the storage folder');
    return full;
  };
  const write = async (key: string, source: Readable) => {
    const full = resolve(key);
    await fs.promises.mkdir(path.dirname(full), { recursive: true });
    // Write beside, then rename: a crash never leaves a half-written file under the real name.
    const temporary = `${full}.part`;
    const sink = fs.createWriteStream(temporary);
    try {
      await pipeline(source, sink);
      await fs.promises.rename(temporary, full);
    } catch (error) {
      await fs.promises.rm(temporary, { force: true });
      throw error;
    }
    return sink.bytesWritten;
  };
  return {
    put: async (key, body) => {
      await write(key, Readable.from([body]));
    },
    write,
    get: (key) => fs.createReadStream(resolve(key)),
    remove: async (key) => {
      await fs.promises.rm(resolve(key), { force: true });
    },
  };
};
