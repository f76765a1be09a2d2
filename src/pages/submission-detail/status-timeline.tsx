import { useTranslation } from 'react-i18next';
import type { SubmissionDetail, TimelineEntry } from '../../../contract/submissions';
import { Card } from '../../components/ui/card';
import { DateTime } from '../../components/ui/date-time';
import { useBusinessTimeZone } from '../../stores/business-time-zone';
import styles from './submission-detail-page.module.css';

/**
 * The entry's status timeline (contract `timeline`): the steps done with the moment they happened
 * (in the viewer's zone), then the steps ahead with the date the server promises them by, counted
 * in business days (spec §9): a calendar date in the business zone, named when the viewer is
 * elsewhere. The next step is marked as current.
 */
export function StatusTimeline({ entry }: { entry: SubmissionDetail }) {
  const { t } = useTranslation('entries');
  const businessZone = useBusinessTimeZone();
  const next = entry.timeline.find((step) => step.at === null);

  return (
    <Card title={t('detail.timeline')}>
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
              <span className={styles.stepWhen}>
                <When step={step} businessZone={businessZone} />
              </span>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}

type Translate = ReturnType<typeof useTranslation<'entries'>>['t'];

function stepName(t: Translate, step: TimelineEntry, entry: SubmissionDetail): string {
  // A returned entry's review ended in a return, not an approval.
  if (step.step === 'reviewed' && entry.state === 'returned') return t('detail.steps.returned');
  return t(`detail.steps.${step.step}`);
}

function When({ step, businessZone }: { step: TimelineEntry; businessZone: string }) {
  const { t } = useTranslation('entries');
  if (step.at) {
    return (
      <>
        <span className="visually-hidden">{t('detail.doneOn')} </span>
        <DateTime iso={step.at} />
      </>
    );
  }
  if (step.expectedBy) {
    return (
      <>
        {t('detail.expectedBy')} <DateTime date={step.expectedBy} zone={businessZone} />
      </>
    );
  }
  return <>{t('detail.notYet')}</>;
}
