import { companyTypeByKind, unitOwnKinds, type UserControlNode, type UserInfo } from '@fireline/shared';
import { pathOf } from './url';
import { isServed } from './served-pages';
import { useSession } from './session';

/** Flattens the tree with each node's siblings, for the rule's "permitted sibling" fallback. */
const walk = (nodes: UserControlNode[], visit: (node: UserControlNode, siblings: UserControlNode[]) => void) => {
  for (const node of nodes) {
    visit(node, nodes);
    walk(node.children, visit);
  }
};

const isGranted = (node: UserControlNode) => node.auth === 1 && node.is_active === 1;

/** The node whose route is the longest prefix of the path (a page under a tab belongs to that tab). */
export const findNodeForPath = (control: UserControlNode[], path: string) => {
  let best: { node: UserControlNode; siblings: UserControlNode[] } | undefined;
  walk(control, (node, siblings) => {
    const route = pathOf(node.route);
    if (!route || node.type === 'button') return;
    const isMatch = path === route || path.startsWith(`${route}/`);
    if (isMatch && (!best || route.length > pathOf(best.node.route).length)) best = { node, siblings };
  });
  return best;
};

/**
 * Pages reached from more than one area: an alarm's detail opens from the alarm desk and from a unit's alarm history,
 * so holding either opens it (the server's alarm reads admit the same two, modules/events/event-context.ts).
 */
const sharedPages: { prefix: string; anyOf: string[] }[] = [
  { prefix: '/alarmdeal/detailsinfo/', anyOf: ['alarmdeal-list', 'company-historyalarm'] },
  // Repair tasks (docs/maintenance.md "Repair tasks"): the form opens from the alarm desk (a handled fault) and from
  // the repair list (维修任务 tab, left-nav 报修); the detail also from an alarm's repair progress. The server decides
  // each task (repair-access.ts).
  { prefix: '/vyborg/new', anyOf: ['alarmdeal-repair-new', 'vyborg-repair', 'repair'] },
  { prefix: '/vyborg/edit', anyOf: ['vyborg-repair', 'repair'] },
  { prefix: '/vyborg/repair/', anyOf: ['vyborg-repair', 'repair', 'alarmdeal-list'] },
];

const holdsAny = (control: UserControlNode[], ids: string[]) => {
  let held = false;
  walk(control, (node) => {
    if (ids.includes(node.id) && isGranted(node)) held = true;
  });
  return held;
};

export type PermissionVerdict = { allowed: true } | { allowed: false; redirect?: string };

/**
 * Spec 000 §6: allowed when the route's node has auth 1 and is_active 1, or the path contains fbspecialpath or
 * detailspage; otherwise redirect to a sibling header-nav node with auth 1 and a route, if there is one.
 * A path no node claims belongs to no feature permission (e.g. the user centre) and is allowed.
 */
export const checkPermission = (control: UserControlNode[], path: string): PermissionVerdict => {
  if (path.includes('fbspecialpath') || path.includes('detailspage')) return { allowed: true };
  const shared = sharedPages.find((page) => path.startsWith(page.prefix));
  if (shared && holdsAny(control, shared.anyOf)) return { allowed: true };
  const found = findNodeForPath(control, path);
  if (!found) return { allowed: true };
  if (isGranted(found.node)) return { allowed: true };
  const sibling = found.siblings.find(
    (node) => node !== found.node && node.type === 'header-nav' && isGranted(node) && node.route,
  );
  return { allowed: false, redirect: sibling?.route };
};

/** The first header tab of an area the user holds whose page this client serves. */
const firstTab = (node: UserControlNode) =>
  node.children.find((child) => child.type === 'header-nav' && child.auth === 1 && child.route && isServed(child.route))
    ?.route;

/** Left-nav entries shown: auth 1 only (spec 000 §6), and only those leading to a page this client serves. */
export const leftNavItems = (control: UserControlNode[]) =>
  control.filter(
    (node) =>
      node.type === 'left-nav' &&
      node.auth === 1 &&
      (firstTab(node) !== undefined || (node.route !== '' && isServed(node.route))),
  );

/** The repair pages (docs/maintenance.md "Repair tasks"): the list, its reports, the detail pages and the form. */
const isRepairPage = (path: string) =>
  path.startsWith('/vyborg/repair/') || path === '/vyborg/new' || path === '/vyborg/edit';

/**
 * The left-nav entry a page highlights: the one whose node (or one of whose tabs) is the page's. The repair pages are
 * reached from 报修 and from 维保's 维修任务 tab alike: they highlight 报修 when the user holds it, else 维保 when held
 * (so the form, the detail and the list agree), else the page's own node (the alarm desk's form: 告警受理).
 */
export const activeLeftNav = (control: UserControlNode[], path: string) => {
  const items = leftNavItems(control);
  if (isRepairPage(path)) {
    const preferred = items.find((node) => node.id === 'repair') ?? items.find((node) => node.id === 'vyborg');
    if (preferred) return preferred;
  }
  const active = findNodeForPath(control, path);
  return items.find(
    (node) => node.id === active?.node.id || node.children.some((child) => child.id === active?.node.id),
  );
};

type EntryUser = Pick<UserInfo, 'company_id' | 'company_type'>;

/** Users of a unit-like organisation see their own unit only (the server's scope rule, `unitOwnKinds`). */
export const isUnitUser = (user: EntryUser) =>
  unitOwnKinds.some((kind) => companyTypeByKind[kind] === user.company_type);

/**
 * Where a left-nav entry leads: its first permitted header tab, else its own route. 联网单位's tabs are one unit's
 * pages, so they need a unit: a unit's users get their own; anyone else (a centre, a maintenance company, an
 * authority: many units) gets the unit list to choose from.
 */
export const entryRoute = (node: UserControlNode, user?: EntryUser) => {
  if (node.id !== 'networkcompany' || !user) return firstTab(node) ?? node.route;
  if (!isUnitUser(user)) return node.route;
  const tab = firstTab(node);
  return tab ? `${tab}${tab.includes('?') ? '&' : '?'}company_id=${user.company_id}` : node.route;
};

/** The first place a user may go after login. */
export const firstPermittedRoute = (control: UserControlNode[], user?: EntryUser) => {
  const first = leftNavItems(control)[0];
  return first ? entryRoute(first, user) : '/';
};

/** Button keys (data_id, kind button): admin_system sees every button. */
export const hasButton = (control: UserControlNode[], key: string, roleCode?: string) => {
  if (roleCode === 'admin_system') return true;
  let granted = false;
  walk(control, (node) => {
    if (node.type === 'button' && node.id === key && node.auth === 1) granted = true;
  });
  return granted;
};

/** Whether the signed-in user holds a button key; the client only hides what the server would refuse anyway. */
export const useButton = (key: string) => {
  const session = useSession();
  return session ? hasButton(session.control, key, session.user.role_code) : false;
};

/**
 * Any node of the tree by id (a tab, a list, a button) granted to the user, as the server's permission check sees it;
 * of a list of ids, any one.
 */
export const hasPermissionId = (control: UserControlNode[], id: string | readonly string[], roleCode?: string) => {
  if (roleCode === 'admin_system') return true;
  const ids = typeof id === 'string' ? [id] : id;
  let granted = false;
  walk(control, (node) => {
    if (ids.includes(node.id) && node.auth === 1) granted = true;
  });
  return granted;
};
