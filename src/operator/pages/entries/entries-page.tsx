// /operator/entries: every entry, filtered by state and searched by title, creator or uuid, paged.
// The filter, the search and the page live in the URL; each row opens the review screen.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OperatorSubmissionItem } from '../../../../contract/operator';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { DateTime } from '../../../components/ui/date-time';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadState } from '../../../components/ui/load-state';
import { Page, PageHeader } from '../../../components/ui/page';
import { Pagination } from '../../../components/ui/pagination';
import { useEnvelope } from '../../../lib/use-envelope';
import { useListParams } from '../../../lib/use-list-params';
import {
  OPERATOR_SUBMISSION_FILTERS,
  type OperatorSubmissionFilter,
} from '../../../../contract/operator-paths';
import { listEntries } from '../../api/submissions';
import { EntryStateBadge } from '../../entry-state';
import { operatorPaths } from '../../paths';
import styles from '../../operator-pages.module.css';

const FILTER_KEYS = ['state', 'q'] as const;

function isFilter(value: string): value is OperatorSubmissionFilter {
  return (OPERATOR_SUBMISSION_FILTERS as readonly string[]).includes(value);
}

export default function EntriesPage() {
  const { t } = useTranslation('operator');
  const list = useListParams(FILTER_KEYS);
  const state = isFilter(list.filters.state) ? list.filters.state : undefined;
  const q = list.filters.q.trim() || undefined;
  const query = { page: list.page, size: list.size, state, q };
  const entries = useEnvelope(JSON.stringify(query), (signal) => listEntries(query, signal), {
    keepPrevious: true,
  });
  const [typed, setTyped] = useState(list.filters.q);
  const [shownQ, setShownQ] = useState(list.filters.q);
  // The search box follows the URL (back, a shared link) unless the operator is typing.
  if (shownQ !== list.filters.q) {
    setShownQ(list.filters.q);
    setTyped(list.filters.q);
  }

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    list.setFilters({ q: typed.trim() });
  }

  const columns: Column<OperatorSubmissionItem>[] = [
    {
      key: 'title',
      header: t('entries.entry'),
      primary: true,
      cell: (entry) => <Link to={operatorPaths.entry(entry.uuid)}>{entry.title}</Link>,
    },
    { key: 'job', header: t('entries.job'), cell: (entry) => entry.topic },
    {
      key: 'creator',
      header: t('entries.creator'),
      cell: (entry) => (
        <>
          {entry.creatorName}
          <br />
          <span className={styles.muted}>{entry.creatorEmail}</span>
        </>
      ),
    },
    {
      key: 'type',
      header: t('entries.type'),
      cell: (entry) => t(entry.tType === 'bcon' ? 'entries.image' : 'entries.video'),
    },
    { key: 'state', header: t('entries.state'), cell: (entry) => <EntryStateBadge entry={entry} /> },
    {
      key: 'submitted',
      header: t('entries.submitted'),
      nowrap: true,
      cell: (entry) => <DateTime iso={entry.submittedAt} />,
    },
  ];

  return (
    <Page>
      <PageHeader title={t('entries.title')} />
      <div className={styles.filters}>
        <SelectField
          label={t('entries.filter')}
          value={state ?? ''}
          onChange={(event) => list.setFilters({ state: event.target.value })}
        >
          <option value="">{t('entries.all')}</option>
          {OPERATOR_SUBMISSION_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {t(`entryStates.${filter}`)}
            </option>
          ))}
        </SelectField>
        <form role="search" className={styles.search} onSubmit={onSearch}>
          <TextField
            label={t('entries.search')}
            hint={t('entries.searchHint')}
            type="search"
            maxLength={100}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            action={
              <Button type="submit" variant="secondary">
                {t('entries.searchButton')}
              </Button>
            }
          />
        </form>
      </div>
      {entries.status !== 'ready' ? (
        <LoadState load={entries} errorTitle={t('entries.error')} />
      ) : entries.data.lists.length === 0 ? (
        <EmptyState title={t('entries.empty')} />
      ) : (
        <DataTable
          caption={t('entries.title')}
          columns={columns}
          rows={entries.data.lists}
          rowKey={(entry) => entry.uuid}
        />
      )}
      {entries.status === 'ready' && (
        <Pagination
          page={list.page}
          size={list.size}
          totalCount={entries.data.totalCount}
          searchForPage={list.searchForPage}
          onSizeChange={list.setSize}
          label={t('entries.pages')}
        />
      )}
    </Page>
  );
}
