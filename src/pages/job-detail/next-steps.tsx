import { useTranslation } from 'react-i18next';
import { DateTime } from '../../components/ui/date-time';
import { Section } from '../../components/ui/section';
import text from '../../components/ui/text.module.css';
import { REVIEW_BUSINESS_DAYS, SCHEDULING_MAX_BUSINESS_DAYS } from '../../lib/constants';
import { addWeekdays, todayIn } from '../../lib/weekdays';
import { useBusinessTimeZone } from '../../stores/business-time-zone';
import styles from './job-detail-page.module.css';

/**
 * What happens after sending (spec §9): review within 5 business days, project files, scheduling
 * within 7, the group competition and how it pays, with the expected dates counted from today in
 * the business zone (named when the viewer is elsewhere). The SPA does not know the public
 * holidays, so the dates count weekdays and say "about".
 */
export function NextSteps() {
  const { t } = useTranslation('entries');
  const zone = useBusinessTimeZone();
  const reviewBy = addWeekdays(todayIn(zone), REVIEW_BUSINESS_DAYS);
  const scheduledBy = addWeekdays(reviewBy, SCHEDULING_MAX_BUSINESS_DAYS);
  return (
    <Section title={t('nextSteps.title')}>
      <ol className={styles.steps}>
        <li>
          <p>{t('nextSteps.review', { days: REVIEW_BUSINESS_DAYS })}</p>
          <p className={text.muted}>
            {t('nextSteps.reviewExpected')} <DateTime date={reviewBy} zone={zone} />
          </p>
        </li>
        <li>
          <p>{t('nextSteps.projectFiles')}</p>
        </li>
        <li>
          <p>{t('nextSteps.scheduling', { days: SCHEDULING_MAX_BUSINESS_DAYS })}</p>
          <p className={text.muted}>
            {t('nextSteps.schedulingExpected')} <DateTime date={scheduledBy} zone={zone} />
          </p>
        </li>
        <li>
          <p>{t('nextSteps.compete')}</p>
        </li>
        <li>
          <p>{t('nextSteps.pay')}</p>
        </li>
      </ol>
      <p className={text.mutedXs}>{t('nextSteps.weekdays')}</p>
    </Section>
  );
}
