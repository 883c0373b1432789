import path from 'node:path';

/**
 * The server modules' shape (docs/architecture.md "Module shape"): a repository runs its statements on the `DbOrTx`
 * it is given and never opens a transaction (the service does: what belongs together is a rule, not a query); a
 * service is plain exported functions taking the database (or the deps) first, not a `create…Service` factory: every
 * exported `create…Service` fails (the last 15 factories were converted in issue 29 §5).
 */

const serverRoot = path.resolve(import.meta.dirname, '../apps/server/src');

/** @type {import('eslint').Rule.RuleModule} */
export const moduleShape = {
  meta: {
    type: 'problem',
    messages: {
      transaction: 'A repository does not open a transaction: take a DbOrTx and let the service call db.transaction.',
      factory: "'{{name}}': export the service's functions, taking the database or deps first, not a factory.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    if (!file.startsWith(serverRoot + path.sep)) return {};
    const isRepo = file.endsWith('.repo.ts');
    const checkFactory = (id) => {
      if (id?.type === 'Identifier' && /^create\w*Service$/.test(id.name))
        context.report({ node: id, messageId: 'factory', data: { name: id.name } });
    };
    return {
      ...(isRepo
        ? {
            CallExpression(node) {
              const callee = node.callee;
              if (callee.type === 'MemberExpression' && !callee.computed && callee.property.name === 'transaction')
                context.report({ node, messageId: 'transaction' });
            },
          }
        : {}),
      ExportNamedDeclaration(node) {
        const declaration = node.declaration;
        if (declaration?.type === 'VariableDeclaration')
          declaration.declarations.forEach((item) => checkFactory(item.id));
        if (declaration?.type === 'FunctionDeclaration') checkFactory(declaration.id);
      },
    };
  },
};
