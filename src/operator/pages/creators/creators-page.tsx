// /operator/creators (support): creators found by email, name or ID (`q` in the URL), paged; each
// row opens the creator's page.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CreatorItem } from '../../../../contract/operator';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { DateTime } from '../../../components/ui/date-time';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadState } from '../../../components/ui/load-state';
import { Page, PageHeader } from '../../../components/ui/page';
import { useEnvelope } from '../../../lib/use-envelope';
import { useListParams } from '../../../lib/use-list-params';
import { listCreators } from '../../api/creators';
import { ListPager } from '../../list-pager';
import { operatorPaths } from '../../paths';
import styles from '../../operator-pages.module.css';
import { CreatorStateBadge } from './creator-state';

const FILTER_KEYS = ['q'] as const;

export default function CreatorsPage() {
  const { t } = useTranslation('operator');
  const list = useListParams(FILTER_KEYS);
  const q = list.filters.q.trim() || undefined;
  const query = { page: list.page, size: list.size, q };
  const creators = useEnvelope(
    `operator-creators:${JSON.stringify(query)}`,
    (signal) => listCreators(query, signal),
    { keepPrevious: true },
  );
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

  const columns: Column<CreatorItem>[] = [
    {
      key: 'name',
      header: t('creators.name'),
      primary: true,
      cell: (creator) => (
        <Link to={operatorPaths.creator(creator.uuid)}>{creator.name || creator.email}</Link>
      ),
    },
    { key: 'email', header: t('creators.email'), cell: (creator) => creator.email },
    {
      key: 'state',
      header: t('creators.state'),
      cell: (creator) => <CreatorStateBadge state={creator.status} />,
    },
    {
      key: 'joined',
      header: t('creators.joined'),
      nowrap: true,
      cell: (creator) => <DateTime iso={creator.createdAt} dateOnly />,
    },
  ];

  return (
    <Page>
      <PageHeader title={t('creators.title')} />
      <div className={styles.filters}>
        <form role="search" className={styles.search} onSubmit={onSearch}>
          <TextField
            label={t('creators.search')}
            hint={t('creators.searchHint')}
            type="search"
            maxLength={100}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            action={
              <Button type="submit" variant="secondary">
                {t('creators.searchButton')}
              </Button>
            }
          />
        </form>
      </div>
      {creators.status !== 'ready' ? (
        <LoadState load={creators} errorTitle={t('creators.error')} />
      ) : creators.data.lists.length === 0 ? (
        <EmptyState title={t('creators.empty')} />
      ) : (
        <DataTable
          caption={t('creators.title')}
          columns={columns}
          rows={creators.data.lists}
          rowKey={(creator) => creator.uuid}
          rowState={(creator) => creator.status}
          muted={(creator) => creator.status === 'withdrawn'}
        />
      )}
      <ListPager list={list} load={creators} label={t('creators.pages')} />
    </Page>
  );
}
