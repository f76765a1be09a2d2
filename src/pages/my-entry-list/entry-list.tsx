import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Page } from '../../../contract/envelope';
import { SUBMISSION_STATES, THUMBNAIL_SIZE, type SubmissionState } from '../../../contract/submission-rules';
import type { SubmissionSummary } from '../../../contract/submissions';
import { getSubmissions } from '../../api/submissions';
import { LoadProblem } from '../../components/load-problem/load-problem';
import { Pagination } from '../../components/pagination/pagination';
import { SubmissionStateBadge } from '../../components/submission-state/submission-state-badge';
import { formatDateTime, fromIsoTimestamp } from '../../lib/date';
import { currentLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useEnvelope } from '../../lib/use-envelope';
import { useListParams } from '../../lib/use-list-params';
import styles from './my-entry-list-page.module.css';

const FILTERS = ['state'] as const;
const SKELETON_CARDS = 4;

function asState(value: string): SubmissionState | undefined {
  return (SUBMISSION_STATES as readonly string[]).includes(value) ? (value as SubmissionState) : undefined;
}

/** The creator's entries, newest first, filterable by state (spec §4 progress messages). */
export function EntryList() {
  const { t } = useTranslation(['entries', 'common']);
  const language = currentLanguage();
  const filterId = useId();
  const { page, size, filters, searchForPage, setSize, setFilters } = useListParams(FILTERS);
  const state = asState(filters.state);
  const entries = useEnvelope(
    `entries?page=${page}&size=${size}&state=${state ?? ''}`,
    (signal) => getSubmissions({ page, size, state }, signal),
    { keepPrevious: true },
  );
  const stale = entries.status === 'ready' && (entries.data.page !== page || entries.data.size !== size);

  return (
    <section className={styles.section} aria-label={t('myEntries.entriesView')}>
      <div className={styles.toolbar}>
        <label htmlFor={filterId}>{t('myEntries.stateFilter')}</label>
        <select
          id={filterId}
          className={styles.select}
          value={state ?? ''}
          onChange={(event) => setFilters({ state: event.target.value })}
        >
          <option value="">{t('myEntries.allStates')}</option>
          {SUBMISSION_STATES.map((value) => (
            <option key={value} value={value}>
              {t(`states.${value}`)}
            </option>
          ))}
        </select>
      </div>

      {entries.status === 'error' && (
        <LoadProblem
          title={t('myEntries.error')}
          errorCode={entries.errorCode}
          retryLabel={t('myEntries.retry')}
          onRetry={entries.retry}
        />
      )}
      {entries.status === 'loading' && <Skeleton />}
      {entries.status === 'ready' && (
        <>
          <EntryCards data={entries.data} stale={stale} filtered={state !== undefined} language={language} />
          <Pagination
            page={page}
            size={size}
            totalCount={entries.data.totalCount}
            searchForPage={searchForPage}
            onSizeChange={setSize}
            label={t('myEntries.pagination')}
          />
        </>
      )}
    </section>
  );
}

interface EntryCardsProps {
  data: Page<SubmissionSummary>;
  stale: boolean;
  filtered: boolean;
  language: ReturnType<typeof currentLanguage>;
}

function EntryCards({ data, stale, filtered, language }: EntryCardsProps) {
  const { t } = useTranslation('entries');
  if (data.lists.length === 0) {
    return (
      <div className={styles.empty}>
        <p>{filtered ? t('myEntries.emptyFiltered') : t('myEntries.empty')}</p>
        <Link className={styles.emptyAction} to={paths.jobs}>
          {t('myEntries.toJobs')}
        </Link>
      </div>
    );
  }
  return (
    <ul className={styles.cards} aria-busy={stale || undefined} data-stale={stale || undefined}>
      {data.lists.map((entry) => {
        const submitted = fromIsoTimestamp(entry.submittedAt);
        return (
          <li key={entry.uuid}>
            <article className={styles.card}>
              <div className={styles.thumb}>
                <img
                  src={entry.thumbnail.url}
                  alt={t('myEntries.thumbnailAlt', { title: entry.title })}
                  width={THUMBNAIL_SIZE.width}
                  height={THUMBNAIL_SIZE.height}
                  loading="lazy"
                  decoding="async"
                />
              </div>
              <div className={styles.cardBody}>
                <SubmissionStateBadge state={entry.state} />
                <h2 className={styles.cardTitle}>
                  <Link to={paths.submissionDetail(entry.uuid)}>{entry.title}</Link>
                </h2>
                <p className={styles.cardTopic}>{entry.mcfTopic.topic}</p>
                <p className={styles.cardDate}>
                  {t('myEntries.submitted')}{' '}
                  <time dateTime={entry.submittedAt}>{formatDateTime(submitted, language)}</time>
                </p>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}

function Skeleton() {
  const { t } = useTranslation('common');
  return (
    <>
      <ul className={styles.cards} aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index}>
            <div className={styles.card}>
              <div className={`${styles.thumb} ${styles.bone}`} />
              <div className={styles.cardBody}>
                <span className={`${styles.bone} ${styles.boneLine}`} />
                <span className={`${styles.bone} ${styles.boneShort}`} />
              </div>
            </div>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {t('status.loading')}
      </p>
    </>
  );
}
