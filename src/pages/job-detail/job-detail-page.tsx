import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ErrorCode } from '../../../contract/error-codes';
import type { Topic } from '../../../contract/topics';
import { getTopic } from '../../api/topics';
import { useTopicFacts } from '../../components/topic-facts/topic-facts';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { Page, PageHeader } from '../../components/ui/page';
import { PageState } from '../../components/ui/page-state';
import { StatGrid } from '../../components/ui/stat-grid';
import { Thumbnail } from '../../components/ui/thumbnail';
import { currentLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useEnvelope } from '../../lib/use-envelope';
import { EntryForm } from './entry-form';
import styles from './job-detail-page.module.css';
import layout from '../../components/ui/layout.module.css';

// A job (login required; GET /v1/api/topics/{uuid}): the topic in full and its entry form.
export default function JobDetailPage() {
  const { t } = useTranslation(['entries', 'common']);
  const { uuid = '' } = useParams();
  const language = currentLanguage();
  const topic = useEnvelope(`topic:${uuid}:${language}`, (signal) => getTopic(uuid, signal), {
    keepPrevious: true,
  });
  const back = { to: paths.jobs, label: t('job.backToJobs') };

  if (topic.status === 'ready') {
    return (
      <Page width="medium">
        <PageHeader back={back} title={topic.data.topic} />
        <TopicOverview topic={topic.data} />
        <Card title={t('form.heading')}>
          <p className={styles.intro}>{t('form.intro')}</p>
          <EntryForm topic={topic.data} />
        </Card>
      </Page>
    );
  }
  const notFound = topic.status === 'error' && topic.errorCode === ErrorCode.NotFound;
  return (
    <Page width="medium">
      <PageHeader
        back={back}
        title={t('common:pages.jobDetail')}
        documentTitle={notFound ? t('job.notFoundTitle') : undefined}
      />
      {topic.status === 'loading' && <PageState kind="loading" />}
      {notFound && <PageState kind="notFound" title={t('job.notFoundTitle')} text={t('job.notFoundText')} />}
      {topic.status === 'error' && !notFound && (
        <PageState kind="error" title={t('job.error')} errorCode={topic.errorCode} onRetry={topic.retry} />
      )}
    </Page>
  );
}

/** The job's thumbnail beside its hashtags and facts; one under the other on a narrow screen. */
function TopicOverview({ topic }: { topic: Topic }) {
  const { t } = useTranslation('entries');
  const facts = useTopicFacts(topic);
  return (
    <div className={styles.overview}>
      <Thumbnail
        src={topic.thumbnailUrl}
        alt={t('job.thumbnailAlt', { topic: topic.topic })}
        loading="eager"
        rounded
      />
      <div className={`${layout.stack} ${styles.about}`}>
        {topic.hashtags.length > 0 && (
          <ul className={styles.tags} aria-label={t('job.hashtags')}>
            {topic.hashtags.map((tag) => (
              <li key={tag}>
                <Badge tone="info">#{tag.replace(/^#/, '')}</Badge>
              </li>
            ))}
          </ul>
        )}
        <StatGrid
          stats={facts.map((fact) => ({
            key: fact.key,
            label: fact.label,
            value: fact.value,
            emphasis: fact.key === 'reward',
            wide: fact.wide,
          }))}
        />
      </div>
    </div>
  );
}
