// A library page's list below its filters (audio, fonts): the loading, error and empty states,
// the items, and the pagination bar.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page } from '../../../contract/envelope';
import type { EnvelopeState } from '../../lib/use-envelope';
import type { ListParams } from '../../lib/use-list-params';
import { Pagination } from '../ui/pagination';
import { Button } from '../ui/button';
import { EmptyState } from '../ui/empty-state';
import { PageState } from '../ui/page-state';
import { ResetIcon } from './library-icons';
import styles from './library.module.css';
import { ListLoading } from './list-loading';

interface LibraryResultsProps<T extends { uuid: string }> {
  result: EnvelopeState<Page<T>> & { retry: () => void };
  list: Pick<ListParams<string>, 'page' | 'size' | 'searchForPage' | 'setSize'>;
  hasFilters: boolean;
  onReset: () => void;
  /** The list's class (rows or a grid), also given to the loading placeholders. */
  listClassName: string | undefined;
  loadingRows: number;
  /** One placeholder item, the same height as a real one. */
  skeleton: ReactNode;
  texts: { error: string; empty: string; emptyAll: string; listLabel: string; pagesLabel: string };
  renderItem: (item: T) => ReactNode;
}

export function LibraryResults<T extends { uuid: string }>({
  result,
  list,
  hasFilters,
  onReset,
  listClassName,
  loadingRows,
  skeleton,
  texts,
  renderItem,
}: LibraryResultsProps<T>) {
  const { t } = useTranslation('library');
  // The pagination bar stays (with the last known total) while a page loads: no jump below.
  const [lastTotal, setLastTotal] = useState<number | null>(null);
  if (result.status === 'ready' && result.data.totalCount !== lastTotal) setLastTotal(result.data.totalCount);

  return (
    <>
      <div className={styles.results} aria-busy={result.status === 'loading'}>
        {result.status === 'loading' && (
          <ListLoading rows={loadingRows} className={listClassName} row={skeleton} />
        )}
        {result.status === 'error' && (
          <PageState kind="error" title={texts.error} errorCode={result.errorCode} onRetry={result.retry} />
        )}
        {result.status === 'ready' &&
          (result.data.lists.length === 0 ? (
            <EmptyState
              title={hasFilters ? texts.empty : texts.emptyAll}
              action={
                hasFilters && (
                  <Button variant="secondary" onClick={onReset}>
                    <ResetIcon />
                    {t('filters.reset')}
                  </Button>
                )
              }
            />
          ) : (
            <ul className={listClassName} aria-label={texts.listLabel}>
              {result.data.lists.map((item) => (
                <li key={item.uuid}>{renderItem(item)}</li>
              ))}
            </ul>
          ))}
      </div>

      {lastTotal !== null && result.status !== 'error' && (
        <Pagination
          page={list.page}
          size={list.size}
          totalCount={result.status === 'ready' ? result.data.totalCount : lastTotal}
          searchForPage={list.searchForPage}
          onSizeChange={list.setSize}
          label={texts.pagesLabel}
        />
      )}
    </>
  );
}
