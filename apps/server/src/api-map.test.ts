import { apiMap, type ApiEntry } from '@fireline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from './core/route-table';
import { createTestApp } from './test/test-app';

/**
 * The shared map of the API (packages/shared/src/api-map) cannot drift from the routes: every route it names registers
 * exactly its schema objects, and every JSON route under /api_proxy/ is in it.
 */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

/** The `data` schema inside a route's `answers(...)`: the success branch of the 200 union. */
const answerOf = (route: RouteEntry) => {
  const union = (
    route.schema.response as Record<number, { options?: { shape?: { data?: unknown } }[] }> | undefined
  )?.[200];
  return union?.options?.[0]?.shape?.data;
};

const routes = () => ctx.app.routeTable.filter((route) => route.method !== 'HEAD');
const entries = Object.entries(apiMap) as [string, ApiEntry][];

describe('the API map', () => {
  it('names each route once, with the schema objects the route registers', () => {
    const byKey = new Map(routes().map((route) => [`${route.method} ${route.url}`, route]));
    const mismatches = entries.flatMap(([key, entry]) => {
      const route = byKey.get(key);
      if (!route) return [`${key}: no such route`];
      return [
        route.schema.querystring === entry.query ? [] : [`${key}: query`],
        route.schema.body === entry.body ? [] : [`${key}: body`],
        answerOf(route) === entry.answer ? [] : [`${key}: answer`],
      ].flat();
    });
    expect(mismatches).toEqual([]);
  });

  it('holds every route under /api_proxy/ (all answer the JSON envelope)', () => {
    const missing = routes()
      .filter((route) => route.url.startsWith('/api_proxy/'))
      .map((route) => `${route.method} ${route.url}`)
      .filter((key) => !(key in apiMap));
    expect(missing).toEqual([]);
  });
});
