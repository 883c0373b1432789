import { currentLang } from '../../lib/i18n';
import { shorthand } from '../../components/shorthand';

/** A count as the pages show it: written out below 10 000, then 万 / 亿 (K / M in English), spec 001 §9. */
export const formatCount = (value: number) => shorthand(value, currentLang());

/** A part's share of a total, one decimal (as the exports write it). */
export const formatShare = (part: number, total: number) => (total ? `${((part / total) * 100).toFixed(1)}%` : '0%');
