import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { idParam } from '../../lib/url';
import { fetchFormOptions, fetchUser } from './api';
import type { PeopleArea } from './people-area';
import { userKeys } from './keys';

/** The unit whose people a page shows: the query's company_id on a unit's pages, none (one's own) in account management. */
export const useAreaCompanyId = (area: PeopleArea) => {
  const [search] = useSearchParams();
  return area === 'unit' ? idParam(search.get('company_id')) : undefined;
};

/** The roles the caller may give and the organisation's departments (cached a minute). */
export const useFormOptions = (companyId: number | undefined) =>
  useQuery({
    queryKey: userKeys.formOptions(companyId ?? 0),
    queryFn: () => fetchFormOptions(companyId),
    staleTime: 60_000,
  });

/** The info call of one person. */
export const userInfoQuery = (userId: number | undefined) => ({
  queryKey: userKeys.info(userId),
  queryFn: () => fetchUser(userId!),
  enabled: userId !== undefined,
});

/** The person named by the query's user_id. */
export const useUserOfQuery = () => {
  const [search] = useSearchParams();
  const userId = idParam(search.get('user_id'));
  const user = useQuery(userInfoQuery(userId));
  return { userId, user };
};
