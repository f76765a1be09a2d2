import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Page } from '../../../contract/envelope';
import { SUBMISSION_STATES, type SubmissionState } from '../../../contract/submission-rules';
import type { SubmissionSummary } from '../../../contract/submissions';
import { getSubmissions } from '../../api/submissions';
import { FilterSelect } from '../../components/library/filter-select';
import { Badge } from '../../components/ui/badge';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { DateTime } from '../../components/ui/date-time';
import { EmptyState } from '../../components/ui/empty-state';
import { PageState } from '../../components/ui/page-state';
import { Pagination } from '../../components/ui/pagination';
import { Thumbnail } from '../../components/ui/thumbnail';
import { submissionTone } from '../../components/ui/tones';
import { EAGER_CARD_IMAGES } from '../../lib/constants';
import { paths } from '../../lib/paths';
import { useEnvelope } from '../../lib/use-envelope';
import { useListParams } from '../../lib/use-list-params';
import styles from './my-entry-list-page.module.css';
import text from '../../components/ui/text.module.css';
import layout from '../../components/ui/layout.module.css';

const FILTERS = ['state'] as const;

function asState(value: string): SubmissionState | undefined {
  return (SUBMISSION_STATES as readonly string[]).includes(value) ? (value as SubmissionState) : undefined;
}

/** The creator's entries, newest first, filterable by state (spec §4 progress messages). */
export function EntryList() {
  const { t } = useTranslation(['entries', 'common']);
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
        <FilterSelect
          label={t('myEntries.stateFilter')}
          value={state ?? ''}
          allLabel={t('myEntries.allStates')}
          options={SUBMISSION_STATES.map((value) => ({ value, label: t(`states.${value}`) }))}
          onChange={(value) => setFilters({ state: value })}
        />
      </div>

      {entries.status === 'error' && (
        <PageState
          kind="error"
          title={t('myEntries.error')}
          errorCode={entries.errorCode}
          onRetry={entries.retry}
        />
      )}
      {entries.status === 'loading' && <PageState kind="loading" />}
      {entries.status === 'ready' && (
        <>
          <EntryCards data={entries.data} stale={stale} filtered={state !== undefined} />
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

function EntryCards({
  data,
  stale,
  filtered,
}: {
  data: Page<SubmissionSummary>;
  stale: boolean;
  filtered: boolean;
}) {
  const { t } = useTranslation('entries');
  if (data.lists.length === 0) {
    return (
      <EmptyState
        title={filtered ? t('myEntries.emptyFiltered') : t('myEntries.empty')}
        action={<ButtonLink to={paths.jobs}>{t('myEntries.toJobs')}</ButtonLink>}
      />
    );
  }
  return (
    <ul className={styles.cards} aria-busy={stale || undefined} data-stale={stale || undefined}>
      {data.lists.map((entry, index) => (
        <li key={entry.uuid}>
          <EntryCard entry={entry} imageLoading={index < EAGER_CARD_IMAGES ? 'eager' : 'lazy'} />
        </li>
      ))}
    </ul>
  );
}

function EntryCard({ entry, imageLoading }: { entry: SubmissionSummary; imageLoading: 'lazy' | 'eager' }) {
  const { t } = useTranslation('entries');
  const titleId = useId();
  return (
    <Card as="article" padding="none" labelledBy={titleId} className={styles.card}>
      <Thumbnail
        src={entry.thumbnail.url}
        alt={t('myEntries.thumbnailAlt', { title: entry.title })}
        loading={imageLoading}
      />
      <div className={`${layout.stack} ${styles.cardBody}`}>
        <Badge tone={submissionTone[entry.state]} state={entry.state}>
          {t(`states.${entry.state}`)}
        </Badge>
        <h2 id={titleId} className={styles.cardTitle}>
          <Link to={paths.submissionDetail(entry.uuid)}>{entry.title}</Link>
        </h2>
        <p className={text.muted}>{entry.mcfTopic.topic}</p>
        <p className={`${text.mutedXs} ${styles.cardDate}`}>
          {t('myEntries.submitted')} <DateTime iso={entry.submittedAt} />
        </p>
      </div>
    </Card>
  );
}
