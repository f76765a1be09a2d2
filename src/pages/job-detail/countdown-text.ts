// The entry period's countdown in words: days and hours while a day or more is left, hours and
// minutes within the last day, minutes within the last hour ("3 days 4 hours", "마감까지 5시간 12분").
import type { TFunction } from 'i18next';
import type { TimeLeft } from '../../lib/entry-period';

export function countdownText(t: TFunction<'entries'>, left: TimeLeft): string {
  const days = t('entryPeriod.days', { count: left.days });
  const hours = t('entryPeriod.hours', { count: left.hours });
  const minutes = t('entryPeriod.minutes', { count: left.minutes });
  if (left.days > 0) return left.hours > 0 ? `${days} ${hours}` : days;
  if (left.hours > 0) return left.minutes > 0 ? `${hours} ${minutes}` : hours;
  return left.minutes > 0 ? minutes : t('entryPeriod.lessThanMinute');
}
