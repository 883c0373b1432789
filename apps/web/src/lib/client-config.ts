import { CLIENT_CONFIG_PATH } from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';
import { libKeys } from './keys';

/** The server's run-time settings for the console (map tiles): asked once per page load, kept for its lifetime. */
export const useClientConfig = () =>
  useQuery({
    queryKey: libKeys.clientConfig(),
    // Silent: a map without its settings says so itself; no error toast over the page.
    queryFn: () => api.get(CLIENT_CONFIG_PATH, undefined, { silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
