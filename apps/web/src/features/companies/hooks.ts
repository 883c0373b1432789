import { useQueries } from '@tanstack/react-query';
import { currentLang } from '../../app/i18n';
import { fetchEnum } from './api';

/** Remote enum entries as select options in the screen's language (values stay ids). */
export const useEnumOptions = (names: readonly string[]) => {
  const results = useQueries({
    queries: names.map((name) => ({ queryKey: ['enum', name], queryFn: () => fetchEnum(name), staleTime: 600_000 })),
  });
  return (name: string) =>
    (results[names.indexOf(name)]?.data ?? []).map((entry) => ({
      value: entry.id,
      label: currentLang() === 'en' ? entry.eng_name : entry.name,
    }));
};

/** A positive integer query value, or undefined. */
export const idParam = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};
