/**
 * The queries of departments start with `all`, so invalidating it refreshes them all; except those under `'posts'`,
 * which keep the root they had (invalidating `all` never reached them, and still does not).
 */
export const departmentKeys = {
  all: ['departments'] as const,
  info: (selected: number | undefined) => [...departmentKeys.all, 'info', selected] as const,
  people: () => [...departmentKeys.all, 'people'] as const,
  tree: () => [...departmentKeys.all, 'tree'] as const,
  posts: () => ['posts'] as const,
  postList: (query: Record<string, string | number>) => ['posts', 'list', query] as const,
};
