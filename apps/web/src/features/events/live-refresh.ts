import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribe } from '../../app/sse-router';
import { ALARMS_KEY } from './hooks';

/** A burst of pushed alarms (a whole floor's detectors) refetches the open list at most this often. */
export const LIVE_REFRESH_MS = 2000;

/**
 * Runs `run` at once, then at most once per `intervalMs`: calls inside the interval are folded into one run at its
 * end, so the last alarm of a burst is never missed.
 */
export const throttle = (run: () => void, intervalMs: number) => {
  let lastRun = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fire = () => {
    timer = undefined;
    lastRun = Date.now();
    run();
  };
  return {
    call: () => {
      if (timer !== undefined) return;
      const wait = lastRun + intervalMs - Date.now();
      if (wait <= 0) fire();
      else timer = setTimeout(fire, wait);
    },
    cancel: () => clearTimeout(timer),
  };
};

/**
 * A pushed alarm refreshes the open alarm list and its tab counts. The queries keep their keys (the URL's category,
 * filters and page), so the operator stays where they were; only shown (active) queries are fetched again.
 */
export const useRefreshOnPushedAlarm = () => {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = throttle(() => {
      void queryClient.invalidateQueries({ queryKey: [ALARMS_KEY, 'list'] });
      void queryClient.invalidateQueries({ queryKey: [ALARMS_KEY, 'headers'] });
    }, LIVE_REFRESH_MS);
    const unsubscribe = subscribe('alarms', refresh.call);
    return () => {
      unsubscribe();
      refresh.cancel();
    };
  }, [queryClient]);
};
