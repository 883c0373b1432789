/**
 * The web client's calls follow the shared API map (issue 29 §4, docs/architecture.md "The API map"):
 * - `typed-calls`: no type argument on `api.get/post/put/delete` or `request` in apps/web/src: the path names a call of
 *   the map, which gives the answer's type, so an answer's shape is never declared by hand;
 * - `query-keys`: no array literal as a `queryKey:` in apps/web/src/features: a feature's keys come from its `keys.ts`
 *   factory, so its queries and the invalidations that refresh them cannot drift apart.
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
  create: (context) => ({
    Property: (node) => {
      const isQueryKey =
        !node.computed &&
        ((node.key.type === 'Identifier' && node.key.name === 'queryKey') ||
          (node.key.type === 'Literal' && node.key.value === 'queryKey'));
      if (isQueryKey && node.value.type === 'ArrayExpression')
        context.report({ node: node.value, messageId: 'literal' });
    },
  }),
};

export default { rules: { 'typed-calls': typedCalls, 'query-keys': queryKeys } };
