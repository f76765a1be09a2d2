// The job page's body (issue 25): everything shown once the job is there, in a chunk of its own so
// that the page's first download is its frame (job-detail-page.tsx). The entry form with its upload
// fields, the entry period's dates (dayjs) and the examples' media dialog all load from here.
import { useTranslation } from 'react-i18next';
import type { TopicDetail } from '../../../contract/topics';
import { formatInstant } from '../../components/topic-facts/entry-period-text';
import { useTopicFacts } from '../../components/topic-facts/topic-facts';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { StatGrid } from '../../components/ui/stat-grid';
import { Thumbnail } from '../../components/ui/thumbnail';
import { entryPeriodBounds, entryPeriodState, type EntryPeriodState } from '../../lib/entry-period';
import { currentLanguage } from '../../lib/i18n';
import { useMinuteClock } from '../../lib/use-minute-clock';
import { EntryForm } from './entry-form';
import { EntryPeriodCard } from './entry-period-card';
import { EntryRequirements } from './entry-requirements';
import { JobBrief } from './job-brief';
import styles from './job-detail-page.module.css';
import { NextSteps } from './next-steps';
import layout from '../../components/ui/layout.module.css';

export interface JobDetailBodyProps {
  topic: TopicDetail;
}

// Led by its brief (issue 18): on a wide screen the brief, the examples, what the entry must be and
// what happens next on the left; the figures, the entry period and the entry form on the right.
// One column on a phone, in that order.
export default function JobDetailBody({ topic }: JobDetailBodyProps) {
  const now = useMinuteClock();
  const state = entryPeriodState(topic, now);
  const { begin, end } = entryPeriodBounds(topic);
  return (
    <div className={styles.columns}>
      <div className={`${layout.stack} ${styles.main}`}>
        <TopicPicture topic={topic} />
        <JobBrief topic={topic} />
        <EntryRequirements topic={topic} />
        <NextSteps />
      </div>
      <div className={`${layout.stack} ${styles.side}`}>
        <TopicFigures topic={topic} />
        {(begin || end) && <EntryPeriodCard topic={topic} state={state} now={now} />}
        <EntryCard topic={topic} state={state} />
      </div>
    </div>
  );
}

/** The job's thumbnail and hashtags. */
function TopicPicture({ topic }: { topic: TopicDetail }) {
  const { t } = useTranslation('entries');
  return (
    <div className={`${layout.stack} ${styles.picture}`}>
      <Thumbnail
        src={topic.thumbnailUrl}
        alt={t('job.thumbnailAlt', { topic: topic.topic })}
        loading="eager"
        rounded
      />
      {topic.hashtags.length > 0 && (
        <ul className={styles.tags} aria-label={t('job.hashtags')}>
          {topic.hashtags.map((tag) => (
            <li key={tag}>
              <Badge tone="info">#{tag.replace(/^#/, '')}</Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** What the job pays and its groups (its type, style and length are in the requirements). */
function TopicFigures({ topic }: { topic: TopicDetail }) {
  const REQUIREMENTS = new Set(['workType', 'videoStyle', 'timeLimit']);
  const facts = useTopicFacts(topic).filter((fact) => !REQUIREMENTS.has(fact.key));
  return (
    <Card>
      <StatGrid
        plain
        stats={facts.map((fact) => ({
          key: fact.key,
          label: fact.label,
          value: fact.value,
          emphasis: fact.key === 'reward',
          wide: fact.wide,
        }))}
      />
    </Card>
  );
}

/**
 * The entry form while entries are open; before the period "opens on …" and after it "entries
 * closed" instead (the server refuses both anyway, ENTRY_NOT_YET_OPEN and ENTRY_CLOSED).
 */
function EntryCard({ topic, state }: { topic: TopicDetail; state: EntryPeriodState }) {
  const { t } = useTranslation('entries');
  const language = currentLanguage();
  if (state.kind === 'closed') {
    return (
      <Card title={t('entryPeriod.closedTitle')}>
        <p>{t('entryPeriod.closedText', { date: formatInstant(state.end, language) })}</p>
      </Card>
    );
  }
  if (state.kind === 'notYetOpen') {
    return (
      <Card title={t('entryPeriod.notYetTitle')}>
        <p>{t('entryPeriod.notYetText', { date: formatInstant(state.begin, language) })}</p>
      </Card>
    );
  }
  return (
    <Card title={t('form.heading')}>
      <p className={styles.intro}>{t('form.intro')}</p>
      <EntryForm topic={topic} />
    </Card>
  );
}
