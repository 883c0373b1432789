import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { shorthand } from '../../components/shorthand';
import { useLiveStats } from '../stats';
import { fetchHomeEvents, fetchUnitHistoryEvents } from './api';
import { homeKeys } from './keys';

/** The newest unprocessed events of the scope, or of one unit (read from its history without the home page). */
export const useNewestEvents = (options: { companyId?: number; viaHistory?: boolean } = {}) =>
  useQuery({
    queryKey: homeKeys.events(options.companyId ?? null, Boolean(options.viaHistory)),
    queryFn: () =>
      options.viaHistory && options.companyId
        ? fetchUnitHistoryEvents(options.companyId)
        : fetchHomeEvents(options.companyId),
  });

/** A home page's live numbers: a pushed alarm refreshes every statistic shown and the newest events. */
export const useLiveHome = () => useLiveStats([homeKeys.eventsAll()]);

/** Numbers as the cards show them: 10K / 100M shorthand (万 / 亿 in Chinese), in the page's language. */
export const useShorthand = () => {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  return useCallback((value: number | undefined) => (value === undefined ? '–' : shorthand(value, lang)), [lang]);
};
