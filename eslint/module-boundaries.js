import path from 'node:path';

/**
 * The feature folders' shape (CONVENTIONS "Style"), checked on every import:
 * - another server module is reached only through its `index.ts` (`../devices`, never `../devices/devices.repo`);
 * - another web feature is reached only through its `index.ts` (`../stats`) or, for its lazily loaded pages, its
 *   `routes.ts` (`../events/routes`); `locales/` also gathers the features' dictionaries (`i18n.ts`, `*-i18n.ts`);
 * - a web feature's `index.ts` only re-exports: the build treats it as free of side effects (apps/web/vite.config.ts);
 * - only `*.repo.ts` files (and db/, tests, seeds) import `db/schema` or drizzle-orm's query builders, so SQL has one
 *   home per module. Type-only imports are free: a type is not a query.
 */
const repoRoot = path.resolve(import.meta.dirname, '..');
const serverRoot = path.join(repoRoot, 'apps/server/src');
const schemaPath = path.join(serverRoot, 'db/schema');
const webRoot = path.join(repoRoot, 'apps/web/src');

/** Files that may hold SQL: repositories, the database folder itself, tests and their helpers. */
const maySql = (file) =>
  file.endsWith('.repo.ts') ||
  file.endsWith('.test.ts') ||
  path.basename(file) === 'test-fixtures.ts' ||
  file.startsWith(path.join(serverRoot, 'db') + path.sep) ||
  file.startsWith(path.join(serverRoot, 'test') + path.sep);

const isWebTest = (file) => /(\.test\.tsx?|-fixtures\.tsx?)$/.test(file) || path.basename(file).startsWith('test-');
const isDictionary = (inside) => /^([^/]+-)?i18n$/.test(inside);

/**
 * Each side: where its units live, which of a unit's files (extension-less, relative to the unit) any other file may
 * import, and which files may reach inside any unit (tests, their helpers and the seeds build fixtures from any part).
 */
const sides = [
  {
    root: serverRoot,
    units: path.join(serverRoot, 'modules'),
    kind: 'module',
    entries: ['index'],
    mayReachInside: (file) => maySql(file) && !file.endsWith('.repo.ts'),
    mayImport: () => false,
  },
  {
    root: webRoot,
    units: path.join(webRoot, 'features'),
    kind: 'feature',
    entries: ['index', 'routes'],
    mayReachInside: isWebTest,
    mayImport: (file, inside) => file.startsWith(path.join(webRoot, 'locales') + path.sep) && isDictionary(inside),
  },
];

const unitOf = (side, file) => {
  const relative = path.relative(side.units, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  return relative.split(path.sep)[0];
};

const relativeSpec = (from, to) => {
  const relative = path.relative(path.dirname(from), to).split(path.sep).join('/');
  return relative.startsWith('.') ? relative : `./${relative}`;
};

const isTypeOnly = (node) =>
  node.importKind === 'type' ||
  (node.specifiers?.length > 0 && node.specifiers.every((specifier) => specifier.importKind === 'type'));

export const moduleBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      internals: "'{{target}}' is inside {{kind}} '{{unit}}': import {{entries}} instead.",
      schema: 'Only *.repo.ts files read or write the database: move this query into a repository.',
      reexportsOnly:
        "A feature's index.ts only re-exports (the build takes it as free of side effects): move this into a file of the feature.",
    },
    schema: [],
  },
  create: (context) => {
    const file = context.filename;
    const side = sides.find(({ root }) => file.startsWith(root + path.sep));
    if (!side) return {};
    const fromUnit = unitOf(side, file);
    const mayReachInside = side.mayReachInside(file);
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const spec = node.source.value;
      if (side.root === serverRoot && !maySql(file) && !isTypeOnly(node)) {
        const resolved = spec.startsWith('.') ? path.resolve(path.dirname(file), spec) : undefined;
        const isSchema = resolved && (resolved === schemaPath || resolved.startsWith(schemaPath + path.sep));
        if (isSchema || spec === 'drizzle-orm') return context.report({ node: node.source, messageId: 'schema' });
      }
      if (!spec.startsWith('.') || mayReachInside) return;
      const target = path.resolve(path.dirname(file), spec);
      const toUnit = unitOf(side, target);
      if (!toUnit || toUnit === fromUnit) return;
      const unitRoot = path.join(side.units, toUnit);
      const inside = path.relative(unitRoot, target).split(path.sep).join('/');
      if (inside === '' || side.entries.includes(inside) || side.mayImport(file, inside)) return;
      const entries = side.entries.map((entry) =>
        entry === 'index'
          ? `its index ('${relativeSpec(file, unitRoot)}')`
          : `its ${entry} ('${relativeSpec(file, path.join(unitRoot, entry))}')`,
      );
      context.report({
        node: node.source,
        messageId: 'internals',
        data: { target: spec, kind: side.kind, unit: toUnit, entries: entries.join(' or ') },
      });
    };
    // The web build takes a feature's index.ts as free of side effects (apps/web/vite.config.ts).
    const isFeatureIndex =
      side.kind === 'feature' && /^[^/]+\/index\.ts$/.test(path.relative(side.units, file).split(path.sep).join('/'));
    const reexportsOnly = (program) => {
      for (const statement of program.body) {
        const isReexport =
          statement.type === 'ExportAllDeclaration' ||
          (statement.type === 'ExportNamedDeclaration' && statement.source);
        if (!isReexport) context.report({ node: statement, messageId: 'reexportsOnly' });
      }
    };
    return {
      ...(isFeatureIndex ? { Program: reexportsOnly } : {}),
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      // A lazily loaded page crosses the boundary as surely as a static import.
      ImportExpression: check,
    };
  },
};

export default { rules: { 'module-boundaries': moduleBoundaries } };
