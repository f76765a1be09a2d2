import { useTranslation } from 'react-i18next';
import type { TopicDetail } from '../../../contract/topics';
import { AddToCalendarButton } from '../../components/add-to-calendar-button';
import { Card } from '../../components/ui/card';
import { DateTime, zoneName } from '../../components/ui/date-time';
import { StatGrid } from '../../components/ui/stat-grid';
import { browserTimeZone } from '../../lib/date';
import { entryPeriodBounds, timeLeft, type EntryPeriodState } from '../../lib/entry-period';
import { currentLanguage } from '../../lib/i18n';
import text from '../../components/ui/text.module.css';
import { countdownText } from './countdown-text';
import styles from './job-detail-page.module.css';

const HOUR_MS = 60 * 60_000;

interface EntryPeriodCardProps {
  topic: TopicDetail;
  state: EntryPeriodState;
  /** The minute clock (src/lib/use-minute-clock.ts). */
  now: number;
}

/**
 * The entry period in the viewer's zone, the zone named once under it, a countdown to the opening
 * or the deadline, and the period as a calendar file. The countdown changes once a minute and is
 * not a live region: a screen reader reads it when it gets there, not on every tick.
 */
export function EntryPeriodCard({ topic, state, now }: EntryPeriodCardProps) {
  const { t } = useTranslation('entries');
  const language = currentLanguage();
  const { begin, end } = entryPeriodBounds(topic);
  const countdown =
    state.kind === 'open' && state.end
      ? t('entryPeriod.closesIn', { time: countdownText(t, timeLeft(state.end, now)) })
      : state.kind === 'notYetOpen'
        ? t('entryPeriod.opensIn', { time: countdownText(t, timeLeft(state.begin, now)) })
        : null;
  const stats = [];
  if (begin)
    stats.push({
      key: 'begin',
      label: t('entryPeriod.begin'),
      value: <DateTime iso={begin.toISOString()} />,
    });
  stats.push({
    key: 'end',
    label: t('entryPeriod.end'),
    value: end ? <DateTime iso={end.toISOString()} /> : t('entryPeriod.noEnd'),
  });
  return (
    <Card title={t('entryPeriod.title')}>
      <div className={styles.period}>
        {countdown && <p className={styles.countdown}>{countdown}</p>}
        <StatGrid plain stats={stats} />
        <p className={text.mutedXs}>
          {t('entryPeriod.zone', {
            zone: zoneName(browserTimeZone(), begin ?? end ?? new Date(now), language),
          })}
        </p>
        {end && state.kind !== 'closed' && (
          <AddToCalendarButton
            name={topic.topic}
            subject={t('entryPeriod.title')}
            period={() => ({
              uid: `entry-period-${topic.uuid}@creator-portal`,
              title: t('calendar.entryTitle', { job: topic.topic }),
              description: t('calendar.entryDescription', { job: topic.topic }),
              url: window.location.origin + window.location.pathname,
              // Without a beginning, the event is the deadline's last hour.
              start: begin ?? new Date(end.getTime() - HOUR_MS),
              end,
            })}
          />
        )}
      </div>
    </Card>
  );
}
