/* global console, process */
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

/**
 * Every installed package runs on the Node this project targets (`engines.node` of the root package.json, e.g. 20.19):
 * a dependency declaring a newer Node (unpdf 1.8, cookie 2, content-disposition 3 declare >= 22) makes npm warn on
 * every install and may use what Node 20 lacks. Pin an older release or override it (package.json "overrides").
 * Run by `npm run lint`; reads package-lock.json, so it checks what `npm ci` installs.
 */
const repoRoot = path.resolve(import.meta.dirname, '..');
const read = (file) => JSON.parse(fs.readFileSync(path.join(repoRoot, file), 'utf8'));

/** The lock's packages whose `engines.node` the lowest targeted Node does not satisfy. */
export const unsupported = (lock, target) =>
  Object.entries(lock.packages ?? {})
    .filter(([, entry]) => entry.engines?.node && !semver.satisfies(target, entry.engines.node))
    .map(
      ([where, entry]) => `${where.replace(/^.*node_modules\//, '')}@${entry.version} wants node ${entry.engines.node}`,
    );

if (process.argv[1] === import.meta.filename) {
  const target = semver.minVersion(read('package.json').engines.node).version;
  const found = unsupported(read('package-lock.json'), target);
  for (const line of found) console.error(`${line}, but this project runs on node ${target}`);
  process.exit(found.length ? 1 : 0);
}
