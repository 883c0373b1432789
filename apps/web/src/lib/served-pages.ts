import { matchPath } from 'react-router';
import { pathOf } from './url';

/**
 * The pages this client serves. The permission tree names every area of the spec, built or not; an entry whose page
 * is not built yet is not shown (no menu item, tab or button leads to the not-found page). The route table registers
 * its paths when it loads (routes.tsx); until then (a unit test of the permission rule alone) every route counts as
 * served, so the rule is tested on its own.
 */
let served: string[] | undefined;

/** Sets the served paths; answers the ones before (a test puts them back). */
export const registerServedPaths = (paths: string[] | undefined) => {
  const before = served;
  served = paths;
  return before;
};

/** Whether a route of the permission tree (path and query) opens a page of this client. */
export const isServed = (route: string) => {
  const path = pathOf(route);
  if (!path) return false;
  return served === undefined || served.some((pattern) => matchPath(pattern, path) !== null);
};
