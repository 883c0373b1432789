/* global console, process */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Dependencies point down, never in a circle (ARCHITECTURE §1). Files are folded into units — a server module
 * (`modules/hazards`), a web feature (`features/repair`), or a top-level folder (`core`, `db`, `app`, `components`) —
 * and the graph of units must have no cycle. Type-only imports are free, as in module-boundaries.js: they vanish from
 * the built code and order nothing at run time. Tests, test helpers and the demo seed build fixtures from anything and
 * are left out.
 * Run by `npm run lint`; `--list` prints every unit's dependencies.
 */
const repoRoot = path.resolve(import.meta.dirname, '..');

const sides = [
  {
    name: 'server',
    root: path.join(repoRoot, 'apps/server/src'),
    unitOf: (relative) => {
      const [first, second] = relative.split('/');
      if (first === 'modules') return `modules/${second}`;
      // The demo seed writes the demo through the features: it sits on top, like the tests.
      if (first === 'db' && second === 'seed') return undefined;
      if (first === 'test') return undefined;
      return relative.includes('/') ? first : first.replace(/\.ts$/, '');
    },
  },
  {
    name: 'web',
    root: path.join(repoRoot, 'apps/web/src'),
    unitOf: (relative) => {
      const [first, second] = relative.split('/');
      // A feature's dictionaries (i18n.ts, *-i18n.ts) hold only text: the locales gather them, so they are leaves of
      // their own, not part of the feature the locales would otherwise import.
      if (/^(features\/[^/]+\/|components\/)(.*-)?i18n\.ts$/.test(relative)) return `${relative.replace(/\.ts$/, '')}`;
      if (first === 'features') return `features/${second}`;
      if (relative === 'test-setup.ts') return undefined;
      return relative.includes('/') ? first : first.replace(/\.tsx?$/, '');
    },
  },
];

const isTestFile = (file) => /\.test\.tsx?$/.test(file) || /(^|\/)(test-fixtures|push-fixtures)\.ts$/.test(file);

const walk = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });

const resolveImport = (from, spec) => {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return undefined;
};

/** The relative specifiers a file imports or re-exports values from (`import type` and all-type specifiers left out). */
const valueImports = (file) => {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specs = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const isTypeOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((item) => item.isTypeOnly));
      if (!isTypeOnly) specs.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      const isTypeOnly =
        statement.isTypeOnly ||
        (statement.exportClause &&
          ts.isNamedExports(statement.exportClause) &&
          statement.exportClause.elements.length > 0 &&
          statement.exportClause.elements.every((item) => item.isTypeOnly));
      if (!isTypeOnly) specs.push(statement.moduleSpecifier.text);
    }
  }
  // Lazy pages (`import('./pages/X')`) load at run time like any import.
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      ts.isStringLiteral(node.arguments[0])
    )
      specs.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specs;
};

/** unit → Map(unit it imports → the first file import that makes the edge, for the message). */
export const unitGraph = (side) => {
  const graph = new Map();
  for (const file of walk(side.root)) {
    const relative = path.relative(side.root, file).split(path.sep).join('/');
    if (isTestFile(relative)) continue;
    const from = side.unitOf(relative);
    if (!from) continue;
    if (!graph.has(from)) graph.set(from, new Map());
    for (const fileName of valueImports(file)) {
      if (!fileName.startsWith('.')) continue;
      const target = resolveImport(file, fileName);
      if (!target || !target.startsWith(side.root + path.sep)) continue;
      const to = side.unitOf(path.relative(side.root, target).split(path.sep).join('/'));
      if (!to || to === from) continue;
      if (!graph.get(from).has(to)) graph.get(from).set(to, `${relative} → ${fileName}`);
    }
  }
  return graph;
};

/** Strongly connected components of more than one unit (Tarjan): each is at least one cycle. */
export const cyclesOf = (graph) => {
  let index = 0;
  const stack = [];
  const state = new Map();
  const components = [];
  const visit = (unit) => {
    state.set(unit, { index, low: index, onStack: true });
    index += 1;
    stack.push(unit);
    for (const next of graph.get(unit)?.keys() ?? []) {
      if (!state.has(next)) {
        visit(next);
        state.get(unit).low = Math.min(state.get(unit).low, state.get(next).low);
      } else if (state.get(next).onStack) state.get(unit).low = Math.min(state.get(unit).low, state.get(next).index);
    }
    if (state.get(unit).low !== state.get(unit).index) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      state.get(member).onStack = false;
      component.push(member);
    } while (member !== unit);
    if (component.length > 1) components.push(component.sort());
  };
  for (const unit of graph.keys()) if (!state.has(unit)) visit(unit);
  return components;
};

/**
 * Production code never imports the demo seed (ARCHITECTURE §1): only start-up (which seeds the demo when asked), the
 * seed itself and tests do. The reference tables the seed also holds (code tables, equipment attributes) are data every
 * install has, not the demo.
 */
const seedImporters = () => {
  const root = sides[0].root;
  const seed = path.join(root, 'db/seed');
  const reference = new Set(
    ['enums.ts', 'equipment-attrs.ts', 'confirm-reasons.ts'].map((name) => path.join(seed, name)),
  );
  const mayImport = (relative) =>
    isTestFile(relative) ||
    relative.startsWith('db/seed/') ||
    relative.startsWith('test/') ||
    relative === 'bootstrap.ts';
  const found = [];
  for (const file of walk(root)) {
    const relative = path.relative(root, file).split(path.sep).join('/');
    if (mayImport(relative)) continue;
    for (const spec of valueImports(file)) {
      const target = spec.startsWith('.') ? resolveImport(file, spec) : undefined;
      if (target?.startsWith(seed + path.sep) && !reference.has(target)) found.push(`${relative} → ${spec}`);
    }
  }
  return found;
};

const main = () => {
  let failed = false;
  for (const line of seedImporters()) {
    failed = true;
    console.error(`server: production code imports the demo seed: ${line}`);
  }
  for (const side of sides) {
    const graph = unitGraph(side);
    if (process.argv.includes('--list'))
      for (const [unit, targets] of [...graph].sort())
        console.log(`${side.name} ${unit} → ${[...targets.keys()].sort().join(', ')}`);
    for (const component of cyclesOf(graph)) {
      failed = true;
      const members = new Set(component);
      console.error(`${side.name}: import cycle between ${component.join(', ')}:`);
      for (const unit of component)
        for (const [target, via] of graph.get(unit))
          if (members.has(target)) console.error(`  ${unit} → ${target} (${via})`);
    }
  }
  if (failed) {
    console.error('Dependencies point down (docs/architecture.md "Dependency direction"): break each cycle above.');
    process.exit(1);
  }
};

if (process.argv[1] === import.meta.filename) main();
