import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api';
import { componentKeys } from './keys';

/** GET enum/list/{name}: the entries of one remote code table. */
export const fetchEnum = (name: string) => api.get(`/api_proxy/enum/list/${name}/`);

export type EnumOption = { value: number; label: string };

/**
 * Entries of remote code tables as select options in the screen's language (values stay ids). Every table named is
 * loaded once (cached ten minutes); the answer picks one table's options by name.
 */
export const useEnumOptions = (names: readonly string[]) => {
  const { i18n } = useTranslation();
  const results = useQueries({
    queries: names.map((name) => ({
      queryKey: componentKeys.enum(name),
      queryFn: () => fetchEnum(name),
      staleTime: 600_000,
    })),
  });
  return (name: string): EnumOption[] =>
    (results[names.indexOf(name)]?.data ?? []).map((entry) => ({
      value: entry.id,
      label: i18n.language === 'en' ? entry.eng_name : entry.name,
    }));
};
