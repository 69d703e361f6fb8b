import type { TFunction } from 'i18next';

/**
 * Seconds as days, hours, minutes and seconds in the current language, zero parts left out. The number goes in as
 * `n` (the texts' placeholder) and as `count`, so languages with plural forms (en_US `days_one`/`days_other`) pick one.
 */
export const formatDuration = (totalSeconds: number, t: TFunction): string => {
  const s = Math.max(0, Math.ceil(totalSeconds));
  const parts: [string, number][] = [
    ['days', Math.floor(s / 86_400)],
    ['hours', Math.floor((s % 86_400) / 3600)],
    ['minutes', Math.floor((s % 3600) / 60)],
    ['seconds', s % 60],
  ];
  const shown = parts.filter(([, n]) => n > 0);
  return (shown.length ? shown : [['seconds', 0] as [string, number]]).map(([unit, n]) => t(`shell.duration.${unit}`, { n, count: n })).join(' ');
};
