import path from 'node:path';

/**
 * The server's module shape (CONVENTIONS "Style"), checked on every import:
 * - another module is reached only through its `index.ts` (`../devices`, never `../devices/devices.repo`);
 * - only `*.repo.ts` files (and db/, tests, seeds) import `db/schema` or drizzle-orm's query builders, so SQL has one
 *   home per module. Type-only imports are free: a type is not a query.
 */
const serverRoot = path.resolve(import.meta.dirname, '../apps/server/src');
const modulesRoot = path.join(serverRoot, 'modules');
const schemaPath = path.join(serverRoot, 'db/schema');

const moduleOf = (file) => {
  const relative = path.relative(modulesRoot, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  return relative.split(path.sep)[0];
};

/** Files that may hold SQL: repositories, the database folder itself, tests and their helpers. */
const maySql = (file) =>
  file.endsWith('.repo.ts') ||
  file.endsWith('.test.ts') ||
  path.basename(file) === 'test-fixtures.ts' ||
  file.startsWith(path.join(serverRoot, 'db') + path.sep) ||
  file.startsWith(path.join(serverRoot, 'test') + path.sep);

const indexPath = (relative) => (relative.startsWith('.') ? relative : `./${relative}`);

const isTypeOnly = (node) =>
  node.importKind === 'type' ||
  (node.specifiers?.length > 0 && node.specifiers.every((specifier) => specifier.importKind === 'type'));

export const moduleBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      internals: "'{{target}}' is inside module '{{module}}': import its index ('{{index}}') instead.",
      schema: 'Only *.repo.ts files read or write the database: move this query into a repository.',
    },
    schema: [],
  },
  create: (context) => {
    const file = context.filename;
    if (!file.startsWith(serverRoot + path.sep)) return {};
    const fromModule = moduleOf(file);
    // Tests, their helpers and the seeds build fixtures from any module's parts.
    const mayReachInside = maySql(file) && !file.endsWith('.repo.ts');
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const spec = node.source.value;
      if (!maySql(file) && !isTypeOnly(node)) {
        const resolved = spec.startsWith('.') ? path.resolve(path.dirname(file), spec) : undefined;
        const isSchema = resolved && (resolved === schemaPath || resolved.startsWith(schemaPath + path.sep));
        if (isSchema || spec === 'drizzle-orm') return context.report({ node: node.source, messageId: 'schema' });
      }
      if (!spec.startsWith('.') || mayReachInside) return;
      const target = path.resolve(path.dirname(file), spec);
      const toModule = moduleOf(target);
      if (!toModule || toModule === fromModule) return;
      const inside = path.relative(path.join(modulesRoot, toModule), target);
      if (inside === '' || inside === 'index') return;
      context.report({
        node: node.source,
        messageId: 'internals',
        data: {
          target: spec,
          module: toModule,
          index: indexPath(path.relative(path.dirname(file), path.join(modulesRoot, toModule))),
        },
      });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default { rules: { 'module-boundaries': moduleBoundaries } };
