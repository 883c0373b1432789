import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../locales/en-US';
import { fetchEnum } from './api';

/** Options of a remote code table, labelled in the current language. */
export const useEnumOptions = (name: string) => {
  const { i18n } = useTranslation();
  const query = useQuery({ queryKey: ['enum', name], queryFn: () => fetchEnum(name), staleTime: 10 * 60_000 });
  return (query.data ?? []).map((item) => ({
    value: item.id,
    label: i18n.language === 'en' ? item.eng_name : item.name,
  }));
};

export const typeKey = (type: number) => `hydrants.type.${type}` as MessageKey;
