// A notification's sentence and destination, written when it is shown (issue 18: the server keeps
// the type and the values, never the text), so that it reads in the viewer's current language and
// time zone. Shared by the header's panel and the /notifications page.
import type { TFunction } from 'i18next';
import type { Currency } from '../../../contract/currency-rules';
import type { Notification, NotificationType } from '../../../contract/notifications';
import type { Language } from '../../lib/constants';
import { formatDateTime, fromIsoTimestamp } from '../../lib/date';
import { formatBusinessDate } from '../../lib/asset-format';
import { formatMoney } from '../../lib/money';
import { paths } from '../../lib/paths';

type TextKey = `text.${NotificationType}` | `text.${NotificationType}_${string}`;

export interface TextContext {
  t: TFunction<'notifications'>;
  language: Language;
  /** The deployment's currency: amounts are in its major unit. */
  currency: Currency;
  /** The viewer's zone; the browser's by default. */
  timeZone?: string;
}

function stringOf(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === '' ? null : text;
}

/**
 * The sentence for `notification`. An older row may lack a value a newer text uses: the names fall
 * back to a generic word, and a sentence whose detail (a reason, a date, a rank) is missing has a
 * shorter variant without it.
 */
export function notificationText(notification: Pick<Notification, 'type' | 'params'>, context: TextContext) {
  const { t, language, currency, timeZone } = context;
  const { type, params } = notification;
  const text = (key: string) => stringOf(params[key]);
  const amount = (key: string) => {
    const value = Number(params[key]);
    return params[key] === null || params[key] === undefined || !Number.isFinite(value)
      ? null
      : formatMoney(value, currency, language);
  };
  const instant = (key: string) => {
    const value = text(key);
    const at = value ? fromIsoTimestamp(value, timeZone) : null;
    return at ? formatDateTime(at, language) : null;
  };
  const values = {
    title: text('title') ?? t(type === 'inquiry-answered' ? 'fallback.inquiry' : 'fallback.entry'),
    topic: text('topic') ?? t('fallback.job'),
    reason: text('reason'),
    amount: amount('amount') ?? '',
    ranking: text('ranking'),
    countOfSubmission: text('countOfSubmission'),
    beginAt: instant('beginAt'),
    endAt: instant('endAt'),
    paidDate: text('paidDate') ? formatBusinessDate(text('paidDate')!, language) : null,
  };
  // A missing detail picks the shorter sentence written without it.
  const missing: Partial<Record<NotificationType, [string | null, string]>> = {
    'entry-returned': [values.reason, 'noReason'],
    'withdrawal-rejected': [values.reason, 'noReason'],
    'entry-scheduled': [values.beginAt, 'noDate'],
    'group-competing': [values.endAt, 'noDate'],
    'withdrawal-paid': [values.paidDate, 'noDate'],
    'group-completed': [values.ranking && values.countOfSubmission, 'noRank'],
  };
  const variant = missing[type];
  const key: TextKey = variant && !variant[0] ? `text.${type}_${variant[1]}` : `text.${type}`;
  return t(key as 'text.entry-approved', values);
}

/** The screen a notification is about: the entry, the assets page, or the inquiry. */
export function notificationPath(notification: Pick<Notification, 'type' | 'subjectUuid'>): string {
  switch (notification.type) {
    case 'earnings-credited':
    case 'withdrawal-paid':
    case 'withdrawal-rejected':
      return paths.myAsset;
    case 'inquiry-answered':
      return paths.qnaDetail(notification.subjectUuid);
    default:
      return paths.submissionDetail(notification.subjectUuid);
  }
}
