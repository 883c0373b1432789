import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches, type Params } from 'react-router';
import type { MessageKey } from '../locales/en-US';

/** A page's title key, or how its query picks one (a form's new / edit mode). */
export type RouteTitle = MessageKey | ((at: { params: Params; search: URLSearchParams }) => MessageKey);

/**
 * One row of the console's route table. `parent` is the list the page belongs to: its breadcrumb's way back.
 * `record` names the query keys of a page that shows one record (any one of them names it): without one the page says
 * so and leads back to `parent` (components/RequireRecord).
 */
export type ConsoleRoute = {
  path: string;
  element: React.ReactNode;
  title?: RouteTitle;
  parent?: string;
  record?: string[];
};

/** What a route carries for the header (react-router's `handle`). */
export type PageHandle = { title?: RouteTitle; parent?: { path: string; title: RouteTitle } };

/** Query values that name the unit a /company page is about: the way back stays on that unit. */
const UNIT_QUERY = ['company_id', 'company_type'];

const carryUnit = (path: string, search: URLSearchParams) => {
  if (!path.startsWith('/company/')) return path;
  const kept = new URLSearchParams(UNIT_QUERY.flatMap((key) => (search.has(key) ? [[key, search.get(key)!]] : [])));
  return kept.size ? `${path}?${kept.toString()}` : path;
};

export type PageHeading = { title: string; parent?: { title: string; to: string } };

/**
 * The heading of the deepest matched route that has a title, in the user's language; the browser tab follows it
 * ("告警列表 - Fireline"), and falls back to the bare name on a route without one (a redirect on its way).
 */
export const usePageHeading = (): PageHeading | undefined => {
  const { t } = useTranslation();
  const matches = useMatches();
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const match = [...matches].reverse().find((item) => (item.handle as PageHandle | undefined)?.title);
  const handle = match?.handle as PageHandle | undefined;
  const resolve = (title: RouteTitle) =>
    t(typeof title === 'function' ? title({ params: match?.params ?? {}, search }) : title);
  const heading = handle?.title
    ? {
        title: resolve(handle.title),
        parent: handle.parent
          ? { title: resolve(handle.parent.title), to: carryUnit(handle.parent.path, search) }
          : undefined,
      }
    : undefined;
  const tabTitle = heading ? `${heading.title} - ${t('route.tabSuffix')}` : t('route.tabSuffix');
  useEffect(() => {
    document.title = tabTitle;
  }, [tabTitle]);
  return heading;
};

/** For a route outside the console frame (login): only the browser tab. */
export const DocumentTitle = () => {
  usePageHeading();
  return null;
};
