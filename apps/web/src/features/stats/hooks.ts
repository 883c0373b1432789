import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { hasPermissionId } from '../../lib/permissions';
import { loadSession } from '../../lib/session';
import { subscribe } from '../../lib/sse-router';
import { throttle } from '../../lib/throttle';
import type { StatQuery } from './api';
import { windowFromSearch, windowToSearch, type StatWindow } from './window';
import { statKeys } from './keys';

/** One statistic as a query, keyed by its call, its query and the language (group names come translated). */
export const useStat = <T>(
  name: string,
  fetcher: (query: StatQuery) => Promise<T>,
  query: StatQuery,
  enabled = true,
) => {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: statKeys.stat(name, query, i18n.language),
    queryFn: () => fetcher(query),
    enabled,
  });
};

/** A burst of pushed alarms refreshes the numbers on screen at most this often. */
export const STATS_LIVE_REFRESH_MS = 2_000;

/**
 * Live numbers: a pushed alarm (or its restore) refreshes every statistic on screen, at most once per
 * STATS_LIVE_REFRESH_MS; only shown queries are fetched again. `extraKeys` are other queries the page shows (its
 * newest events, its map) refreshed with them.
 */
export const useLiveStats = (extraKeys: readonly (readonly unknown[])[] = []) => {
  const client = useQueryClient();
  const keys = JSON.stringify(extraKeys);
  useEffect(() => {
    const refresh = throttle(() => {
      void client.invalidateQueries({ queryKey: statKeys.all });
      for (const key of JSON.parse(keys) as unknown[][]) void client.invalidateQueries({ queryKey: key });
    }, STATS_LIVE_REFRESH_MS);
    const unsubscribers = [subscribe('alarms', refresh.call), subscribe('reload', refresh.call)];
    return () => {
      for (const unsubscribe of unsubscribers) unsubscribe();
      refresh.cancel();
    };
  }, [client, keys]);
};

/** The window of a statistics page, kept in its URL (a reload, a shared link and a sub-kind switch keep it). */
export const useStatWindow = () => {
  const [search, setSearch] = useSearchParams();
  const value = windowFromSearch(search);
  const setValue = useCallback(
    (next: StatWindow) => setSearch((current) => windowToSearch(next, current), { replace: true }),
    [setSearch],
  );
  return [value, setValue] as const;
};

/** Whether the signed-in user holds a permission node (a statistics tab, the home page). */
export const holdsPermission = (id: string) => {
  const session = loadSession();
  return session ? hasPermissionId(session.control, id, session.user.role_code) : false;
};
