import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribe } from '../../lib/sse-router';
import { throttle } from '../../lib/throttle';
import { eventKeys } from './keys';

/** A burst of pushed alarms (a whole floor's detectors) refetches the open list at most this often. */
export const LIVE_REFRESH_MS = 2000;

/**
 * A pushed alarm refreshes the open alarm list and its tab counts. The queries keep their keys (the URL's category,
 * filters and page), so the operator stays where they were; only shown (active) queries are fetched again.
 */
export const useRefreshOnPushedAlarm = () => {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = throttle(() => {
      void queryClient.invalidateQueries({ queryKey: eventKeys.listAll() });
      void queryClient.invalidateQueries({ queryKey: eventKeys.headersAll() });
    }, LIVE_REFRESH_MS);
    const unsubscribe = subscribe('alarms', refresh.call);
    return () => {
      unsubscribe();
      refresh.cancel();
    };
  }, [queryClient]);
};
