import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cyclesOf, unitGraph } from './import-cycles.js';

/** A throwaway source tree: `files` maps relative paths to their text. */
const tree = (files) => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cycles-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
};
const side = (root) => ({ name: 'server', root, unitOf: (relative) => relative.split('/').slice(0, 2).join('/') });

describe('import cycles between units', () => {
  it('finds a cycle through two modules, naming both', () => {
    const root = tree({
      'modules/maint/tasks.ts': "import { raise } from '../hazards';\nexport const task = raise;\n",
      'modules/hazards/index.ts': "import { today } from '../maint/tasks';\nexport const raise = today;\n",
    });
    expect(cyclesOf(unitGraph(side(root)))).toEqual([['modules/hazards', 'modules/maint']]);
  });

  it('lets a type-only import point up, and finds none in a tree that points down', () => {
    const root = tree({
      'modules/maint/tasks.ts': "import type { Raise } from '../hazards';\nexport type Task = Raise;\n",
      'modules/hazards/index.ts': "import { today } from '../maint/tasks';\nexport const raise = today;\n",
    });
    expect(cyclesOf(unitGraph(side(root)))).toEqual([]);
  });

  it('counts a lazy import() as an import', () => {
    const root = tree({
      'app/routes.ts': "export const page = () => import('../features/x');\n",
      'features/x.ts': "import { page } from '../app/routes';\nexport const x = page;\n",
    });
    const graph = unitGraph({ name: 'web', root, unitOf: (relative) => relative.split('/')[0] });
    expect(cyclesOf(graph)).toEqual([['app', 'features']]);
  });
});
