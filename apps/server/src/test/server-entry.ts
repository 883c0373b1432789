import fs from 'node:fs';
import path from 'node:path';
import { serverRoot } from '../server-root';

/** The source folders dist/main.js is bundled from (build.mjs): the server's own and the workspace packages it imports. */
const sourceDirs = [
  path.join(serverRoot, 'src'),
  path.join(serverRoot, '..', '..', 'packages', 'shared', 'src'),
  path.join(serverRoot, '..', '..', 'packages', 'gb26875', 'src'),
];

const newestSource = () => {
  let newest = 0;
  for (const dir of sourceDirs)
    for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true }))
      if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  return newest;
};

/**
 * How a test starts the server as a process of its own: the bundle when it was built after the last change to any
 * source it is made of (CI builds before it tests), which starts in about a second; otherwise the sources through tsx,
 * which transpiles the whole server on every start. A stale bundle is never used.
 */
export const serverEntryArgs = (): string[] => {
  const bundle = path.join(serverRoot, 'dist', 'main.js');
  const built = fs.existsSync(bundle) ? fs.statSync(bundle).mtimeMs : 0;
  return built > newestSource() ? [bundle] : ['--import', 'tsx', path.join(serverRoot, 'src', 'main.ts')];
};
