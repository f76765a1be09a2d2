// A topic's time limit in words (spec §3): f5s = "exactly 5 seconds", 30s = "at least 30 seconds",
// 1m = "at least 1 minute".
import type { TFunction } from 'i18next';
import { durationRule, type DurationRule } from '../../../contract/submission-rules';

export function timeLimitText(t: TFunction<'entries'>, limit: string | DurationRule): string {
  const rule = typeof limit === 'string' ? durationRule(limit) : limit;
  // An unknown code shows as it came, rather than as nothing.
  if (!rule) return typeof limit === 'string' ? limit : '';
  const inMinutes = rule.seconds >= 60 && rule.seconds % 60 === 0;
  const count = inMinutes ? rule.seconds / 60 : rule.seconds;
  if (rule.exact)
    return inMinutes ? t('timeLimit.exactMinutes', { count }) : t('timeLimit.exactSeconds', { count });
  return inMinutes ? t('timeLimit.atLeastMinutes', { count }) : t('timeLimit.atLeastSeconds', { count });
}
