import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ErrorCode } from '../../../contract/error-codes';
import type { Topic } from '../../../contract/topics';
import { getTopic } from '../../api/topics';
import { LoadProblem } from '../../components/load-problem/load-problem';
import { PageLoader } from '../../components/page-loader';
import { PageTitle } from '../../components/page-title';
import { TopicFacts } from '../../components/topic-facts/topic-facts';
import { THUMBNAIL_SIZE } from '../../lib/constants';
import { currentLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useEnvelope } from '../../lib/use-envelope';
import { EntryForm } from './entry-form';
import styles from './job-detail-page.module.css';

// A job (login required; GET /v1/api/topics/{uuid}): the topic in full and its entry form.
export default function JobDetailPage() {
  const { t } = useTranslation(['entries', 'common']);
  const { uuid = '' } = useParams();
  const language = currentLanguage();
  const topic = useEnvelope(`topic:${uuid}:${language}`, (signal) => getTopic(uuid, signal), {
    keepPrevious: true,
  });

  const backLink = (
    <Link className={styles.back} to={paths.jobs}>
      {t('job.backToJobs')}
    </Link>
  );

  if (topic.status === 'error' && topic.errorCode === ErrorCode.NotFound) {
    return (
      <div className={styles.page}>
        <section className={styles.message}>
          <PageTitle title={t('job.notFoundTitle')} />
          <p>{t('job.notFoundText')}</p>
        </section>
        {backLink}
      </div>
    );
  }

  if (topic.status === 'error') {
    return (
      <div className={styles.page}>
        <PageTitle title={t('common:pages.jobDetail')} />
        <LoadProblem
          title={t('job.error')}
          errorCode={topic.errorCode}
          retryLabel={t('job.retry')}
          onRetry={topic.retry}
          spaced
        />
        {backLink}
      </div>
    );
  }

  if (topic.status === 'loading') {
    return (
      <div className={styles.page}>
        <PageTitle title={t('common:pages.jobDetail')} />
        <PageLoader />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      {backLink}
      <TopicOverview topic={topic.data} />
      <EntrySection topic={topic.data} />
    </div>
  );
}

function TopicOverview({ topic }: { topic: Topic }) {
  const { t } = useTranslation('entries');
  return (
    <section className={styles.overview}>
      <div className={styles.thumb}>
        {topic.thumbnailUrl && (
          <img
            src={topic.thumbnailUrl}
            alt={t('job.thumbnailAlt', { topic: topic.topic })}
            width={THUMBNAIL_SIZE.width}
            height={THUMBNAIL_SIZE.height}
            decoding="async"
          />
        )}
      </div>
      <div className={styles.about}>
        <PageTitle title={topic.topic} />
        {topic.hashtags.length > 0 && (
          <ul className={styles.tags} aria-label={t('job.hashtags')}>
            {topic.hashtags.map((tag) => (
              <li key={tag}>#{tag.replace(/^#/, '')}</li>
            ))}
          </ul>
        )}
        <TopicFacts topic={topic} size="full" />
      </div>
    </section>
  );
}

function EntrySection({ topic }: { topic: Topic }) {
  const { t } = useTranslation('entries');
  const titleId = useId();
  return (
    <section className={styles.entry} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.entryTitle}>
        {t('form.heading')}
      </h2>
      <p className={styles.entryIntro}>{t('form.intro')}</p>
      <EntryForm topic={topic} />
    </section>
  );
}
