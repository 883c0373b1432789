/**
 * The web client's calls follow the shared API map (issue 29 §4, docs/architecture.md "The API map"):
 * - `typed-calls`: no type argument on `api.get/post/put/delete` or `request` in apps/web/src: the path names a call of
 *   the map, which gives the answer's type, so an answer's shape is never declared by hand;
 * - `query-keys`: no array literal as a query key (a `queryKey:`, an entry of `invalidate:`, the first argument of
 *   `setQueryData` and its siblings) in apps/web/src: a feature's keys come from its `keys.ts` factory, so its queries
 *   and the invalidations that refresh them cannot drift apart. eslint.config.js exempts keys.ts files and tests.
 */
const apiMethods = new Set(['get', 'post', 'put', 'delete']);

const isClientCall = (callee) =>
  (callee.type === 'Identifier' && callee.name === 'request') ||
  (callee.type === 'MemberExpression' &&
    callee.object.type === 'Identifier' &&
    callee.object.name === 'api' &&
    callee.property.type === 'Identifier' &&
    apiMethods.has(callee.property.name));

export const typedCalls = {
  meta: {
    type: 'problem',
    docs: { description: "A call's answer type comes from the shared API map, not from a type argument" },
    messages: {
      typeArgument:
        "No type argument on a client call: the path names a call of the shared API map (packages/shared/src/api-map), which types the answer. A call outside the map goes through lib/api.ts's `request` untyped.",
    },
    schema: [],
  },
  create: (context) => ({
    CallExpression: (node) => {
      const typeArguments = node.typeArguments ?? node.typeParameters;
      if (typeArguments && isClientCall(node.callee))
        context.report({ node: typeArguments, messageId: 'typeArgument' });
    },
  }),
};

/** The QueryClient methods whose first argument is a query key itself (the others take `{ queryKey }`). */
const keyFirstMethods = new Set(['getQueryData', 'setQueryData', 'getQueryState', 'getQueriesData', 'setQueriesData']);

/** The array literals an expression may evaluate to: itself, or a branch of `a ?? b`, `a || b`, `c ? a : b`. */
const arrayLiterals = (node) => {
  if (node.type === 'ArrayExpression') return [node];
  if (node.type === 'LogicalExpression') return [...arrayLiterals(node.left), ...arrayLiterals(node.right)];
  if (node.type === 'ConditionalExpression')
    return [...arrayLiterals(node.consequent), ...arrayLiterals(node.alternate)];
  return [];
};

const isNamed = (key, name) =>
  (key.type === 'Identifier' && key.name === name) || (key.type === 'Literal' && key.value === name);

export const queryKeys = {
  meta: {
    type: 'problem',
    docs: { description: "A feature's query keys come from its keys.ts factory" },
    messages: {
      literal:
        "No array literal as a query key: take it from the feature's keys.ts factory (e.g. `hazardKeys.detail(id)`).",
    },
    schema: [],
  },
  create: (context) => {
    const report = (node) => {
      for (const literal of arrayLiterals(node)) context.report({ node: literal, messageId: 'literal' });
    };
    return {
      // `queryKey:` in any object: useQuery, useQueries, useIsFetching, invalidateQueries, removeQueries, ...
      Property: (node) => {
        if (node.computed) return;
        if (isNamed(node.key, 'queryKey')) report(node.value);
        // useRecordForm's `invalidate: [key, ...]` lists keys.
        if (isNamed(node.key, 'invalidate') && node.value.type === 'ArrayExpression')
          for (const element of node.value.elements) if (element) report(element);
      },
      // queryClient.setQueryData(key, data) and its siblings take the key itself.
      CallExpression: (node) => {
        const { callee } = node;
        if (
          callee.type === 'MemberExpression' &&
          !callee.computed &&
          callee.property.type === 'Identifier' &&
          keyFirstMethods.has(callee.property.name) &&
          node.arguments[0]
        )
          report(node.arguments[0]);
      },
    };
  },
};

export default { rules: { 'typed-calls': typedCalls, 'query-keys': queryKeys } };
