import type { FastifyInstance, HTTPMethods } from 'fastify';
import { routeAccess, type RouteIdKind } from './route-access';

/** One route as the request pipeline sees it: what a check derives its list of calls from. */
export type RouteEntry = {
  method: HTTPMethods;
  url: string;
  permission?: string | readonly string[];
  isPublic: boolean;
  /** Opens with a one-time download ticket instead of the session header. */
  hasTicket: boolean;
  /** Logged as an operation although its verb is GET (the import starts: they create records). */
  isAuditedRead: boolean;
  /** The ids it takes by input field (query, body or params), as core/route-access.ts declares them. */
  access?: Readonly<Record<string, RouteIdKind>>;
  /**
   * The schema objects the route registered: the id fields a route takes (core/access-kinds.test.ts) and, by identity,
   * the shared API map's entries (api-map.test.ts).
   */
  schema: { querystring?: unknown; body?: unknown; params?: unknown; response?: unknown };
};

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

type RouteConfig =
  | {
      permission?: string | readonly string[];
      public?: boolean;
      ticket?: boolean;
      audit?: object | false;
    }
  | undefined;

/**
 * Records every route as it is added, so tests walk the real API (every write route against every role preset, every
 * route taking a record of a kind) instead of a list kept by hand that a new route would slip past.
 */
export const registerRouteTable = (app: FastifyInstance) => {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const config = route.config as RouteConfig;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      table.push({
        method,
        url: route.url,
        permission: config?.permission,
        isPublic: config?.public === true,
        hasTicket: config?.ticket === true,
        isAuditedRead: method === 'GET' && typeof config?.audit === 'object',
        access: routeAccess[`${method} ${route.url}`],
        schema: {
          querystring: route.schema?.querystring,
          body: route.schema?.body,
          params: route.schema?.params,
          response: route.schema?.response,
        },
      });
    }
  });
};
