import dayjs from 'dayjs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubmissionDetail, TimelineEntry } from '../../../contract/submissions';
import { formatDate, formatDateTime, fromIsoTimestamp } from '../../lib/date';
import { currentLanguage } from '../../lib/i18n';
import styles from './submission-detail-page.module.css';

/**
 * The entry's status timeline (contract `timeline`): the steps done with the moment they happened
 * (local time), then the steps ahead with the date the server promises them by (counted in business
 * days, spec §9), the next one marked as current.
 */
export function StatusTimeline({ entry }: { entry: SubmissionDetail }) {
  const { t } = useTranslation('entries');
  const language = currentLanguage();
  const titleId = useId();
  const next = entry.timeline.find((step) => step.at === null);

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t('detail.timeline')}
      </h2>
      <ol className={styles.timeline}>
        {entry.timeline.map((step) => {
          const done = step.at !== null;
          const current = step === next && entry.state !== 'returned';
          return (
            <li
              key={step.step}
              className={styles.step}
              data-done={done || undefined}
              aria-current={current ? 'step' : undefined}
            >
              <span className={styles.stepMark} aria-hidden="true">
                {done ? '✓' : ''}
              </span>
              <span className={styles.stepName}>{stepName(t, step, entry)}</span>
              <span className={styles.stepWhen}>{when(t, step, language)}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

type Translate = ReturnType<typeof useTranslation<'entries'>>['t'];

function stepName(t: Translate, step: TimelineEntry, entry: SubmissionDetail): string {
  // A returned entry's review ended in a return, not an approval.
  if (step.step === 'reviewed' && entry.state === 'returned') return t('detail.steps.returned');
  return t(`detail.steps.${step.step}`);
}

function when(t: Translate, step: TimelineEntry, language: ReturnType<typeof currentLanguage>) {
  if (step.at) {
    return (
      <>
        <span className="visually-hidden">{t('detail.doneOn')} </span>
        <time dateTime={step.at}>{formatDateTime(fromIsoTimestamp(step.at), language)}</time>
      </>
    );
  }
  if (step.expectedBy) {
    // A calendar date in the business time zone: shown as the date it is, not shifted.
    return (
      <>
        {t('detail.expectedBy')}{' '}
        <time dateTime={step.expectedBy}>{formatDate(dayjs(step.expectedBy), language)}</time>
      </>
    );
  }
  return t('detail.notYet');
}
