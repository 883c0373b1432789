import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server), found by walking up from this module: the same answer from the source
 * (src) and from the compiled bundle (dist), whose modules all share one URL.
 */
const findServerRoot = () => {
  let folder = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(folder, 'package.json');
    if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).name === '@fireline/server')
      return folder;
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error('the @fireline/server package folder was not found above this module');
    folder = parent;
  }
};

export const serverRoot = findServerRoot();
