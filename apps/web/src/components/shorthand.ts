import type { Lang } from '../lib/i18n';

const trim = (value: number) => {
  const text = value.toFixed(value >= 100 ? 0 : value >= 10 ? 1 : 2);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
};

/**
 * Spec 001 §9: counts shorthand at 10K and 100M — 万 and 亿 in Chinese, K and M in English (the same thresholds,
 * so a number changes form at the same size in both languages). Below 10 000 the number is written out in full.
 */
export const shorthand = (value: number, lang: Lang): string => {
  const sign = value < 0 ? '-' : '';
  const size = Math.abs(value);
  if (size >= 100_000_000)
    return sign + (lang === 'zh' ? `${trim(size / 100_000_000)}亿` : `${trim(size / 1_000_000)}M`);
  if (size >= 10_000) return sign + (lang === 'zh' ? `${trim(size / 10_000)}万` : `${trim(size / 1_000)}K`);
  return sign + size.toLocaleString(lang === 'zh' ? 'zh-CN' : 'en-US');
};
