// A job's entry period in a few words, for its card in the job list: "Open until Nov 30, 2026
// 11:59 PM", "Open", "Closed on …", "Opens on …", in the viewer's zone.
import type { TFunction } from 'i18next';
import type { Language } from '../../lib/constants';
import { formatDateTime, fromIsoTimestamp } from '../../lib/date';
import type { EntryPeriodState } from '../../lib/entry-period';

export function formatInstant(date: Date, language: Language): string {
  return formatDateTime(fromIsoTimestamp(date.toISOString()), language);
}

export function entryPeriodText(
  t: TFunction<'entries'>,
  state: EntryPeriodState,
  language: Language,
): string {
  switch (state.kind) {
    case 'open':
      return state.end
        ? t('entryPeriod.openUntil', { date: formatInstant(state.end, language) })
        : t('entryPeriod.open');
    case 'notYetOpen':
      return t('entryPeriod.opensOn', { date: formatInstant(state.begin, language) });
    case 'closed':
      return t('entryPeriod.closedOn', { date: formatInstant(state.end, language) });
  }
}
