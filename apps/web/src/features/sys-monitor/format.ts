import type { TFunction } from 'i18next';
import type { Lang } from '../../lib/i18n';
import { shorthand } from '../../components/shorthand';

/** Bytes in binary units (a process's memory, the database's size), three significant figures. */
export const formatBytes = (bytes: number) => {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(value >= 100 ? 0 : value >= 10 ? 1 : 2)} ${units[unit]}`;
};

/** A rate per second: small ones with decimals (0.05/s is not nothing), large ones in the 10K shorthand. */
export const formatRate = (perSecond: number, lang: Lang) => {
  if (perSecond >= 10_000) return shorthand(Math.round(perSecond), lang);
  if (perSecond === 0) return '0';
  return perSecond.toFixed(perSecond >= 100 ? 0 : perSecond >= 10 ? 1 : 2);
};

/** Milliseconds as a duration: a decimal below 10 ms, whole numbers above. */
export const formatMs = (ms: number, t: TFunction) =>
  t('sysMonitor.unit.ms', { value: ms >= 10 ? Math.round(ms).toLocaleString() : ms.toFixed(1) });

/** A job's interval in the largest whole unit. */
export const formatEvery = (ms: number, t: TFunction) => {
  if (ms % 3_600_000 === 0) return t('sysMonitor.unit.hours', { value: ms / 3_600_000 });
  if (ms % 60_000 === 0) return t('sysMonitor.unit.minutes', { value: ms / 60_000 });
  if (ms % 1000 === 0) return t('sysMonitor.unit.seconds', { value: ms / 1000 });
  return t('sysMonitor.unit.ms', { value: ms });
};

/** How long the process has run: days and hours, hours and minutes, or minutes and seconds. */
export const formatUptime = (seconds: number, t: TFunction) => {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = Math.floor(seconds % 60);
  if (d) return t('sysMonitor.uptime.days', { d, h, m });
  if (h) return t('sysMonitor.uptime.hours', { h, m });
  return t('sysMonitor.uptime.minutes', { m, s });
};
